import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { serveFolder } from './support/staticServer';

/**
 * The workbench as a designer uses it: the built Storybook's own manager, its toolbar clicked,
 * not story URLs opened one by one (the story tests do that). After every change the canvas
 * must show what the story shows when opened fresh with the same globals, with its play passed
 * (docs/stories.md, "Live, not only by URL").
 */
const run = promisify(execFile);
let browser: Browser;
let site: { origin: string; close(): Promise<void> };
let outDir: string;
// A rejection nobody awaited fails the run with no stack (seen as "Target page, context or
// browser has been closed" at teardown, now and then): log where it came from.
process.on('unhandledRejection', (error) =>
  console.error(
    '[workbench e2e] unhandled rejection:',
    error instanceof Error ? error.stack : error,
  ),
);

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'learning-storybook-'));
  await run('npx', ['storybook', 'build', '--quiet', '-o', outDir], { timeout: 170_000 });
  site = await serveFolder(outDir);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  // Let the last story's frames settle, then close every page before the browser itself.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const context of browser?.contexts() ?? []) await context.close().catch(() => undefined);
  await browser?.close();
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

interface Finished {
  storyId: string;
  status: string;
}

/** Every frame records the preview's STORY_FINISHED events (play and after-play checks done). */
async function recordFinishedStories(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Channel = { on(event: string, fn: (e: Finished) => void): void };
    const w = window as unknown as { __finished: Finished[]; __document: number };
    w.__finished = [];
    // Storybook may answer a remount by reloading the preview frame: a new document.
    w.__document = Math.random();
    // Listening from the moment Storybook creates its channel: the first story can finish
    // within the same task.
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: Channel) {
        channel = value;
        value.on('storyFinished', (event) => w.__finished.push(event));
      },
    });
  });
}

interface Mark {
  document: number;
  count: number;
}

/** Where the frame's record stands: its document and how many stories finished in it. */
const markOf = (frame: Frame): Promise<Mark> =>
  frame.evaluate(() => {
    const w = window as unknown as { __finished?: Finished[]; __document?: number };
    return { document: w.__document ?? 0, count: w.__finished?.length ?? 0 };
  });

const lastFinished = (frame: Frame) =>
  frame.evaluate(() => {
    const finished = (window as unknown as { __finished?: Finished[] }).__finished ?? [];
    return finished[finished.length - 1] ?? null;
  });

/**
 * Waits until the story has finished again since `before` (in the same document, or in a
 * reloaded one) and nothing has finished for a while (a change may first re-render, then
 * remount and play), and returns the last one.
 */
