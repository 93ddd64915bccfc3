import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartsModulePath, lazyChartsIntl, lazyIntlSource } from './lazyChartsIntl';

const charts = dirname(createRequire(import.meta.url).resolve('@mui/x-charts/package.json'));
const vendor = (file: string) => readFileSync(join(charts, file), 'utf8');

/** How many Intl objects of each kind were built, counted from the moment a test starts. */
const built = { segmenters: 0, dateFormats: 0 };
const RealSegmenter = Intl.Segmenter;
const RealDateTimeFormat = Intl.DateTimeFormat;
/** Intl's constructors can be replaced at run time; its typings say they are read-only. */
const intl = Intl as {
  Segmenter: typeof Intl.Segmenter;
  DateTimeFormat: typeof Intl.DateTimeFormat;
};

beforeEach(() => {
  built.segmenters = 0;
  built.dateFormats = 0;
  intl.Segmenter = class extends RealSegmenter {
    constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
      super(...args);
      built.segmenters += 1;
    }
  };
  intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      built.dateFormats += 1;
    }
  } as typeof Intl.DateTimeFormat;
});

afterEach(() => {
  intl.Segmenter = RealSegmenter;
  intl.DateTimeFormat = RealDateTimeFormat;
});

/**
 * The rewritten vendor module's export, run as the browser runs it. Each of these modules
 * imports nothing and exports one `const`, so its body runs as a function returning that.
 */
function loadLazy<T>(file: string, name: string): T {
  const body = lazyIntlSource(vendor(file), file).replace(/^export const /m, 'const ');
  return new Function(`${body}\nreturn ${name};`)() as T;
}

describe('lazyChartsIntl: MUI X Charts builds its Intl objects when first used', () => {
  it('counts graphemes as before, with the segmenter built at the first count, once', () => {
    const getGraphemeCount = loadLazy<(text: string) => number>(
      'internals/getGraphemeCount.mjs',
      'getGraphemeCount',
    );
    expect(built.segmenters).toBe(0);
    expect(getGraphemeCount('👍🏽课程')).toBe(3);
    expect(getGraphemeCount('程序设计基础')).toBe(6);
    expect(built.segmenters).toBe(1);
  });

  it('slices by grapheme as before', () => {
    const sliceUntil = loadLazy<(text: string, end: number) => string>(
      'internals/sliceUntil.mjs',
      'sliceUntil',
    );
    expect(built.segmenters).toBe(0);
    expect(sliceUntil('👍🏽程序设计', 2)).toBe('👍🏽程');
    expect(built.segmenters).toBe(1);
  });

  it('formats time ticks as the eager formats did, each built at its first use', () => {
    interface Frequency {
      format: (date: Date) => string;
    }
    const tickFrequencies = loadLazy<Record<string, Frequency>>(
      'utils/timeTicks.mjs',
      'tickFrequencies',
    );
    expect(built.dateFormats).toBe(0);
    const day = new Date(2026, 10, 30, 14, 5);
    const eager = (options: Intl.DateTimeFormatOptions) =>
      new RealDateTimeFormat('default', options).format(day);
    expect(tickFrequencies.months?.format(day)).toBe(eager({ month: 'short' }));
    expect(tickFrequencies.days?.format(day)).toBe(eager({ day: 'numeric' }));
    expect(tickFrequencies.hours?.format(day)).toBe(eager({ hour: '2-digit', minute: '2-digit' }));
    tickFrequencies.months?.format(new Date(2026, 0, 1));
    expect(built.dateFormats).toBe(3);
  });

  it('keeps every line of the module where it was, so that the build’s source map holds', () => {
    const lineOf = (code: string, text: string) =>
      code.split('\n').findIndex((line) => line.includes(text));
    for (const [file, marks] of [
      ['internals/getGraphemeCount.mjs', ['function getGraphemeCountModern', 'export const']],
      ['internals/sliceUntil.mjs', ['function sliceUntilModern', 'export const']],
      ['utils/timeTicks.mjs', ['biweekly:', 'weeks:', 'days:', 'hours:']],
    ] as const) {
      const code = vendor(file);
      for (const mark of marks) {
        expect(lineOf(code, mark)).toBeGreaterThan(0);
        expect(lineOf(lazyIntlSource(code, file), mark), `${file}: ${mark}`).toBe(
          lineOf(code, mark),
        );
      }
    }
  });

  it('fails the build when an upgraded module builds Intl objects in another way', () => {
    const changed = vendor('utils/timeTicks.mjs').replace(
      "new Intl.DateTimeFormat('default', {\n      month: 'short'\n    }).format",
      "new Intl.DateTimeFormat(undefined, { month: 'short' }).format",
    );
    expect(changed).not.toBe(vendor('utils/timeTicks.mjs'));
    expect(() => lazyIntlSource(changed, 'utils/timeTicks.mjs')).toThrow(
      'builds 6 Intl object(s) as it loads, 5 of them in a known form',
    );
    expect(() => lazyIntlSource('export const a = 1;', 'internals/sliceUntil.mjs')).toThrow(
      'builds 0 Intl object(s)',
    );
  });

  it('leaves every other module alone', () => {
    const other = 'const format = new Intl.NumberFormat();';
    expect(lazyIntlSource(other, 'internals/ellipsize.mjs')).toBe(other);
    expect(chartsModulePath('/app/node_modules/@mui/x-charts/utils/timeTicks.mjs?v=1')).toBe(
      'utils/timeTicks.mjs',
    );
    expect(
      chartsModulePath('C:\\app\\node_modules\\@mui\\x-charts\\esm\\utils\\timeTicks.mjs'),
    ).toBe('utils/timeTicks.mjs');
    expect(chartsModulePath('/app/node_modules/@mui/material/Box/Box.mjs')).toBeNull();
  });

  it('fails a build that has a bar chart but not a module it expects', () => {
    const plugin = lazyChartsIntl();
    const errors: string[] = [];
    const context = {
      meta: { watchMode: false },
      error: (message: string) => errors.push(message),
    };
    const call = <A extends unknown[]>(hook: unknown, ...args: A) =>
      (hook as (this: typeof context, ...a: A) => unknown).call(context, ...args);
    call(plugin.buildStart);
    call(plugin.transform, 'export {}', '/m/@mui/x-charts/BarChart/BarChart.mjs');
    for (const file of ['internals/getGraphemeCount.mjs', 'utils/timeTicks.mjs'])
      call(plugin.transform, vendor(file), `/m/@mui/x-charts/${file}`);
    call(plugin.buildEnd);
    expect(errors).toEqual([expect.stringContaining('internals/sliceUntil.mjs not seen')]);
  });
});
