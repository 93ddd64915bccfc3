import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchChromium } from './support/chromium';
import { ownContext } from './support/failureArtefacts';
import { serveFolder } from './support/staticServer';

/**
 * The workbench as a designer uses it: the built Storybook's own manager, its toolbar clicked,
 * not story URLs opened one by one (the story tests do that). After every change the canvas
 * must show what the story shows when opened fresh with the same globals, with its play passed
 * (docs/stories.md, "Live, not only by URL").
 *
 * One test per toolbar menu, each from a freshly opened manager, so a failure names the menu.
 * They run one after the other: side by side (`describe.concurrent`) three managers and their
 * fresh stories on two cores made plays time out (docs/testing.md).
 */
const run = promisify(execFile);
let browser: Browser;
let site: { origin: string; close(): Promise<void> };
let builtHere: string | undefined;
type Task = Readonly<TestContext['task']>;
// A rejection nobody awaited fails the run with no stack (seen as "Target page, context or
// browser has been closed" at teardown, now and then): log where it came from.
process.on('unhandledRejection', (error) =>
  console.error(
    '[workbench e2e] unhandled rejection:',
    error instanceof Error ? error.stack : error,
  ),
);

/**
 * The static Storybook of this run: `npm test` builds it once beside the production build and
 * names it in E2E_STORYBOOK_DIR (scripts/test/run.mjs); run alone, the file builds its own.
 */
async function builtStorybook(): Promise<string> {
  const given = process.env.E2E_STORYBOOK_DIR;
  if (given) {
    const dir = resolve(given);
    if (!existsSync(join(dir, 'index.json'))) {
      throw new Error(`E2E_STORYBOOK_DIR=${given} holds no built Storybook (no index.json)`);
    }
    return dir;
  }
  builtHere = await mkdtemp(join(tmpdir(), 'learning-storybook-'));
  await run('npx', ['storybook', 'build', '--quiet', '-o', builtHere], { timeout: 170_000 });
  return builtHere;
}

beforeAll(async () => {
  site = await serveFolder(await builtStorybook());
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  // Every page is closed before the browser itself.
  for (const context of browser?.contexts() ?? []) await context.close().catch(() => undefined);
  await browser?.close();
  await site?.close();
  if (builtHere) await rm(builtHere, { recursive: true, force: true });
});

/**
 * A page for one test, in one of the test's two browser profiles: the manager's, and one for the
 * stories it opens fresh to compare with, one after the other. Those share the HTTP cache, so the
 * preview's scripts are compiled once per test rather than once per comparison; they never share
 * storage with the manager, whose story would follow a fresh story's session as another tab's
 * (docs/session.md). A profile's trace is kept should its test fail.
 */
type Role = 'manager' | 'fresh';
const profiles = new Map<string, Promise<BrowserContext>>();

async function newPageFor(task: Task, role: Role, options: BrowserContextOptions): Promise<Page> {
  const key = `${task.id}:${role}`;
  let profile = profiles.get(key);
  if (!profile) {
    profile = browser.newContext(options);
    profiles.set(key, profile);
  }
  const context = await profile;
  ownContext(context, task);
  const page = await context.newPage();
  if (options.viewport) await page.setViewportSize(options.viewport);
  return page;
}

afterEach(async ({ task }) => {
  for (const role of ['manager', 'fresh'] as const) {
    const profile = profiles.get(`${task.id}:${role}`);
    profiles.delete(`${task.id}:${role}`);
    // A failed test's profiles stay open for its trace until afterAll closes them.
    if (profile && task.result?.state !== 'fail') await (await profile).close();
  }
});

interface Finished {
  storyId: string;
  status: string;
  /** The render ran its play: a remount or a first render, not an args re-render in place. */
  played: boolean;
}

/**
 * Every frame records the preview's STORY_FINISHED events (play and after-play checks done),
 * each noting whether its render went through the playing phase.
 */
