import { createTheme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import { BREAKPOINTS, PHONE_TOUCH_TARGET_PX } from './breakpoints';

/**
 * One theme for the app, the stories and the tests. The CJK font is named first so that
 * screenshots do not depend on the platform's fallback choice; the primary blue is dark
 * enough for text on white to pass axe (4.5:1).
 */
export const FONT_STACK = [
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'system-ui',
  'sans-serif',
].join(',');

/**
 * MUI's `breakpoints.down('sm')`, written out: the theme is made in one createTheme call (a
 * second call, merging into a first theme, cost a slow phone ~20 ms while the app starts).
 */
const onPhone = `@media (max-width:${BREAKPOINTS.sm - 0.05}px)`;

/**
 * docs/accessibility.md: one focus style for every interactive element, a 2 px solid outline that is
 * not a background tint. Navy on the light page (15:1 against white, 14:1 against the page
 * grey), white on the blue header (5.6:1). Under forced colours the outline stays and takes
 * the system's Highlight, where MUI's own focus tint (a background) disappears.
 */
export const FOCUS_RING_COLOUR = '#0b1f44';
export const FOCUS_RING_ON_PRIMARY = '#ffffff';
const focusRing = (offset: number) => ({
  outline: `2px solid ${FOCUS_RING_COLOUR}`,
  outlineOffset: offset,
  '@media (forced-colors: active)': { outlineColor: 'Highlight' },
});

/** Drawn inside the element: for a row's items (tabs, menu items), whose neighbours cover an outer ring. */
export const INSET_FOCUS_RING = focusRing(-2);

/**
 * The ring for text that takes focus only from script (`tabIndex={-1}`), when the control the
 * user was on has gone: with nothing focused before, the browser does not count the move as a
 * keyboard one, and `:focus-visible` does not match.
 */
export const FOCUS_RING = focusRing(2);

/** Under `prefers-reduced-motion`, MUI's transitions (menus, drawer, tabs) take no time. */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const theme = createTheme(
  {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: '#0958d9' },
      secondary: { main: '#6b3fa0' },
      background: { default: '#f5f7fa' },
    },
    shape: { borderRadius: 6 },
    // Page headings: 34 px leaves a greeting of three lines on a phone.
    typography: {
      fontFamily: FONT_STACK,
      h4: { [onPhone]: { fontSize: '1.625rem', lineHeight: 1.3 } },
    },
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The sticky header never hides what the keyboard focuses (WCAG 2.4.11).
          html: { scrollPaddingTop: 64, [onPhone]: { scrollPaddingTop: 56 } },
          // Links and every other focusable element outside MUI's ButtonBase.
          ':focus-visible': focusRing(2),
          // A heading that receives focus after a page change shows no ring (it is not a control).
          '[tabindex="-1"]:focus': { outline: 'none' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
          // Forced colours (Windows high contrast) drop backgrounds: the marks that are only a
          // background (progress, the current page, the selected day, the
          // badge) get a border or a system colour instead.
          '@media (forced-colors: active)': {
            '.MuiLinearProgress-root': { border: '1px solid CanvasText' },
            // A contained button is a filled shape; without its fill it needs its outline back.
            'html .MuiButton-contained': { border: '1px solid ButtonText' },
            // `html` first: these must outrank the components' own colour classes.
            // Hovered or focused too: MUI's own `:hover` and focus tints outrank the plain
            // class, and a selected toggle went black on black under a dark scheme.
            [[
              '.MuiLinearProgress-bar',
              '.MuiBadge-badge',
              '.MuiPickerDay-root.Mui-selected',
              '.MuiPaginationItem-root.Mui-selected',
              '.MuiToggleButton-root.Mui-selected',
            ]
              .flatMap((selector) =>
                selector.endsWith('.Mui-selected')
                  ? [selector, `${selector}:hover`, `${selector}.Mui-focusVisible`]
                  : [selector],
              )
              .map((selector) => `html ${selector}`)
              .join(', ')]: {
              forcedColorAdjust: 'none',
              backgroundColor: 'Highlight',
              color: 'HighlightText',
            },
            'html [aria-current="page"], html [aria-current="true"]': {
              textDecoration: 'underline',
              textDecorationThickness: 2,
              textUnderlineOffset: 4,
            },
          },
        },
      },
      // MUI sets `outline: 0` on every ButtonBase and shows focus as a tint: the ring instead.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing(2) } },
      },
      // Inside popovers an outer ring would be cut off: drawn inside instead.
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
      // Buttons, toggle buttons (a chart's 表格, 全部/未读) and icon buttons are what a thumb
      // hits: 44 px on phones, MUI's sizes above (design §7, issue 30 row 9).
      MuiButton: {
        styleOverrides: {
          root: { [onPhone]: { minHeight: PHONE_TOUCH_TARGET_PX } },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: { [onPhone]: { minHeight: PHONE_TOUCH_TARGET_PX } },
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: {
            [onPhone]: { minWidth: PHONE_TOUCH_TARGET_PX, minHeight: PHONE_TOUCH_TARGET_PX },
          },
        },
      },
    },
  },
  zhCN,
);
