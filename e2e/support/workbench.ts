import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, type TestContext } from 'vitest';
import { launchChromium } from './chromium';
import { ownContext } from './failureArtefacts';
import { serveFolder } from './staticServer';

/**
 * The built Storybook's manager driven as a designer drives it, for the workbench's e2e files
 * (storybookToolbar, storybookWorkbench): each file calls `setUpWorkbench()` for its own static
 * server and Chromium. Two files rather than one so that the two e2e workers share the
 * manager's tests instead of one worker running them all while the other idles (docs/testing.md).
 */
const run = promisify(execFile);
let browser: Browser;
let site: { origin: string; close(): Promise<void> };
let builtHere: string | undefined;
export type Task = Readonly<TestContext['task']>;

/**
 * The static Storybook of this run: `npm test` builds it once beside the production build and
 * names it in E2E_STORYBOOK_DIR (scripts/test/run.mjs); run alone, a file builds its own.
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

/** The file's static Storybook, Chromium and per-test browser profiles. */
export function setUpWorkbench(): void {
  // A rejection nobody awaited fails the run with no stack (seen as "Target page, context or
  // browser has been closed" at teardown, now and then): log where it came from.
  process.on('unhandledRejection', (error) =>
    console.error(
      '[workbench e2e] unhandled rejection:',
      error instanceof Error ? error.stack : error,
    ),
  );
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

  afterEach(async ({ task }) => {
    for (const role of ['manager', 'fresh'] as const) {
      const profile = profiles.get(`${task.id}:${role}`);
      profiles.delete(`${task.id}:${role}`);
      // A failed test's profiles stay open for its trace until afterAll closes them.
      if (profile && task.result?.state !== 'fail') await (await profile).close();
    }
  });
}

/** Where the built Storybook is served in this file. */
export const storybookOrigin = (): string => site.origin;

/**
 * A page for one test, in one of the test's two browser profiles: the manager's, and one for the
 * stories it opens fresh to compare with, one after the other. Those share the HTTP cache, so the
 * preview's scripts are compiled once per test rather than once per comparison; they never share
 * storage with the manager, whose story would follow a fresh story's session as another tab's
 * (docs/session.md). A profile's trace is kept should its test fail.
 */
type Role = 'manager' | 'fresh';
const profiles = new Map<string, Promise<BrowserContext>>();

export async function newPageFor(
  task: Task,
  role: Role,
  options: BrowserContextOptions,
): Promise<Page> {
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

export interface Finished {
  storyId: string;
  status: string;
  /**
   * The render ran its play to its end: a remount or a first render, not an args re-render in
   * place. (`errored` counts: the finish's status then says so.)
   */
  played: boolean;
}

/**
 * Every frame records the preview's STORY_FINISHED events (play and after-play checks done),
 * each noting whether a play ended since the previous finish. Not whether one started: a control
 * changed while the play runs makes Storybook render the story again beside it, on the same
 * StoryRender, and that render's finish comes first (stories/support/liveRestart.ts).
 */
export async function recordFinishedStories(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Channel = { on(event: string, fn: (e: never) => void): void };
    const w = window as unknown as {
      __finished: Finished[];
      __document: number;
      __lateCalls: string[];
      __phases: string[];
    };
    w.__finished = [];
    w.__lateCalls = [];
    w.__phases = [];
    // Storybook may answer a remount by reloading the preview frame: a new document.
    w.__document = Math.random();
    let playEnded = false;
    // Listening from the moment Storybook creates its channel: the first story can finish
    // within the same task.
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: Channel) {
        channel = value;
        value.on('storyRenderPhaseChanged', ({ newPhase }: { newPhase: string }) => {
          if (newPhase === 'played' || newPhase === 'errored') playEnded = true;
          w.__phases.push(newPhase);
        });
        // Storybook's instrumenter reports a play's `expect` or query that ran after the
        // play had ended as an errored call: the Interactions panel turns red.
        value.on(
          'storybook/instrumenter/call',
          (call: { method?: string; exception?: { message?: string } }) => {
            const message = call.exception?.message ?? '';
            if (message.includes('after the play function completed')) {
              w.__lateCalls.push(`${call.method ?? '?'}: ${message}`);
            }
          },
        );
        value.on('storyFinished', (event: Omit<Finished, 'played'>) => {
          w.__finished.push({ ...event, played: playEnded });
          playEnded = false;
        });
      },
    });
  });
}

export interface Mark {
  document: number;
  count: number;
}

/**
 * The frame's record at one moment: its document, how many stories finished and how many phases
 * Storybook announced in it, and the last of those phases.
 */