async function settledAfter(frame: Frame, before: Mark): Promise<Finished> {
  const deadline = Date.now() + 60_000;
  let seen = before;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const now = await markOf(frame).catch(() => before);
    const moved = now.document !== before.document ? now.count > 0 : now.count > before.count;
    if (now.document !== seen.document || now.count !== seen.count) {
      seen = now;
      quietSince = Date.now();
    } else if (moved && Date.now() - quietSince > 1500) {
      const last = await lastFinished(frame);
      if (last) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the story did not finish after the change');
}

/** What the canvas shows a user: the text of the preview's page, Storybook's error included. */
async function canvasState(frame: Frame) {
  return frame.evaluate(() => ({
    text: document.body.innerText.replace(/\s+/g, ' ').trim(),
    errorShown: document.body.classList.contains('sb-show-errordisplay'),
  }));
}

async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('#storybook-preview-iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The same story opened fresh by URL, in a frame of the same size as the manager's canvas. */
async function freshState(page: Page, storyId: string, globals: string) {
  const box = await (await page.waitForSelector('#storybook-preview-iframe')).boundingBox();
  if (!box) throw new Error('the canvas has no size');
  const fresh = await browser.newPage({
    viewport: { width: Math.round(box.width), height: Math.round(box.height) },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    await recordFinishedStories(fresh);
    const query = globals ? `&globals=${globals}` : '';
    await fresh.goto(`${site.origin}/iframe.html?id=${storyId}&viewMode=story${query}`);
    const finished = await settledAfter(fresh.mainFrame(), { document: -1, count: 0 });
    return { finished, ...(await canvasState(fresh.mainFrame())) };
  } finally {
    await fresh.close();
  }
}

async function openInManager(storyId: string) {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await recordFinishedStories(page);
  await page.goto(`${site.origin}/?path=/story/${storyId}`);
  const frame = await previewFrame(page);
  await settledAfter(frame, { document: -1, count: 0 });
  return { page, frame };
}

/** Picks an entry of a toolbar menu, as a designer does. */
async function chooseInToolbar(page: Page, button: RegExp, entry: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('option', { name: entry, exact: true }).click();
}

async function expectLikeFresh(
  page: Page,
  frame: Frame,
  storyId: string,
  before: Mark,
  globals: string,
  what: string,
) {
  const live = await settledAfter(frame, before);
  const shown = await canvasState(frame);
  const fresh = await freshState(page, storyId, globals);
  expect(fresh.finished.status, `${what}: the fresh story passes`).toBe('success');
  expect(shown.errorShown, `${what}: no Storybook error page`).toBe(false);
  expect(live.status, `${what}: the play passed again`).toBe('success');
  expect(shown.text, `${what}: the canvas shows what the fresh story shows`).toBe(fresh.text);
}

describe.each([
  { storyId: 'screens-mainpage--signed-in', failed: '加载失败：网络连接错误' },
  { storyId: 'screens-usercenter--records', failed: '加载失败：网络连接错误' },
])('the toolbar on $storyId', ({ storyId, failed }) => {
  it('restarts the story on every change of 网络, 账号 and width', async () => {
    const { page, frame } = await openInManager(storyId);
    try {
      let before = await markOf(frame);
      await chooseInToolbar(page, /^网络：/, '断网');
      await expectLikeFresh(page, frame, storyId, before, 'network:offline', '断网');
      expect((await canvasState(frame)).text).toContain(failed);

      before = await markOf(frame);
      await chooseInToolbar(page, /^网络：/, '超时');
      await expectLikeFresh(page, frame, storyId, before, 'network:timeout', '超时');
      expect((await canvasState(frame)).text).toContain('加载失败：网络超时');

      before = await markOf(frame);
      await chooseInToolbar(page, /^网络：/, '正常');
      await expectLikeFresh(page, frame, storyId, before, 'network:normal', '正常');
      expect((await canvasState(frame)).text).not.toContain('加载失败');

      before = await markOf(frame);
      await chooseInToolbar(page, /^账号：/, '学生 李晓雨');
      await expectLikeFresh(page, frame, storyId, before, 'account:student', '账号');
      expect((await canvasState(frame)).text).toContain('李晓雨');

      before = await markOf(frame);
      await chooseInToolbar(page, /^账号：/, '按故事设定');
      await expectLikeFresh(page, frame, storyId, before, 'account:story', '账号复原');

      for (const width of ['手机 390 × 844', '窄屏 320 × 640', '桌面 1280 × 900']) {
        before = await markOf(frame);
        await chooseInToolbar(page, /^Viewport size/, width);
        await expectLikeFresh(page, frame, storyId, before, '', width);
      }
    } finally {
      await page.close();
    }
  }, 240_000);
});

it('the outline tool changes nothing in the app', async () => {
  const { page, frame } = await openInManager('screens-usercenter--records');
  try {
    const before = await canvasState(frame);
    expect(before.text).toContain('消息（99+）');
    await page.getByRole('switch', { name: 'Outline tool' }).click();
    await page.waitForTimeout(1500);
    expect((await canvasState(frame)).text).toBe(before.text);
    await page.getByRole('switch', { name: 'Outline tool' }).click();
    await page.waitForTimeout(1500);
    const after = await canvasState(frame);
    expect(after.text).toBe(before.text);
    expect(after.errorShown).toBe(false);
  } finally {
    await page.close();
  }
}, 120_000);

it('screens have no Docs page; their description is in the 说明 panel', async () => {
  const index = (await (await fetch(`${site.origin}/index.json`)).json()) as {
    entries: Record<string, { type: string; title: string }>;
  };
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  expect(docs.filter((entry) => /^(Screens|App|Flows)\//.test(entry.title))).toEqual([]);
  // Components keep theirs.
  expect(docs.some((entry) => entry.title === 'Components/Toast')).toBe(true);

  const { page } = await openInManager('screens-mainpage--signed-out');
  try {
    await page.getByRole('tab', { name: '说明' }).click();
    // A wait that ends with its element, not a poll: a poll's earlier call, still waiting for
    // the panel, would outlive the page and fail the run as an unhandled rejection.
    await page
      .getByTestId('story-description')
      .filter({ hasText: /未登录/ })
      .waitFor();
  } finally {
    await page.close();
  }
}, 120_000);
