// `npm run workbench:timings`: how long a designer waits in the built Storybook (issue 28, item
// 5), as figures, not a pass/fail timing: a busy machine changes them. Serves a built Storybook
// (`storybook-static`, or the folder given) on 127.0.0.1 and drives its manager in Chromium at
// 1440 × 900, median of 3 (`--runs N`), each from a fresh profile (an empty cache):
//   - first load: the root URL until the first story's play and after-play checks have finished;
//   - sidebar click: from MainPage 未登录 to 已登录, until its play has finished;
//   - toolbar switch: 网络 → 断网 on 已登录, until the restarted play has finished.
// Each ends when a render that ran its play has finished (the preview's own phase events).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromiumFlags.mjs';
import { serveBuiltStorybook } from './support/builtStorybook.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
const dir =
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--runs') ?? 'storybook-static';

const { origin, close } = await serveBuiltStorybook(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * Records when the preview's renders start their play and when they finish, from the moment its
 * channel exists, and in which document (a frame Storybook reloads is a new one).
 */
const recordFinished = () => {
  const w = window;
  w.__finishedAt = [];
  w.__document = Math.random();
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'playing' || newPhase === 'finished') {
          w.__finishedAt.push({ phase: newPhase, at: Date.now() });
        }
      });
    },
  });
};

async function markOf(page) {
  const frame = page.frame({ url: /iframe\.html/ });
  const none = { document: 0, finishedAt: [] };
  if (!frame) return none;
  return frame
    .evaluate(() => ({ document: window.__document ?? 0, finishedAt: window.__finishedAt ?? [] }))
    .catch(() => none);
}

/**
 * Milliseconds from `start` until a render that ran its play has finished, since `before`: a
 * change may first re-render without its play, then restart and play.
 */
async function untilSettled(page, before, start) {
  const deadline = start + 120_000;
  while (Date.now() < deadline) {
    const now = await markOf(page);
    const since =
      now.document === before.document
        ? now.finishedAt.slice(before.finishedAt.length)
        : now.finishedAt;
    const played = since.findIndex((event) => event.phase === 'playing');
    const finished = since.slice(played + 1).find((event) => event.phase === 'finished');
    if (played !== -1 && finished) return finished.at - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no story played and finished within 120 s');
}

const figures = { 'first load': [], 'sidebar click': [], 'toolbar switch': [] };
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.addInitScript(recordFinished);
  let start = Date.now();
  await page.goto(`${origin}/?path=/story/screens-mainpage--signed-out`);
  figures['first load'].push(await untilSettled(page, { document: -1, finishedAt: [] }, start));

  let before = await markOf(page);
  start = Date.now();
  await page.getByRole('link', { name: '已登录', exact: true }).first().click();
  figures['sidebar click'].push(await untilSettled(page, before, start));

  before = await markOf(page);
  start = Date.now();
  await page.getByRole('button', { name: /^网络：/ }).click();
  await page.getByRole('option', { name: '断网', exact: true }).click();
  figures['toolbar switch'].push(await untilSettled(page, before, start));
  await context.close();
}
await browser.close();
close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Workbench timings, ${dir}, median of ${runs} (all runs in ms):`);
for (const [name, values] of Object.entries(figures)) {
  console.log(
    `  ${name.padEnd(15)} ${String(median(values)).padStart(6)} ms   (${values.join(', ')})`,
  );
}