const recordOf = (frame: Frame) =>
  frame.evaluate(() => {
    const w = window as unknown as {
      __finished?: Finished[];
      __document?: number;
      __phases?: string[];
    };
    return {
      document: w.__document ?? 0,
      count: w.__finished?.length ?? 0,
      phases: w.__phases?.length ?? 0,
      phase: w.__phases?.at(-1) ?? null,
    };
  });

/** Where the frame's record stands: its document and how many stories finished in it. */
export const markOf = async (frame: Frame): Promise<Mark> => {
  const { document, count } = await recordOf(frame);
  return { document, count };
};

/**
 * The play calls Storybook reported as run after their play had ended (see above), since the
 * last time they were taken in this document: each check names its own change.
 */
export const takeLateCalls = (frame: Frame): Promise<string[]> =>
  frame.evaluate(
    () => (window as unknown as { __lateCalls?: string[] }).__lateCalls?.splice(0) ?? [],
  );

/** Every story render that finished in this document, in order. */
export const finishedIn = (frame: Frame): Promise<Finished[]> =>
  frame.evaluate(() => [...((window as unknown as { __finished?: Finished[] }).__finished ?? [])]);

/** Every phase Storybook announced for the frame's story renders, in order. */
export const phasesIn = (frame: Frame) =>
  frame.evaluate(() => [...((window as unknown as { __phases?: string[] }).__phases ?? [])]);

/** The phase of the frame's story render, as Storybook last announced it. */
export const phaseOf = async (frame: Frame) => (await recordOf(frame)).phase;

export const lastFinished = (frame: Frame) =>
  frame.evaluate(() => {
    const finished = (window as unknown as { __finished?: Finished[] }).__finished ?? [];
    return finished[finished.length - 1] ?? null;
  });

/**
 * Waits for the first render since `before` (in the same document, or in a reloaded one) that
 * ran its play and finished, and returns it with the frame's mark just after it. A change first
 * re-renders in place, without a play, then remounts and plays: only a played render is the
 * change's end (CI run 13 scrolled a page the restart then replaced). Nothing is waited for
 * after it: `expectLikeFresh` and `changeScreenControl` check later that no render followed.
 */
export async function playedAfter(
  frame: Frame,
  before: Mark,
): Promise<{ finished: Finished; mark: Mark }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = await frame
      .evaluate((since) => {
        const w = window as unknown as { __finished?: Finished[]; __document?: number };
        const finished = w.__finished ?? [];
        const document = w.__document ?? 0;
        const from = document === since.document ? since.count : 0;
        const index = finished.findIndex((finish, i) => i >= from && finish.played);
        const played = finished[index];
        return played ? { finished: played, mark: { document, count: index + 1 } } : null;
      }, before)
      // The frame may be between two documents (a reload): look again.
      .catch(() => null);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the story did not play and finish after the change; ${await renderState(frame)}`,
  );
}

/** What the frame's story renders were doing, for a failure's message. */
async function renderState(frame: Frame): Promise<string> {
  return frame
    .evaluate(() => {
      const w = window as unknown as {
        __phases?: string[];
        __STORYBOOK_PREVIEW__?: { storyRenders?: { id: string; phase?: string }[] };
      };
      const renders = (w.__STORYBOOK_PREVIEW__?.storyRenders ?? []).map(
        (render) => `${render.id}: ${render.phase ?? '?'}`,
      );
      const root = document.getElementById('storybook-root');
      return `phases announced: ${(w.__phases ?? []).slice(-12).join(' → ')}; renders: ${renders.join(', ') || 'none'}; root: ${root?.childElementCount ?? 'none'} element(s), body class "${document.body.className}"`;
    })
    .catch((error: unknown) => `(the frame could not be read: ${String(error)})`);
}

/** The phases a story render's run ends in: nothing of it is under way any more. */
const RUN_OVER = new Set(['finished', 'errored', 'aborted']);

/**
 * Waits until the story has played and finished again since `before`, no render is under way
 * and nothing has happened for a while, and returns that render. For a change that may be
 * several: typing into an unset number control is two (“Set number”, then the value), each a
 * restart, and nothing marks which restart is the last but the quiet after it. The quiet counts
 * Storybook's phases, not only finishes: the second restart waits for the first one's play to
 * end, then plays for seconds on a busy machine without a finish, and a quiet of finishes alone
 * ended inside that play (CI run 55: a seventh finish after the mark of the sixth).
 */
export async function settledAfter(frame: Frame, before: Mark): Promise<Finished> {
  const deadline = Date.now() + 60_000;
  let seen = '';
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    // The frame may be between two documents (a reload): look again.
    const now = await recordOf(frame).catch(() => null);
    if (now) {
      const moved = now.document !== before.document ? now.count > 0 : now.count > before.count;
      const state = `${now.document}:${now.count}:${now.phases}`;
      if (state !== seen) {
        seen = state;
        quietSince = Date.now();
      } else if (moved && RUN_OVER.has(now.phase ?? '') && Date.now() - quietSince > 1500) {
        const last = await lastFinished(frame);
        if (last?.played) return last;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the story did not play and finish after the change; ${await renderState(frame)}`,
  );
}