async function recordFinishedStories(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Channel = { on(event: string, fn: (e: never) => void): void };
    const w = window as unknown as { __finished: Finished[]; __document: number };
    w.__finished = [];
    // Storybook may answer a remount by reloading the preview frame: a new document.
    w.__document = Math.random();
    let playing = false;
    // Listening from the moment Storybook creates its channel: the first story can finish
    // within the same task.
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: Channel) {
        channel = value;
        value.on('storyRenderPhaseChanged', ({ newPhase }: { newPhase: string }) => {
          if (newPhase === 'playing') playing = true;
        });
        value.on('storyFinished', (event: Omit<Finished, 'played'>) => {
          w.__finished.push({ ...event, played: playing });
          playing = false;
        });
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
 * Waits until the story has played and finished again since `before` (in the same document, or
 * in a reloaded one) and nothing has finished for a while, and returns that render. A change
 * first re-renders in place (no play), then remounts once that render is idle and plays: the
 * re-render's finish is not the end (CI run 13 scrolled a page the restart then replaced).
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
      if (last?.played) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the story did not play and finish after the change');
}

/** What the canvas shows a user: the text of the preview's page, Storybook's error included. */
async function canvasState(frame: Frame) {
  return frame.evaluate(() => ({
    text: document.body.innerText.replace(/\s+/g, ' ').trim(),
    errorShown: document.body.classList.contains('sb-show-errordisplay'),
  }));
}

/**
 * The canvas once it has stopped changing: a story's play can finish before everything it shows
 * is drawn (学习统计's charts load and draw after the cards above them have painted), and on a
 * busy machine that comes a second or more later in one frame than in another.
 */
async function settledCanvas(frame: Frame) {
  const deadline = Date.now() + 20_000;
  let last = await canvasState(frame);
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await canvasState(frame);
    if (now.text !== last.text || now.errorShown !== last.errorShown) {
      last = now;
      since = Date.now();
    }
  }
  return last;
}

