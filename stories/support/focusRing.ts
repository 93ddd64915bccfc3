import { expect } from 'storybook/test';
import { contrastRatio } from '../docs/tokens/contrast';

/** The colour painted behind an element: its own background or the nearest ancestor's. */
export function backgroundBehind(element: Element): string {
  for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && !/rgba\(0, 0, 0, 0\)|transparent/.test(colour)) return colour;
  }
  return 'rgb(255, 255, 255)';
}

/**
 * docs/accessibility.md: the focused control shows an outline (not a background tint) of at least 2 px,
 * at least 3:1 against what surrounds it. Measured from the computed style.
 */
export async function expectFocusRing(element: Element): Promise<void> {
  await expect(element).toHaveFocus();
  const style = getComputedStyle(element);
  await expect(style.outlineStyle).toBe('solid');
  await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  const ratio = contrastRatio(style.outlineColor, backgroundBehind(element));
  await expect(ratio, `焦点框与背景的对比度 ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
}
