import { decomposeColor, hslToRgb } from '@mui/material/styles';

/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Any colour the theme holds (`#0958d9`, `#fff`, `rgb(58, 121, 224)`, `rgba(0, 0, 0, 0.87)`,
 * `hsl(…)`) as channels; MUI's own parser, so every format the theme can produce is read.
 */
export function parseColor(color: string): Rgba {
  const parsed = decomposeColor(color);
  const { type, values } = parsed.type.startsWith('hsl') ? decomposeColor(hslToRgb(color)) : parsed;
  if (type === 'color') throw new Error(`Unsupported colour space: ${color}`);
  const [r = 0, g = 0, b = 0, a = 1] = values as number[];
  return { r, g, b, a };
}

/** The colour a translucent `foreground` paints over an opaque `background`. */
export function composite(foreground: Rgba, background: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * foreground.a + bottom * (1 - foreground.a);
  return {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
}

/** WCAG 2.2 relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.2 contrast ratio (L1 + 0.05) / (L2 + 0.05) of `foreground` painted on `background`,
 * from 1 to 21. A translucent foreground (the theme's text and divider colours) is first
 * composited over the background, as the browser paints it.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  const fore = composite(parseColor(foreground), back);
  const [lighter, darker] = [relativeLuminance(fore), relativeLuminance(back)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export type ContrastLevel = 'AAA' | 'AA' | '仅大字' | '不足';

/**
 * What WCAG 2.2 allows at a contrast ratio: AAA (7:1) and AA (4.5:1) for body text; large text
 * (24 px, or 18.7 px bold) and, by 1.4.11, icons and control borders need only 3:1.
 */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return '仅大字';
  return '不足';
}

/** `4.53:1`, rounded down so that a ratio shown as passing never rounds up past a limit. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** `#rrggbb` of a colour as painted over `background` (for translucent colours). */
export function toHex(color: string, background = '#ffffff'): string {
  const { r, g, b } = composite(parseColor(color), parseColor(background));
  const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
