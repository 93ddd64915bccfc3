#!/usr/bin/env node
// The visual review a designer can open without a terminal: when story screenshots differ,
// `npm test` leaves test-results/visual-review/index.html with, for each changed story and
// width, the baseline, the new screenshot and their difference side by side.
//
//   node scripts/visual/review.mjs clean             forget the last run's differences
//   node scripts/visual/review.mjs report            write the HTML report (if anything differs)
//   node scripts/visual/review.mjs accept <story-id> take the new screenshots of one story
//   node scripts/visual/review.mjs accept --all      take every new screenshot
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ATTACHMENTS = '.vitest-attachments';
export const REPORT_DIR = join('test-results', 'visual-review');

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Every screenshot that differed in the last run. Vitest writes the new one as
 * `.vitest-attachments/<dir>/<file>/<name>-actual-<browser>-<platform>.png` and the difference
 * beside it as `-diff-`; the baseline is `<dir>/__screenshots__/<file>/<name>-<browser>-<platform>.png`.
 */
export function findChanges(root = '.') {
  const changes = [];
  for (const path of walk(join(root, ATTACHMENTS))) {
    const match = /^(.*)-actual-([a-z]+-[a-z0-9]+)\.png$/.exec(basename(path));
    if (!match) continue;
    const [, name, suffix] = match;
    const fileDir = dirname(relative(join(root, ATTACHMENTS), path));
    const testDir = dirname(fileDir);
    const testFile = basename(fileDir);
    const baseline = join(root, testDir, '__screenshots__', testFile, `${name}-${suffix}.png`);
    const diff = join(dirname(path), `${name}-diff-${suffix}.png`);
    changes.push({
      storyId: name.replace(/-mobile$/, ''),
      width: name.endsWith('-mobile') ? '手机 390' : '桌面 1280',
      storyFile: join(testDir, testFile),
      actual: path,
      diff: existsSync(diff) ? diff : null,
      baseline: existsSync(baseline) ? baseline : null,
      baselineTarget: baseline,
    });
  }
  return changes.sort(
    (a, b) => a.storyId.localeCompare(b.storyId) || a.width.localeCompare(b.width),
  );
}

const escape = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Writes the report with copies of the images (the folder can be uploaded on its own). */
export function writeReport(changes, outDir = REPORT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'img'), { recursive: true });
  const cell = (path, label, index) => {
    if (!path) return `<td class="missing">${label}：无</td>`;
    const file = `img/${index}-${label}.png`;
    copyFileSync(path, join(outDir, file));
    return `<td><a href="${file}"><img src="${file}" alt="${label}"></a></td>`;
  };
  const rows = changes
    .map(
      (
        change,
        index,
      ) => `<tr><th scope="row"><code>${escape(change.storyId)}</code><br>${escape(change.width)}<br><small>${escape(change.storyFile)}</small><br><small>接受：<code>npm run visual:accept -- ${escape(change.storyId)}</code></small></th>
${cell(change.baseline, '基准', index)}${cell(change.actual, '新截图', index)}${cell(change.diff, '差异', index)}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>截图差异审阅 – 智慧学习平台</title>
<style>
body{font-family:"Noto Sans CJK SC",sans-serif;margin:24px;color:#1f1f1f}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d9d9d9;padding:8px;vertical-align:top;text-align:left}
img{max-width:100%;height:auto;border:1px solid #bfbfbf}td{width:28%}.missing{color:#a8071a}
</style></head><body>
<h1>截图差异审阅</h1>
<p>共 ${changes.length} 张截图与基准不同。每行依次是基准、新截图和差异（红色为不同的像素）。确认改动是有意的，就接受它：<code>npm run visual:accept -- &lt;故事 id&gt;</code>，或全部接受：<code>npm run visual:accept -- --all</code>，然后提交新的基准。</p>
<table><thead><tr><th scope="col">故事与宽度</th><th scope="col">基准</th><th scope="col">新截图</th><th scope="col">差异</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
  writeFileSync(join(outDir, 'index.html'), html);
  return join(outDir, 'index.html');
}

const sameStory = (id) => id.replace(/-{2,}/g, '-');

/** Makes the new screenshots of one story (or all) the baselines, and forgets their differences. */
export function accept(changes, storyId) {
  // Vitest writes a story id's `--` as `-` in file names; either spelling names the story.
  const wanted = sameStory(storyId);
  const chosen =
    storyId === '--all' ? changes : changes.filter((c) => sameStory(c.storyId) === wanted);
  for (const change of chosen) {
    mkdirSync(dirname(change.baselineTarget), { recursive: true });
    copyFileSync(change.actual, change.baselineTarget);
    rmSync(change.actual);
    if (change.diff) rmSync(change.diff);
  }
  return chosen;
}

function main([command, argument]) {
  if (command === 'clean') {
    rmSync(ATTACHMENTS, { recursive: true, force: true });
    rmSync(REPORT_DIR, { recursive: true, force: true });
    return 0;
  }
  const changes = findChanges();
  if (command === 'report') {
    if (changes.length === 0) return 0;
    const path = writeReport(changes);
    console.log(`\n[visual] ${changes.length} 张截图与基准不同。审阅页面：${resolve(path)}`);
    console.log(
      '[visual] 接受一个故事的改动：npm run visual:accept -- <故事 id>；全部：npm run visual:accept -- --all\n',
    );
    return 0;
  }
  if (command === 'accept') {
    if (!argument) {
      console.error('用法：npm run visual:accept -- <故事 id> | --all');
      return 2;
    }
    const accepted = accept(changes, argument);
    if (accepted.length === 0) {
      console.error(`没有找到 ${argument} 的新截图（先运行 npm run test:stories）。`);
      return 1;
    }
    for (const change of accepted)
      console.log(`[visual] 已接受 ${change.storyId}（${change.width}）→ ${change.baselineTarget}`);
    return 0;
  }
  console.error('用法：review.mjs clean | report | accept <故事 id> | accept --all');
  return 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(main(process.argv.slice(2)));
