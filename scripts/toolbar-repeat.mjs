// `npm run workbench:repeat`: issue 28's proof that no play fails while the canvas is right.
// Each toolbar value (网络 × 6, 账号 × 4) on MainPage 已登录, UserCenter 学习记录 and App/Shell
// 已登录, N times (`--runs N`, 5 by default) in two ways:
//   - fresh: the story's own frame opened by URL with the value in its globals;
//   - live: the built Storybook's manager, the value picked in its toolbar, the restarted play.
// A run passes when a render that ran its play finished with status `success`. Prints a table
// of passes per value and way, and exits 1 if any run failed. Serves a built Storybook
// (`storybook-static`, or the folder given) on 127.0.0.1, one page at a time in Chromium.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromiumFlags.mjs';
import { serveBuiltStorybook } from './support/builtStorybook.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 5 : Number(args[runsAt + 1]);
const dir =
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--runs') ?? 'storybook-static';
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs, not "${args[runsAt + 1] ?? ''}"`);
  process.exit(2);
}

const STORIES = [
  'screens-mainpage--signed-in',
  'screens-usercenter--records',
  'app-shell--signed-in',
];
// Each value as the toolbar names it, and as a story's URL gives it.
const VALUES = [
  { menu: /^账号：/, entry: '按故事设定', globals: 'account:story' },
  { menu: /^网络：/, entry: '正常', globals: 'network:normal' },
  { menu: /^网络：/, entry: '慢速 (3 s)', globals: 'network:slow' },
  { menu: /^网络：/, entry: '服务器错误 (500)', globals: 'network:server-error' },
  { menu: /^网络：/, entry: '登录过期 (401)', globals: 'network:expired' },
  { menu: /^网络：/, entry: '超时', globals: 'network:timeout' },
  { menu: /^网络：/, entry: '断网', globals: 'network:offline' },
  { menu: /^账号：/, entry: '教师 张明华（有数据）', globals: 'account:teacher' },
  { menu: /^账号：/, entry: '学生 李晓雨', globals: 'account:student' },
  { menu: /^账号：/, entry: '新教师 王新（无数据）', globals: 'account:newcomer' },
];
// Back to the story's own state between live switches of the same menu.
const RESET = {
  '网络：': { menu: /^网络：/, entry: '正常' },
  '账号：': { menu: /^账号：/, entry: '按故事设定' },
};

const { origin, close } = await serveBuiltStorybook(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Every render's end in this frame: whether it ran its play, and its status. */
const recordFinished = () => {
  const w = window;
  w.__finished = [];
  let playing = false;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'playing') playing = true;
      });
      value.on('storyFinished', ({ status }) => {
        w.__finished.push({ status, played: playing });
        playing = false;
      });
    },
  });
};

const finishedIn = (frame) => frame.evaluate(() => window.__finished ?? []).catch(() => []);

/**
 * The status of the first render that ran its play after `before` renders, once nothing has
 * finished for 1.5 s (a change re-renders in place, then restarts and plays).
 */
async function playedAfter(getFrame, before) {
  const deadline = Date.now() + 120_000;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const frame = getFrame();
    const finished = frame ? await finishedIn(frame) : [];
    if (finished.length !== seen) {
      seen = finished.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince > 1500) {
      const last = finished
        .slice(before)
        .reverse()
        .find((f) => f.played);
      if (last) return last.status;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'no play finished within 120 s';
}

const results = new Map();
const record = (key, status) => {
  const entry = results.get(key) ?? { passed: 0, failed: [] };
  if (status === 'success') entry.passed += 1;
  else entry.failed.push(status);
  results.set(key, entry);
};

for (const storyId of STORIES) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  for (let run = 0; run < runs; run += 1) {
    for (const value of VALUES) {
      const page = await context.newPage();
      await page.addInitScript(recordFinished);
      await page.goto(
        `${origin}/iframe.html?id=${storyId}&viewMode=story&globals=${value.globals}`,
      );
      record(`${storyId}\t${value.entry}\tfresh`, await playedAfter(() => page.mainFrame(), 0));
      await page.close();
    }
    const manager = await context.newPage();
    await manager.addInitScript(recordFinished);
    await manager.goto(`${origin}/?path=/story/${storyId}`);
    const frame = () => manager.frame({ url: /iframe\.html/ });
    await playedAfter(frame, 0);
    // Live, each value is a change from the story's own state, and the way back to it (正常,
    // 按故事设定) is measured as that value's live switch: picking what is already chosen
    // changes nothing.
    for (const value of VALUES) {
      const reset = RESET[value.menu.source.slice(1)];
      if (reset.entry === value.entry) continue;
      const before = (await finishedIn(frame())).length;
      await manager.getByRole('button', { name: value.menu }).click();
      await manager.getByRole('option', { name: value.entry, exact: true }).click();
      record(`${storyId}\t${value.entry}\tlive`, await playedAfter(frame, before));
      const mark = (await finishedIn(frame())).length;
      await manager.getByRole('button', { name: reset.menu }).click();
      await manager.getByRole('option', { name: reset.entry, exact: true }).click();
      record(`${storyId}\t${reset.entry}\tlive`, await playedAfter(frame, mark));
    }
    await manager.close();
    console.log(`[repeat] ${storyId}: run ${run + 1} of ${runs} done`);
  }
  await context.close();
}
await browser.close();
close();

let failures = 0;
// The way back to 正常 / 按故事设定 is measured after every change of its menu: more than N.
console.log(`\nToolbar values, ${runs} runs each (story, value, way: passed/tried):`);
for (const [key, { passed, failed }] of results) {
  failures += failed.length;
  const [story, entry, way] = key.split('\t');
  const why = failed.length ? `   failed: ${[...new Set(failed)].join('; ')}` : '';
  console.log(
    `  ${story.padEnd(30)} ${entry.padEnd(14)} ${way.padEnd(5)} ${passed}/${passed + failed.length}${why}`,
  );
}
console.log(failures === 0 ? 'Every run passed.' : `${failures} runs failed.`);
process.exit(failures === 0 ? 0 : 1);
