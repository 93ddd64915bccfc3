import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * 指南/欢迎 tells designers how the workbench is laid out; a guide that says otherwise sends
 * them looking for what is not there (issue 28, row 9). Read against the code it describes.
 */
// Vitest runs from the repository's root.
const ROOT = process.cwd();
const guide = readFileSync(join(ROOT, 'stories/docs/Introduction.mdx'), 'utf8');
const preview = readFileSync(join(ROOT, '.storybook/preview.tsx'), 'utf8');

function storyFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(join(dir, entry.name))
      : entry.name.endsWith('.stories.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every story file's `title`. */
const titles = storyFiles('stories').map((file) => {
  const match = /^\s+title: '([^']+)',$/m.exec(readFileSync(join(ROOT, file), 'utf8'));
  if (!match?.[1]) throw new Error(`${file} has no title`);
  return match[1];
});

describe('the guide for designers (stories/docs/Introduction.mdx)', () => {
  it('gives the sidebar’s groups in the order the preview sorts them', () => {
    const order = /order: \[('[^']+'(?:, \[[^\]]*\])?(?:, '[^']+')*)\]/.exec(preview)?.[1];
    const sorted = [...(order ?? '').replace(/\[[^\]]*\]/g, '').matchAll(/'([^']+)'/g)].map(
      (match) => match[1],
    );
    const section = guide.slice(guide.indexOf('左侧栏按这个顺序排列'), guide.indexOf('**故事名'));
    const listed = [...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]);
    expect(sorted).toEqual(['指南', 'Screens', 'App', 'Components', 'Flows']);
    expect(listed).toEqual(sorted);
  });

  it('names every story file’s title', () => {
    // As code, whole (`Screens/MainPage`) or by its last part in its group's line (`Toast`).
    for (const title of titles) {
      const last = title.split('/').at(-1) ?? title;
      expect(guide.includes(`\`${title}\``) || guide.includes(`\`${last}\``), title).toBe(true);
    }
  });

  it('says how slow 慢速 is, as the mocks make it', () => {
    const mocks = readFileSync(join(ROOT, 'mocks/handlers/networkConditions.ts'), 'utf8');
    const delay = Number(/SLOW_NETWORK_DELAY_MS = ([\d_]+)/.exec(mocks)?.[1]?.replace(/_/g, ''));
    expect(delay).toBeGreaterThan(0);
    expect(guide).toContain(`慢速（每个接口晚 ${delay / 1000} 秒）`);
  });
});
