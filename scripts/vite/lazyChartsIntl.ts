import type { Plugin } from 'vite';

/**
 * MUI X Charts' modules that build Intl objects as they load, and how many each builds. Loading
 * the charts' chunk built them all: a grapheme segmenter (ICU's break rules, 71 ms at 4× CPU)
 * and six date formats for time axes (32 ms), in the one task that evaluates the chunk, the
 * longest of 学习记录's first view (docs/budgets.md "MUI X Charts' Intl objects"). Our charts
 * have band axes and labels that fit, so none of them was ever used.
 */
const EAGER_INTL: Readonly<Record<string, number>> = {
  'internals/getGraphemeCount.mjs': 1,
  'internals/sliceUntil.mjs': 1,
  'utils/timeTicks.mjs': 6,
};

const CHARTS_MODULE = /[\\/]@mui[\\/]x-charts[\\/](?:esm[\\/])?(.+)$/;
const SEGMENTER = /new Intl\.Segmenter\(undefined, \{\s*granularity: 'grapheme'\s*\}\)/g;
const DATE_FORMAT = /new Intl\.DateTimeFormat\(('default', \{[^{}]*\})\)\.format\b/g;

/**
 * Stand-ins that build the real object on first use. The segmenter's only use in those modules
 * is `segmenter.segment(text)` after a truthiness test; a date format's is calling `format`.
 * Function declarations, appended: hoisted, so the module's own lines keep their numbers and the
 * build's source map stays right for them.
 */
const LAZY_HELPERS = `
function __lazyGraphemeSegmenter() {
  let segmenter;
  return {
    segment: (text) => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text),
  };
}
function __lazyDateFormat(locale, options) {
  let format;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
`;

/** As many line breaks as `replaced` had, so that the lines after it do not move. */
const sameLines = (replaced: string) => '\n'.repeat(replaced.split('\n').length - 1);

/** The module's path inside @mui/x-charts (`utils/timeTicks.mjs`), or null for any other file. */
export function chartsModulePath(id: string): string | null {
  const match = CHARTS_MODULE.exec(id.split('?')[0] ?? id);
  return match ? (match[1] ?? '').replaceAll('\\', '/') : null;
}

/**
 * The module with its Intl objects built on first use. Throws when the module no longer builds
 * what it did (an upgrade of MUI X): the stand-ins must then be looked at again, not skipped.
 */
export function lazyIntlSource(code: string, file: string): string {
  const expected = EAGER_INTL[file];
  if (expected === undefined) return code;
  const eager = code.match(/new Intl\./g)?.length ?? 0;
  let replaced = 0;
  const lazy = code
    .replace(SEGMENTER, (whole) => {
      replaced += 1;
      return `__lazyGraphemeSegmenter()${sameLines(whole)}`;
    })
    .replace(DATE_FORMAT, (whole, args: string) => {
      replaced += 1;
      return `__lazyDateFormat(${args.replaceAll('\n', ' ')})${sameLines(whole)}`;
    });
  if (eager !== expected || replaced !== expected) {
    throw new Error(
      `@mui/x-charts/${file} builds ${eager} Intl object(s) as it loads, ${replaced} of them in a ` +
        `known form; scripts/vite/lazyChartsIntl.ts expects ${expected}. Check the module ` +
        `after the upgrade and update the plugin.`,
    );
  }
  return lazy + LAZY_HELPERS;
}

/**
 * Builds MUI X Charts' Intl objects when a chart first needs them, not when its chunk loads
 * (docs/budgets.md "MUI X Charts' Intl objects"). The build fails if a module it expects is not seen
 * while a bar chart is, or no longer has the shape it rewrites.
 */
export function lazyChartsIntl(): Plugin {
  const seen = new Set<string>();
  let sawBarChart = false;
  return {
    name: 'lazy-charts-intl',
    enforce: 'pre',
    buildStart() {
      seen.clear();
      sawBarChart = false;
    },
    transform(code, id) {
      const file = chartsModulePath(id);
      if (file === null) return null;
      // A bar chart's code reaches all three (checked at build end).
      if (file.startsWith('BarChart/')) sawBarChart = true;
      if (EAGER_INTL[file] === undefined) return null;
      seen.add(file);
      // Null: every line of the module is where it was (sameLines), so its map still holds.
      return { code: lazyIntlSource(code, file), map: null };
    },
    buildEnd(error) {
      if (error || !sawBarChart || this.meta.watchMode) return;
      const missing = Object.keys(EAGER_INTL).filter((file) => !seen.has(file));
      if (missing.length > 0) {
        this.error(
          `lazy-charts-intl: @mui/x-charts/${missing.join(', ')} not seen in this build. ` +
            'Check where MUI X Charts builds its Intl objects now.',
        );
      }
    },
  };
}
