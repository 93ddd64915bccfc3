import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accept, findChanges, writeReport } from './review.mjs';

/** A run where one story's phone screenshot differed, laid out as Vitest 4 leaves it. */
function differingRun() {
  const root = mkdtempSync(join(tmpdir(), 'visual-review-'));
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const file = 'stories/app/pages/MainPage.stories.tsx';
  put(
    `stories/app/pages/__screenshots__/MainPage.stories.tsx/screens-mainpage-signed-in-mobile-chromium-linux.png`,
    'old',
  );
  put(
    `.vitest-attachments/${file}/screens-mainpage-signed-in-mobile-actual-chromium-linux.png`,
    'new',
  );
  put(
    `.vitest-attachments/${file}/screens-mainpage-signed-in-mobile-diff-chromium-linux.png`,
    'diff',
  );
  return root;
}

describe('the visual review', () => {
  it('finds each changed story and width with its baseline, new screenshot and diff', () => {
    const root = differingRun();
    const [change, ...rest] = findChanges(root);
    expect(rest).toEqual([]);
    expect(change?.storyId).toBe('screens-mainpage-signed-in');
    expect(change?.width).toBe('手机 390');
    expect(readFileSync(change?.baseline ?? '', 'utf8')).toBe('old');
    expect(readFileSync(change?.actual ?? '', 'utf8')).toBe('new');
    expect(readFileSync(change?.diff ?? '', 'utf8')).toBe('diff');
  });

  it('accepts a story by its Storybook id too, whose `--` Vitest writes as `-`', () => {
    const root = differingRun();
    expect(accept(findChanges(root), 'screens-mainpage--signed-in')).toHaveLength(1);
    expect(findChanges(root)).toEqual([]);
  });

  it('writes an HTML page showing the three side by side, with the command that accepts it', () => {
    const root = differingRun();
    const out = join(root, 'report');
    const page = readFileSync(writeReport(findChanges(root), out), 'utf8');
    expect(page).toContain('<code>screens-mainpage-signed-in</code>');
    expect(page.match(/<img /g)).toHaveLength(3);
    expect(page).toContain('npm run visual:accept -- screens-mainpage-signed-in');
    expect(readFileSync(join(out, 'img/0-新截图.png'), 'utf8')).toBe('new');
  });

  it('accepts one story: the new screenshot becomes its baseline', () => {
    const root = differingRun();
    const [change] = accept(findChanges(root), 'screens-mainpage-signed-in');
    expect(readFileSync(change?.baselineTarget ?? '', 'utf8')).toBe('new');
    expect(findChanges(root)).toEqual([]);
  });

  it('leaves other stories alone', () => {
    const root = differingRun();
    expect(accept(findChanges(root), 'screens-usercenter--records')).toEqual([]);
    expect(findChanges(root)).toHaveLength(1);
  });
});