async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('#storybook-preview-iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The same story opened fresh by URL, in a frame of the same size as the manager's canvas. */
async function freshState(task: Task, page: Page, storyId: string, globals: string) {
  const box = await (await page.waitForSelector('#storybook-preview-iframe')).boundingBox();
  if (!box) throw new Error('the canvas has no size');
  const fresh = await newPageFor(task, 'fresh', {
    viewport: { width: Math.round(box.width), height: Math.round(box.height) },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await recordFinishedStories(fresh);
  const query = globals ? `&globals=${globals}` : '';
  await fresh.goto(`${site.origin}/iframe.html?id=${storyId}&viewMode=story${query}`);
  const finished = await settledAfter(fresh.mainFrame(), { document: -1, count: 0 });
  const state = { finished, ...(await settledCanvas(fresh.mainFrame())) };
  // Closed once read; a failed test leaves it open for its trace (support/failureArtefacts).
  await fresh.close();
  return state;
}

/**
 * The manager at 1440 wide. `height`: the window's, which sets the canvas's: 学习统计's charts
 * draw once their card is within 600 px of the canvas's bottom edge, so a test that compares
 * or scrolls them picks a canvas where the card is clearly out of that reach at the top.
 */
async function openInManager(task: Task, storyId: string, height = 900) {
  const page = await newPageFor(task, 'manager', {
    viewport: { width: 1440, height },
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
  task: Task,
  page: Page,
  frame: Frame,
  storyId: string,
  before: Mark,
  globals: string,
  what: string,
) {
  const live = await settledAfter(frame, before);
  const shown = await settledCanvas(frame);
  const fresh = await freshState(task, page, storyId, globals);
  expect(fresh.finished.status, `${what}: the fresh story passes`).toBe('success');
  expect(shown.errorShown, `${what}: no Storybook error page`).toBe(false);
  expect(live.status, `${what}: the play passed again`).toBe('success');
  // Polled: what the live canvas draws after its play (the charts) may still be coming.
  await expect
    .poll(async () => (await canvasState(frame)).text, {
      message: `${what}: the canvas shows what the fresh story shows`,
      timeout: 20_000,
    })
    .toBe(fresh.text);
}

interface LoggedCall {
  method: string;
  ancestors: string[];
  /** A row of its own in the panel (a bare `within(…)` is not: it shows in the chained call). */
  interceptable: boolean;
}

/**
 * What the Interactions panel lists at its top level for the story in the canvas: Storybook's
 * instrumenter keeps its log on the manager's window, the panel reads it from there.
 */
const topLevelCalls = (page: Page, storyId: string) =>
  page.evaluate((id) => {
    const state = (
      window as unknown as {
        __STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER_STATE__?: Record<
          string,
          { calls?: LoggedCall[] }
        >;
      }
    ).__STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER_STATE__;
    return (state?.[id]?.calls ?? [])
      .filter((call) => call.interceptable && call.ancestors.length === 0)
      .map((call) => call.method);
  }, storyId);

/**
 * The Interactions panel lists the play as its Chinese steps only: every raw call (a findByRole,
 * an expect, a spy the app called) folded inside one (issue 28, row 10).
 */
async function expectOnlySteps(page: Page, storyId: string, what: string) {
  const calls = await topLevelCalls(page, storyId);
  expect(calls.length, `${what}: the panel lists the play's steps`).toBeGreaterThan(0);
  expect(
    calls.filter((call) => call !== 'step'),
    `${what}: rows outside a step`,
  ).toEqual([]);
}

/** One toolbar change: the menu, its entry, the globals in a fresh story's URL, and what shows. */
interface ToolbarChange {
  menu: RegExp;
  entry: string;
  globals: string;
  shows?: (text: string) => void;
}

/** Makes each change in the manager, live, and compares the canvas with the story opened fresh. */
async function changeLive(
  task: Task,
  storyId: string,
  changes: ToolbarChange[],
  height?: number,
): Promise<void> {
  const { page, frame } = await openInManager(task, storyId, height);
  await expectOnlySteps(page, storyId, 'opened');
  for (const { menu, entry, globals, shows } of changes) {
    const before = await markOf(frame);
    await chooseInToolbar(page, menu, entry);
    await expectLikeFresh(task, page, frame, storyId, before, globals, entry);
    shows?.((await canvasState(frame)).text);
    await expectOnlySteps(page, storyId, entry);
  }
  // Closed once passed; a failed test leaves it open for its trace (support/failureArtefacts).
  await page.close();
}

describe.each([
  { storyId: 'screens-mainpage--signed-in', failed: '加载失败：网络连接错误' },
  { storyId: 'screens-usercenter--records', failed: '加载失败：网络连接错误' },
])('the toolbar on $storyId restarts the story', ({ storyId, failed }) => {
  it('on every change of 网络', async ({ task }) => {
    const network = /^网络：/;
    await changeLive(
      task,
      storyId,
      [
        {
          menu: network,
          entry: '断网',
          globals: 'network:offline',
          shows: (text) => expect(text).toContain(failed),
        },
        {
          menu: network,
          entry: '超时',
          globals: 'network:timeout',
          shows: (text) => expect(text).toContain('加载失败：网络超时'),
        },
        {
          menu: network,
          entry: '正常',
          globals: 'network:normal',
          shows: (text) => expect(text).not.toContain('加载失败'),
        },
        // A short canvas, as for 账号 below: the charts out of reach at the top.
      ],
      640,
    );
  }, 240_000);

  it('on every change of 账号', async ({ task }) => {
    const account = /^账号：/;
    await changeLive(
      task,
      storyId,
      [
        {
          menu: account,
          entry: '学生 李晓雨',
          globals: 'account:student',
          shows: (text) => expect(text).toContain('李晓雨'),
        },
        { menu: account, entry: '按故事设定', globals: 'account:story' },
        // A short canvas: 学习统计's charts out of reach at the top for every account, so the
        // fresh story and the live canvas do not race their drawing (CI run 15).
      ],
      640,
    );
  }, 240_000);
});

// The viewport menu is the manager's, the same for every story: one screen's restart on each
// width is the check (each story's own layout at each width is the story tests' job).
it('the toolbar on screens-mainpage--signed-in restarts the story on every change of width', async ({
  task,
}) => {
  await changeLive(
    task,
    'screens-mainpage--signed-in',
    ['手机 390 × 844', '窄屏 320 × 640', '桌面 1280 × 900'].map((entry) => ({
      menu: /^Viewport size/,
      entry,
      globals: '',
    })),
  );
}, 240_000);

describe('the manager around the canvas', () => {
  it('the outline tool changes nothing in the app', async ({ task }) => {
    const { page, frame } = await openInManager(task, 'screens-usercenter--records');
    const before = await canvasState(frame);
    expect(before.text).toContain('消息（99+）');
    // The tool's effect is the preview's own style element (Storybook's withOutline), added by
    // the story's decorator as it renders again: waited for, on and then off, and the app's text
    // compared once each has landed.
    const outline = frame.locator('style#addon-outline');
    await page.getByRole('switch', { name: 'Outline tool' }).click();
    await outline.waitFor({ state: 'attached' });
    await expect.poll(() => canvasState(frame)).toEqual(before);
    await page.getByRole('switch', { name: 'Outline tool' }).click();
    await outline.waitFor({ state: 'detached' });
    await expect.poll(() => canvasState(frame)).toEqual({ ...before, errorShown: false });
    // Closed once passed; a failed test leaves it open for its trace (support/failureArtefacts).
    await page.close();
  }, 120_000);

  it('学习统计 draws its charts as it nears the canvas’s edge, as on a page of its own', async ({
    task,
  }) => {
    // The charts draw once their slot is within 600 px of the viewport (useChartsMayDraw). In
    // the canvas, a frame, that look-ahead was clipped by the frame: they drew only once
    // scrolled into sight, and the live canvas differed from the same story opened alone.
    // A short canvas: the student's 学习统计 is then clearly beyond the 600 px reach at the top.
    const { page, frame } = await openInManager(task, 'screens-mainpage--signed-in', 640);
    const before = await markOf(frame);
    // 学生 李晓雨's play leaves the page at its top (the story's own scrolls to 学习统计).
    await chooseInToolbar(page, /^账号：/, '学生 李晓雨');
    await settledAfter(frame, before);
    // The restart (which scrolls to the top) may come after a first render without it: wait
    // for the student's own page before scrolling.
    await frame.getByRole('heading', { name: '你好，李晓雨' }).waitFor();
    const stats = frame.getByRole('region', { name: '学习统计' });
    // The premise: at the top, the card is more than 600 px below the canvas's bottom edge.
    await expect
      .poll(() => stats.evaluate((card) => card.getBoundingClientRect().top - window.innerHeight))
      .toBeGreaterThan(650);
    await expect.poll(() => frame.getByRole('figure').count()).toBe(0);
    // Put the card 250 px below the canvas's bottom edge: in reach, not in sight.
    await frame.evaluate(() => {
      const card = [...document.querySelectorAll('section')].find((section) =>
        section.textContent?.startsWith('学习统计'),
      );
      if (!card) throw new Error('no 学习统计 card');
      window.scrollBy(0, card.getBoundingClientRect().top - window.innerHeight - 250);
    });
    await expect
      .poll(() => stats.evaluate((card) => card.getBoundingClientRect().top - window.innerHeight))
      .toBeGreaterThan(0);
    await stats.getByRole('figure', { name: '每周学习时长' }).waitFor({ state: 'attached' });
    await page.close();
  }, 120_000);

  it('screens have no Docs page; their description is in the 说明 panel', async ({ task }) => {
    const index = (await (await fetch(`${site.origin}/index.json`)).json()) as {
      entries: Record<string, { type: string; title: string }>;
    };
    const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
    expect(docs.filter((entry) => /^(Screens|App|Flows)\//.test(entry.title))).toEqual([]);
    // Components keep theirs.
    expect(docs.some((entry) => entry.title === 'Components/Toast')).toBe(true);

    const { page } = await openInManager(task, 'screens-mainpage--signed-out');
    await page.getByRole('tab', { name: '说明' }).click();
    // A wait that ends with its element, not a poll: a poll's earlier call, still waiting for
    // the panel, would outlive the page and fail the run as an unhandled rejection.
    await page
      .getByTestId('story-description')
      .filter({ hasText: /未登录/ })
      .waitFor();
    // Closed once passed; a failed test leaves it open for its trace (support/failureArtefacts).
    await page.close();
  }, 120_000);
});

/** A row of the Controls panel, by the control's Chinese name. */
const controlRow = (page: Page, name: string) =>
  page
    .getByRole('tabpanel', { name: /^Controls/ })
    .getByRole('row', { name: new RegExp(`^${name} `) });

/** Types a number into a control, first pressing “Set number” when the arg is unset. */
async function setNumber(page: Page, name: string, value: number) {
  const row = controlRow(page, name);
  const set = row.getByRole('button', { name: /^Set number/ });
  if (await set.isVisible()) await set.click();
  await row.getByRole('spinbutton').fill(String(value));
}

/**
 * The preview frame is still the document it was. A reload that a change caused starts a
 * moment after the canvas has drawn the change (Storybook tears the render down, then reloads),
 * and nothing marks that none is coming: the wait is past that moment (under 500 ms here).
 */
async function noReloadSince(frame: Frame, before: Mark, what: string) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await expect
    .poll(async () => (await markOf(frame)).document, {
      message: `${what}: the preview frame was not reloaded`,
    })
    .toBe(before.document);
}

/**
 * After a change in Controls: the preview frame was never reloaded (a reload starts from the
 * frame's own URL, with the story's original args, and sends those back to the panel), and
 * once everything has settled the control still holds what was typed.
 */
async function expectKept(page: Page, frame: Frame, before: Mark, name: string, value: string) {
  await noReloadSince(frame, before, name);
  await expect
    .poll(() => controlRow(page, name).getByRole('spinbutton').inputValue(), {
      message: `${name}: the control keeps ${value}`,
    })
    .toBe(value);
}

describe('the Controls panel changes the canvas at once', () => {
  it('Badge: 数量 5, 0, 150, then 隐藏', async ({ task }) => {
    const { page, frame } = await openInManager(task, 'components-badge--overflow');
    const before = await markOf(frame);
    const badge = frame.getByTestId('count-badge');
    for (const [count, shown] of [
      [5, '5'],
      [0, '0'],
      [150, '99+'],
    ] as const) {
      await setNumber(page, '数量', count);
      await expect.poll(() => badge.textContent(), { message: `数量 ${count}` }).toBe(shown);
      await expect.poll(() => frame.getByText(`未读消息 ${shown}`).count()).toBe(1);
      await expectKept(page, frame, before, '数量', String(count));
    }
    // The switch's input sits under its drawn toggle, which is what a designer clicks.
    await controlRow(page, '隐藏').locator('label').first().click();
    await expect.poll(() => controlRow(page, '隐藏').getByRole('switch').isChecked()).toBe(true);
    await expect
      .poll(() => badge.getAttribute('class'), { message: '隐藏' })
      .toContain('MuiBadge-invisible');
    await expect.poll(() => frame.getByText(/^未读消息/).count()).toBe(0);
    await page.close();
  }, 120_000);

  it('Toast: 类型 错误 and a new 文字, then 显示提示', async ({ task }) => {
    const { page, frame } = await openInManager(task, 'components-toast--success');
    const before = await markOf(frame);
    await controlRow(page, '类型').getByRole('radio', { name: '错误' }).check();
    await controlRow(page, '文字').getByRole('textbox').fill('课程已删除');
    await frame.getByRole('button', { name: '显示提示' }).click();
    const toast = frame
      .getByRole('region', { name: '消息提示' })
      .getByRole('alert')
      .filter({ hasText: '课程已删除' });
    await expect.poll(() => toast.getAttribute('data-toast-type')).toBe('error');
    await noReloadSince(frame, before, '类型');
    // The panel still says what the designer chose.
    await expect
      .poll(() => controlRow(page, '类型').getByRole('radio', { name: '错误' }).isChecked())
      .toBe(true);
    await page.close();
  }, 120_000);

  it('Pagination: 每页条数 50条/页; 总条数 −5, then 5; 当前页 999', async ({ task }) => {
    const { page, frame } = await openInManager(task, 'components-pagination--zh-cn');
    const before = await markOf(frame);
    const state = frame.getByTestId('pagination-state');
    const adjusted = frame.getByTestId('pagination-adjusted');
    await controlRow(page, '每页条数').getByRole('combobox').selectOption({ label: '50条/页' });
    await expect.poll(() => state.textContent()).toBe('第 1 页，每页 50 条');
    await expect.poll(() => frame.getByTestId('pagination-total').textContent()).toBe('共 235 条');
    await setNumber(page, '总条数', -5);
    await expect.poll(() => frame.getByTestId('pagination-total').textContent()).toBe('共 0 条');
    // The panel itself clamps to the control's minimum and shows it.
    await expect
      .poll(() => controlRow(page, '总条数').getByRole('spinbutton').inputValue())
      .toBe('0');
    await setNumber(page, '总条数', 5);
    await expect.poll(() => frame.getByTestId('pagination-total').textContent()).toBe('共 5 条');
    await expect.poll(() => adjusted.count()).toBe(0);
    await setNumber(page, '当前页', 999);
    await expect.poll(() => state.textContent()).toBe('第 1 页，每页 50 条');
    await expect.poll(() => adjusted.textContent()).toContain('第 1 / 1 页');
    await expectKept(page, frame, before, '当前页', '999');
    await page.close();
  }, 120_000);

  /**
   * A screen control typed into the panel: the story restarts with it, its play passes, the
   * canvas shows `shows`, and the frame was never reloaded nor the control reset.
   */
  async function changeScreenControl(
    page: Page,
    frame: Frame,
    name: string,
    value: number,
    shows: () => Promise<void>,
  ) {
    const before = await markOf(frame);
    await setNumber(page, name, value);
    const finished = await settledAfter(frame, before);
    expect(finished.status, `${name} ${value}: the play passed`).toBe('success');
    await shows();
    await expectKept(page, frame, before, name, String(value));
  }

  it('MainPage 已登录: 课程数量 0, then 未读消息数 120; the play checks them', async ({ task }) => {
    const { page, frame } = await openInManager(task, 'screens-mainpage--signed-in');
    const noCourses = () => frame.getByText('本学期还没有授课').waitFor();
    await changeScreenControl(page, frame, '课程数量', 0, noCourses);
    await changeScreenControl(page, frame, '未读消息数', 120, async () => {
      await frame.getByRole('link', { name: '消息 99+ 条未读' }).waitFor();
      // Both changes hold: the first was not undone by the second's restart.
      await noCourses();
    });
    await page.close();
  }, 180_000);

  it('MainPage 控件示例: 课程数量 8 → 0', async ({ task }) => {
    const { page, frame } = await openInManager(task, 'screens-mainpage--with-controls');
    await frame.getByRole('button', { name: '查看全部 8 门课程' }).waitFor();
    await changeScreenControl(page, frame, '课程数量', 0, async () => {
      await frame.getByText('本学期还没有授课').waitFor();
      await expect.poll(() => frame.getByRole('list', { name: '我的授课' }).count()).toBe(0);
    });
    await page.close();
  }, 180_000);
});

// The toolbar tests above check the panel after every change of 网络 and 账号 on two screens;
// these are the stories and states they do not reach.
describe('the Interactions panel reads as the play’s Chinese steps', () => {
  it.for<readonly [string, string]>([
    ['screens-mainpage--signed-in', 'network:expired'],
    ['screens-usercenter--course-weight-draft-discarded', ''],
    ['components-charts--data', ''],
    ['flows-auth--sign-in-failed', ''],
  ])(
    '%s %s: every top-level row is a step',
    { timeout: 120_000 },
    async ([storyId, globals], { task }) => {
      const { page } = await openInManager(
        task,
        globals ? `${storyId}&globals=${globals}` : storyId,
      );
      await expectOnlySteps(page, storyId, 'opened');
      await page.close();
    },
  );
});

/** Where the canvas's page stands after the play: its scroll and what holds focus. */
const restingOf = (frame: Frame) =>
  frame.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    focused: document.activeElement === document.body ? 'body' : document.activeElement?.tagName,
  }));

// Issue 28, row 7: each of these plays clicked, scrolled or turned pages and left the canvas
// there (登录 greyed, 学习统计 scrolled to with a focus ring, Pagination at page 12).
describe('the canvas shows the story’s own state once its play has run', () => {
  it.for<readonly [string, (frame: Frame) => Promise<void>]>([
    [
      'screens-mainpage--signed-out',
      async (frame) => {
        await expect.poll(() => frame.getByRole('button', { name: '登录' }).isEnabled()).toBe(true);
      },
    ],
    [
      'screens-mainpage--signed-in',
      async (frame) => {
        // The timetable on the story's own week, today's.
        await expect
          .poll(() => frame.getByTestId('timetable-title').textContent())
          .toContain('第 1 周');
        await expect.poll(() => frame.getByTestId('timetable-today').count()).toBe(1);
      },
    ],
    [
      'flows-auth--sign-in-failed',
      async (frame) => {
        await expect
          .poll(() => frame.getByRole('button', { name: '重新登录' }).isEnabled())
          .toBe(true);
      },
    ],
    [
      'components-pagination--zh-cn',
      async (frame) => {
        await expect
          .poll(() => frame.getByTestId('pagination-state').textContent())
          .toBe('第 1 页，每页 10 条');
      },
    ],
  ])('%s', { timeout: 120_000 }, async ([storyId, showsItsState], { task }) => {
    const { page, frame } = await openInManager(task, storyId);
    await showsItsState(frame);
    await expect
      .poll(() => restingOf(frame), { message: 'at the top, nothing focused' })
      .toEqual({
        scrollY: 0,
        focused: 'body',
      });
    await page.close();
  });

  it('a story about its end state keeps it: 翻页后 stays on page 12 at 20条/页', async ({
    task,
  }) => {
    const { page, frame } = await openInManager(task, 'components-pagination--paged-through');
    await expect
      .poll(() => frame.getByTestId('pagination-state').textContent())
      .toBe('第 12 页，每页 20 条');
    await page.close();
  }, 120_000);
});
