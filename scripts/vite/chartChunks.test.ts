import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFixture } from './buildFixture';
import { CHART_ENGINE, chartChunks } from './chartChunks';

/**
 * A small app whose screen loads a chart library later; the library uses two leaf packages and
 * a package the app's start uses as well, as MUI X Charts uses d3, reselect and MUI.
 */
const dir = mkdtempSync(join(tmpdir(), 'chart-chunks-'));
const pkg = (name: string, code: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, type: 'module', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: code,
});
// Each module records its evaluation, so that none is folded away.
const evaluated = (name: string) => `(globalThis.evaluated ??= []).push('${name}');`;
const files: Record<string, string> = {
  'main.js': `import { button } from '@mui/material'; ${evaluated('main')}
    const screen = await import('./screen.js'); globalThis.shown = button() + screen.screen();`,
  'screen.js': `import { barChart } from '@mui/x-charts'; ${evaluated('screen')}
    export const screen = () => barChart();`,
  ...pkg('@mui/material', `${evaluated('material')} export const button = () => 'button';`),
  ...pkg(
    '@mui/x-charts',
    `import { scaleBand } from 'd3-scale'; import { createSelector } from 'reselect';
     import { button } from '@mui/material'; ${evaluated('x-charts')}
     export const barChart = () => scaleBand() + createSelector() + button();`,
  ),
  ...pkg(
    'd3-scale',
    `import { range } from 'd3-array'; ${evaluated('d3-scale')} export const scaleBand = () => range();`,
  ),
  ...pkg('d3-array', `${evaluated('d3-array')} export const range = () => 'range';`),
  ...pkg('reselect', `${evaluated('reselect')} export const createSelector = () => 'selector';`),
};
for (const [name, code] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), code);
}

const packagesOf = (modules: Record<string, unknown>) =>
  Object.keys(modules)
    .map((id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? id.split('/').pop())
    .sort();

describe("the chart's leaf libraries in a chunk of their own", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts d3 and reselect in chart-engine, which imports no chunk, and only the chart imports it', async () => {
    const built = await buildFixture({
      root: dir,
      input: join(dir, 'main.js'),
      plugins: [chartChunks()],
    });
    const engine = built.find((chunk) => chunk.name === 'chart-engine');
    expect(engine && packagesOf(engine.modules)).toEqual(['d3-array', 'd3-scale', 'reselect']);
    // A leaf: it cannot import a chunk that imports it back.
    expect(engine?.imports).toEqual([]);
    const chart = built.find((chunk) => packagesOf(chunk.modules).includes('@mui/x-charts'));
    expect(chart && packagesOf(chart.modules)).toEqual(['@mui/x-charts', 'screen.js']);
    expect(chart?.imports).toContain(engine?.fileName);
    // The start neither loads nor waits for the chart's code.
    const entry = built.find((chunk) => chunk.isEntry);
    expect(entry && packagesOf(entry.modules)).not.toEqual(expect.arrayContaining(['d3-scale']));
    expect(entry?.imports).not.toContain(engine?.fileName);
    expect(entry?.dynamicImports).toEqual([chart?.fileName]);
  });

  it('leaves it all in one chunk without the plugin', async () => {
    const built = await buildFixture({ root: dir, input: join(dir, 'main.js'), plugins: [] });
    expect(built.map((chunk) => chunk.name)).not.toContain('chart-engine');
    const chart = built.find((chunk) => packagesOf(chunk.modules).includes('@mui/x-charts'));
    expect(chart && packagesOf(chart.modules)).toEqual(
      expect.arrayContaining(['d3-scale', 'reselect']),
    );
  });

  it("takes d3, the gesture recogniser and reselect, not MUI X Charts' own code or MUI's", () => {
    const modules = (path: string) => `/app/node_modules/${path}`;
    expect(CHART_ENGINE.test(modules('d3-shape/src/stack.js'))).toBe(true);
    expect(CHART_ENGINE.test(modules('d3-time-format/src/locale.js'))).toBe(true);
    expect(CHART_ENGINE.test(modules('@mui/x-internal-gestures/core/index.mjs'))).toBe(true);
    expect(CHART_ENGINE.test(modules('reselect/dist/reselect.mjs'))).toBe(true);
    expect(CHART_ENGINE.test(modules('internmap/src/index.js'))).toBe(true);
    expect(CHART_ENGINE.test(modules('@mui/x-charts/BarChart/BarChart.mjs'))).toBe(false);
    expect(CHART_ENGINE.test(modules('@mui/x-internals/useIsHydrated.mjs'))).toBe(false);
    expect(CHART_ENGINE.test(modules('@base-ui/utils/store/Store.mjs'))).toBe(false);
    expect(CHART_ENGINE.test(modules('@mui/material/Button/Button.js'))).toBe(false);
    expect(CHART_ENGINE.test('/app/src/features/d3-like/chart.ts')).toBe(false);
  });
});