/**
 * Nothing rendered, played or reloaded in the frame since `mark`. Polled like every read of the
 * page (docs/testing.md), though an absence passes at once: a render that did come never
 * leaves, and the poll fails at its deadline.
 */
export async function expectNothingSince(frame: Frame, mark: Mark, what: string) {
  await expect
    .poll(() => markOf(frame), { message: `${what}: one play for the change, nothing after it` })
    .toEqual(mark);
}

/** What the canvas shows a user: the text of the preview's page, Storybook's error included. */
export async function canvasState(frame: Frame) {
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
export async function settledCanvas(frame: Frame) {
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

export async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('#storybook-preview-iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The same story opened fresh by URL, in a frame of the same size as the manager's canvas. */
export async function freshState(task: Task, page: Page, storyId: string, globals: string) {
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
  const { finished } = await playedAfter(fresh.mainFrame(), { document: -1, count: 0 });
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
export async function openInManager(
  task: Task,
  storyId: string,
  height = 900,
  { waitForPlay = true }: { waitForPlay?: boolean } = {},
) {
  const page = await newPageFor(task, 'manager', {
    viewport: { width: 1440, height },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await recordFinishedStories(page);
  await page.goto(`${site.origin}/?path=/story/${storyId}`);
  const frame = await previewFrame(page);
  if (waitForPlay) await playedAfter(frame, { document: -1, count: 0 });
  return { page, frame };
}

/** Picks an entry of a toolbar menu, as a designer does. */
export async function chooseInToolbar(page: Page, button: RegExp, entry: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('option', { name: entry, exact: true }).click();
}

export async function expectLikeFresh(
  task: Task,
  page: Page,
  frame: Frame,
  storyId: string,
  before: Mark,
  globals: string,
  what: string,
) {
  const { finished: live, mark } = await playedAfter(frame, before);
  // The fresh story loads and plays while the live canvas draws what comes after its play.
  const fresh = await freshState(task, page, storyId, globals);
  expect(fresh.finished.status, `${what}: the fresh story passes`).toBe('success');
  await expect
    .poll(async () => (await canvasState(frame)).errorShown, {
      message: `${what}: no Storybook error page`,
    })
    .toBe(false);
  expect(live.status, `${what}: the play passed again`).toBe('success');
  // Seconds after the live play (the fresh story's load and play came between): a second
  // remount, or a render the change set off late, would show here.
  await expectNothingSince(frame, mark, what);
  // Read after the play settled above: a late call is logged the moment it runs.
  const late = await takeLateCalls(frame);
  expect(late, `${what}: no play call ran after its play had ended`).toEqual([]);
  // Polled: what the live canvas draws after its play (the charts) may still be coming.
  await expect
    .poll(async () => (await canvasState(frame)).text, {
      message: `${what}: the canvas shows what the fresh story shows`,
      timeout: 20_000,
    })
    .toBe(fresh.text);
}

export interface LoggedCall {
  method: string;
  ancestors: string[];
  /** A row of its own in the panel (a bare `within(…)` is not: it shows in the chained call). */
  interceptable: boolean;
}

/**
 * What the Interactions panel lists at its top level for the story in the canvas: Storybook's
 * instrumenter keeps its log on the manager's window, the panel reads it from there.
 */
export const topLevelCalls = (page: Page, storyId: string) =>
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
export async function expectOnlySteps(page: Page, storyId: string, what: string) {
  const calls = await topLevelCalls(page, storyId);
  expect(calls.length, `${what}: the panel lists the play's steps`).toBeGreaterThan(0);
  expect(
    calls.filter((call) => call !== 'step'),
    `${what}: rows outside a step`,
  ).toEqual([]);
}

/** One toolbar change: the menu, its entry, the globals in a fresh story's URL, and what shows. */
export interface ToolbarChange {
  menu: RegExp;
  entry: string;
  globals: string;
  shows?: (text: string) => void;
}

/** Makes each change in the manager, live, and compares the canvas with the story opened fresh. */
export async function changeLive(
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
