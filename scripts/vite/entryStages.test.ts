import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { buildFixture } from './buildFixture';
import { entryStages } from './entryStages';

/**
 * A small app with an entry that imports two stages in turn, the second of which loads a
 * screen later; every module shared with the screen belongs to the stage that first needs it.
 */
const dir = mkdtempSync(join(tmpdir(), 'entry-stages-'));
// Each module records its evaluation, so that none is folded away.
const evaluated = (name: string) => `(globalThis.evaluated ??= []).push('${name}');`;
const files = {
  'main.js': `import { pause } from './pause.js'; ${evaluated('main')}
    await import('./react.browser.esm.js'); await pause(); await import('./app.js');`,
  'pause.js': `${evaluated('pause')} export const pause = () => Promise.resolve();`,
  // Named as packages name their browser builds: the stage is still `react`.
  'react.browser.esm.js': `import { dom } from './dom.js'; ${evaluated('react')} export const react = () => dom() + 'react';`,
  'dom.js': `${evaluated('dom')} export const dom = () => 'dom';`,
  'app.js': `import { react } from './react.browser.esm.js'; import { shell } from './shell.js';
    import { pause } from './pause.js'; ${evaluated('app')}
    export const app = () => pause().then(() => import('./screen.js')).then((s) => react() + shell() + s.screen());`,
  'shell.js': `${evaluated('shell')} export const shell = () => 'shell';`,
  'screen.js': `import { dom } from './dom.js'; import { shell } from './shell.js'; ${evaluated('screen')}
    export const screen = () => dom() + shell();`,
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);

/** The fixture app's chunks, built with the plugin told that `stagedEntry` is the entry. */
function chunks(stagedEntry = 'main.js'): Promise<Rolldown.OutputChunk[]> {
  return buildFixture({
    root: dir,
    input: join(dir, 'main.js'),
    plugins: [entryStages(join(dir, stagedEntry))],
  });
}

const modulesOf = (chunk: Rolldown.OutputChunk) =>
  Object.keys(chunk.modules)
    .map((id) => id.split('/').pop())
    .sort();

describe('the entry in stages: one chunk per stage', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts each module in the first stage that imports it, and the screen in a chunk of its own', async () => {
    const built = await chunks();
    const stage1 = built.find((chunk) => chunk.name.startsWith('start-1-'));
    const stage2 = built.find((chunk) => chunk.name.startsWith('start-2-'));
    expect(stage1?.name).toBe('start-1-react');
    expect(stage1 && modulesOf(stage1)).toEqual(['dom.js', 'react.browser.esm.js']);
    expect(stage2?.name).toBe('start-2-app');
    // shell.js is the screen's too: it still belongs to the stage that needs it first.
    expect(stage2 && modulesOf(stage2)).toEqual(['app.js', 'shell.js']);
    const screen = built.find((chunk) =>
      Object.keys(chunk.modules).some((id) => id.endsWith('screen.js')),
    );
    expect(screen && modulesOf(screen)).toEqual(['screen.js']);
    // A stage imports earlier stages only; the entry keeps its own imports.
    expect(stage1?.imports.some((file) => file.includes('start-2-'))).toBe(false);
    const entry = built.find((chunk) => chunk.isEntry);
    expect(entry && modulesOf(entry)).toContain('main.js');
    expect([stage1, stage2].flatMap((chunk) => (chunk ? modulesOf(chunk) : []))).not.toContain(
      'pause.js',
    );
  });

  it('leaves a build without the entry to Rolldown (Storybook’s)', async () => {
    const built = await chunks('not-this-build.js');
    expect(built.some((chunk) => chunk.name.startsWith('start-'))).toBe(false);
  });
});
