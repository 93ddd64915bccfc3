import { REVIEW_WIDTHS, type ReviewWidthKey } from '../src/components/theme/breakpoints';

/**
 * The toolbar's widths are the product's review widths (docs/screens.md), which the theme's
 * breakpoints check: 手机 always shows the phone layout, 桌面 the desktop one.
 */
export const VIEWPORTS = Object.fromEntries(
  (Object.keys(REVIEW_WIDTHS) as ReviewWidthKey[]).map((key) => {
    const { name, width, height } = REVIEW_WIDTHS[key];
    const type = key === 'desktop' ? 'desktop' : key === 'tablet' ? 'tablet' : 'mobile';
    return [
      key,
      {
        name: `${name} ${width} × ${height}`,
        styles: { width: `${width}px`, height: `${height}px` },
        type,
      },
    ];
  }),
);

/** The viewport global for a width, for `globals` and Chromatic modes. */
export const viewportGlobal = (key: ReviewWidthKey) => ({ value: key, isRotated: false });
