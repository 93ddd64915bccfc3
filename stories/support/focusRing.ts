import { expect } from 'storybook/test';

/** sRGB relative luminance of a CSS colour as the browser computes it (`rgb(…)`/`rgba(…)`). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

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
  const ratio = contrast(style.outlineColor, backgroundBehind(element));
  await expect(ratio, `焦点框与背景的对比度 ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
}
