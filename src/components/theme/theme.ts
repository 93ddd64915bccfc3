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

const base = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: '#0958d9' },
    secondary: { main: '#6b3fa0' },
    background: { default: '#f5f7fa' },
  },
  typography: { fontFamily: FONT_STACK },
  shape: { borderRadius: 6 },
});

const onPhone = base.breakpoints.down('sm');

export const theme = createTheme(
  base,
  {
    // Page headings: 34 px leaves a greeting of three lines on a phone.
    typography: { h4: { [onPhone]: { fontSize: '1.625rem', lineHeight: 1.3 } } },
    components: {
      // Buttons and icon buttons are what a thumb hits: 44 px on phones, MUI's sizes above.
      MuiButton: {
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
