import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { buildFixtureOutput } from './buildFixture';
import { COMPILE_HINT, compileHints, withCompileHint } from './compileHints';

/**
 * An app with a screen that comes later and brings a module of its own: Vite writes its preload
 * helper (`__vite__mapDeps`) above the entry's code, after the minifier has run.
 */
const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
writeFileSync(
  join(dir, 'main.js'),
  `import { shared } from './shared.js';
globalThis.started = shared('main');
globalThis.open = () => import('./screen.js').then((screen) => screen.show());
globalThis.openOther = () => import('./otherScreen.js').then((screen) => screen.show());`,
);
writeFileSync(join(dir, 'shared.js'), `export const shared = (who) => 'shared by ' + who;`);
writeFileSync(
  join(dir, 'both.js'),
  `export function both(who) {
  return 'both-screens-marker ' + who;
}`,
);
writeFileSync(
  join(dir, 'screen.js'),
  `import { shared } from './shared.js';
import { both } from './both.js';
export const show = () => shared('screen') + both('screen');`,
);
writeFileSync(
  join(dir, 'otherScreen.js'),
  `import { both } from './both.js';
export const show = () => both('other');`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Output = Rolldown.RolldownOutput['output'];

const build = (withHints: boolean): Promise<Output> =>
  buildFixtureOutput({
    root: dir,
    input: join(dir, 'main.js'),
    plugins: withHints ? [compileHints()] : [],
    minify: true,
    sourcemap: true,
  });

const chunksOf = (output: Output) =>
  output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');

/** Where the `.map` file written beside `chunk` puts the first occurrence of `text` in its code. */
function originOf(output: Output, chunk: Rolldown.OutputChunk, text: string) {
  const mapFile = output.find((item) => item.fileName === `${chunk.fileName}.map`);
  if (mapFile?.type !== 'asset') throw new Error(`${chunk.fileName} has no map file`);
  const lines = chunk.code.split('\n');
  const line = lines.findIndex((content) => content.includes(text));
  if (line < 0) throw new Error(`${text} is not in ${chunk.fileName}`);
  const consumer = new SourceMapConsumer(JSON.parse(String(mapFile.source)));
  const origin = consumer.originalPositionFor({
    line: line + 1,
    column: lines[line]?.indexOf(text) ?? 0,
  });
  return { source: origin.source?.split('/').pop(), line: origin.line };
}

describe('compileHints: V8 compiles each chunk as it streams in', () => {
  it('puts the hint on the first line of every chunk, above the preload helper and after minifying', async () => {
    const chunks = chunksOf(await build(true));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    // The case that made it the bundle's last hook: code put above the minified chunk.
    expect(chunks.some((chunk) => chunk.code.includes('__vite__mapDeps'))).toBe(true);
    for (const chunk of chunks) {
      expect(chunk.code.split('\n')[0], chunk.fileName).toBe(COMPILE_HINT);
    }
  });

  it('leaves the minified build without it when the plugin is not there', async () => {
    const chunks = chunksOf(await build(false));
    expect(chunks.some((chunk) => chunk.code.includes('allFunctionsCalledOnLoad'))).toBe(false);
  });

  it("keeps each chunk's source map on its sources, one line down", async () => {
    const output = await build(true);
    const chunks = chunksOf(output);
    const shared = chunks.find((chunk) => chunk.code.includes('both-screens-marker'));
    if (!shared) throw new Error('no chunk holds both.js');
    expect(originOf(output, shared, 'both-screens-marker')).toEqual({ source: 'both.js', line: 2 });
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('no entry chunk');
    expect(originOf(output, entry, 'shared by')).toEqual({ source: 'shared.js', line: 1 });
  });
});

describe('withCompileHint', () => {
  it('adds the hint once and moves the mappings down a line', () => {
    expect(withCompileHint('run();', 'AAAA')).toEqual([`${COMPILE_HINT}\nrun();`, ';AAAA']);
    expect(withCompileHint(`${COMPILE_HINT}\nrun();`, ';AAAA')).toEqual([
      `${COMPILE_HINT}\nrun();`,
      ';AAAA',
    ]);
    expect(withCompileHint('run();')).toEqual([`${COMPILE_HINT}\nrun();`, undefined]);
  });
});
