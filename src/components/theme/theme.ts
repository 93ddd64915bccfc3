import { createTheme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';

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

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0958d9' },
      secondary: { main: '#6b3fa0' },
      background: { default: '#f5f7fa' },
    },
    typography: { fontFamily: FONT_STACK },
    shape: { borderRadius: 6 },
  },
  zhCN,
);
