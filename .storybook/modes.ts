import { REVIEW_WIDTHS } from '../src/components/theme/breakpoints';

/**
 * Chromatic modes (https://www.chromatic.com/docs/modes/viewports): each mode gives Chromatic
 * the frame's size as `viewport: { width, height }`, the review widths of docs/screens.md, so a
 * snapshot is taken at the same size as the toolbar's 手机, 窄屏, 平板 and 桌面.
 */
const mode = (key: keyof typeof REVIEW_WIDTHS) => ({
  viewport: { width: REVIEW_WIDTHS[key].width, height: REVIEW_WIDTHS[key].height },
});

export const allModes = {
  手机: mode('mobile'),
  窄屏: mode('narrow'),
  平板: mode('tablet'),
  桌面: mode('desktop'),
} as const;

/** Every screen and the shell is snapshotted at 手机 and at 桌面 (docs/stories.md). */
export const phoneAndDesktopModes = { 手机: allModes.手机, 桌面: allModes.桌面 };
