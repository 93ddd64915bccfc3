import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDrawers } from './firstViewPlugin';

/**
 * docs/architecture.md "The first-view registry": each drawer is a script of its own beside the
 * gate, which the gate imports by URL before the app's code. What the build must keep of that.
 */
const root = resolve(import.meta.dirname, '../..');
// As EARLY_DRAWERS names them (src/app/firstView/firstViewScreens.ts, whose test checks that each
// exists and exports its `draw`); spelt here, as this project does not compile the app's sources.
const DRAWERS = ['src/app/firstView/drawMyCourses.ts', 'src/app/firstView/drawStudyChart.ts'];
const outDir = mkdtempSync(join(tmpdir(), 'drawers-'));
mkdirSync(join(outDir, 'assets'));
// The part of Vite's resolved config the drawers' build reads.
const config = {
  root,
  base: '/',
  resolve: { alias: { '@': join(root, 'src') } },
  build: { outDir, assetsDir: 'assets', target: 'es2022' },
} as unknown as ResolvedConfig;

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the first view’s drawers, as the build writes them', () => {
  it('are self-contained scripts named by their content, with the URL the gate imports', async () => {
    const urls = await buildDrawers(config, DRAWERS);
    expect(Object.keys(urls)).toEqual(DRAWERS);
    for (const [source, url] of Object.entries(urls)) {
      const name = source.split('/').pop()?.replace('.ts', '');
      expect(url).toMatch(new RegExp(`^/assets/first-view-${name}-[\\w-]{8}\\.js$`));
      const code = readFileSync(join(outDir, url), 'utf8');
      // Nothing to fetch after it: one round trip from the page (design §11, a chain two deep).
      expect(code).not.toMatch(/\bimport\s*[("'{*]|\bfrom\s*["']/);
      // Its one export, `draw`, whatever the minifier calls it inside.
      expect(code).toMatch(/export\s*\{[^}]*\bas draw\b[^}]*\}|export\s*\{\s*draw\s*\}/);
    }
    // Named by content: the same source, the same name.
    const [, chart = ''] = DRAWERS;
    expect(await buildDrawers(config, [chart])).toEqual({ [chart]: urls[chart] });
  });

  it('fail the build for a drawer whose source does not exist', async () => {
    await expect(buildDrawers(config, ['src/app/firstView/drawGone.ts'])).rejects.toThrow();
  });
});
