import type { Plugin } from 'vite';

const BOX = /[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.m?js$/;
const OWN_THEME = 'const defaultTheme = createTheme();';

/**
 * MUI's Box makes a default theme of its own when its module is evaluated, a second
 * `createTheme()` beside the one MUI's styles make (`styles/defaultTheme`), identical to it.
 * Each is ~25 ms of a slow phone's start-up, in the stage that evaluates MUI (docs/budgets.md
 * "The entry in stages"). The app never shows a Box outside its ThemeProvider, so the default
 * is only a fallback; this gives Box the one MUI's styles already made.
 */
export function shareBoxDefaultTheme(code: string, id: string): string | null {
  if (!BOX.test(id)) return null;
  if (!code.includes(OWN_THEME)) {
    // A newer MUI changed Box: better a failed build than a silent second theme, or none.
    throw new Error(
      `${id}: MUI's Box no longer makes its own theme; see scripts/vite/oneDefaultTheme.ts`,
    );
  }
  const extension = id.endsWith('.mjs') ? '.mjs' : '.js';
  return code.replace(OWN_THEME, `import defaultTheme from "../styles/defaultTheme${extension}";`);
}

export function oneDefaultTheme(): Plugin {
  return {
    name: 'one-default-theme',
    apply: 'build',
    transform(code, id) {
      const shared = shareBoxDefaultTheme(code, id);
      return shared === null ? null : { code: shared, map: null };
    },
  };
}
