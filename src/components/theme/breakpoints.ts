/**
 * MUI's breakpoints, named here because the layout, Storybook's viewports, the test widths and
 * the phone screenshots all key on them: below `sm` is a phone (docs/screens.md). A plain module, so
 * that the Vite config can read it without loading MUI.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** WCAG 2.5.8 asks for 24 px; the main actions on phones get the 44 px of platform guidelines. */
export const PHONE_TOUCH_TARGET_PX = 44;

export interface ReviewWidth {
  /** The name designers and the Storybook toolbar use. */
  name: string;
  width: number;
  height: number;
  /** The breakpoint whose layout this width shows. */
  breakpoint: keyof typeof BREAKPOINTS;
}

function between(width: number, from: keyof typeof BREAKPOINTS, to?: keyof typeof BREAKPOINTS) {
  if (width < BREAKPOINTS[from] || (to !== undefined && width >= BREAKPOINTS[to])) {
    // A width that no longer shows the layout it is named for is a broken review set.
    throw new Error(`Review width ${width} px is outside the ${from} breakpoint`);
  }
  return from;
}

/**
 * The widths every screen is reviewed and screenshotted at (docs/screens.md), each checked against
 * the theme's breakpoints so that 手机 always shows the phone layout and 桌面 the desktop one.
 */
export const REVIEW_WIDTHS = {
  mobile: { name: '手机', width: 390, height: 844, breakpoint: between(390, 'xs', 'sm') },
  narrow: { name: '窄屏', width: 320, height: 640, breakpoint: between(320, 'xs', 'sm') },
  tablet: { name: '平板', width: 768, height: 1024, breakpoint: between(768, 'sm', 'md') },
  desktop: { name: '桌面', width: 1280, height: 900, breakpoint: between(1280, 'lg', 'xl') },
} as const satisfies Record<string, ReviewWidth>;

export type ReviewWidthKey = keyof typeof REVIEW_WIDTHS;

/** Below this width the phone layout applies (the theme's `sm`). */
export const PHONE_MAX_WIDTH = BREAKPOINTS.sm - 1;
