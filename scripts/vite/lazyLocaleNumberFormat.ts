import path from 'node:path';
import type { Plugin } from 'vite';

const LAZY = 'src/components/theme/lazyNumberFormat.ts';

/** Does this import, from this module, ask for MUI's eager number formatter of a locale? */
export function isMuiLocaleNumberFormat(source: string, importer: string | undefined): boolean {
  return (
    /^\.\/utils\/buildFormatNumber(\.m?js)?$/.test(source) &&
    importer !== undefined &&
    /[\\/]@mui[\\/]material[\\/]locale[\\/][^\\/]+$/.test(importer)
  );
}

/**
 * MUI's locale modules (`@mui/material/locale`, our theme's `zhCN`) build an Intl.NumberFormat
 * when they load, which is the page's first Intl object and its ICU data: a long task of its
 * own in the start-up (docs/budgets.md). This points their formatter at a lazy one with the same
 * output. Only those imports: TablePagination's own use is left as it is.
 */
export function lazyLocaleNumberFormat(): Plugin {
  let lazy = path.resolve(LAZY);
  return {
    name: 'lazy-locale-number-format',
    enforce: 'pre',
    configResolved(config) {
      lazy = path.resolve(config.root, LAZY);
    },
    resolveId(source, importer) {
      return isMuiLocaleNumberFormat(source, importer) ? lazy : null;
    },
  };
}
