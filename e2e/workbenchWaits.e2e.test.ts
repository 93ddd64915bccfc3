import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { settledAfter, type Finished } from './support/workbench';

/**
 * The workbench's waits on a page that replays, on a timer, what Storybook's preview records
 * (`recordFinishedStories`): the orders of events that made a workbench test flaky, each made
 * certain here instead of left to a busy machine's timing.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

type Step = { at: number; phases?: string[]; finish?: Omit<Finished, 'status'> };

async function pageReplaying(steps: Step[]): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluate((timeline) => {
    const w = window as unknown as {
      __finished: Finished[];
      __phases: string[];
      __document: number;
    };
    w.__finished = [];
    w.__phases = [];
    w.__document = 1;
    for (const { at, phases, finish } of timeline) {
      setTimeout(() => {
        w.__phases.push(...(phases ?? []));
        if (finish) w.__finished.push({ ...finish, status: 'success' });
      }, at);
    }
  }, steps);
  return page;
}

const RUN = ['loading', 'rendering', 'playing'];
const END = ['played', 'completing', 'completed', 'afterEach', 'finished'];

// CI run 55: typing into an unset number control is two changes; the second restart waited for
// the first one's play to end, then played for seconds with no event. A quiet of finishes alone
// returned the first restart's finish, and the second's came after the test had moved on.
it('settledAfter waits out a second restart that plays for seconds without a finish', async () => {
  const page = await pageReplaying([
    { at: 50, phases: RUN },
    { at: 400, phases: END, finish: { storyId: 'first restart', played: true } },
    { at: 450, phases: RUN },
    { at: 3000, phases: END, finish: { storyId: 'second restart', played: true } },
  ]);
  const settled = await settledAfter(page.mainFrame(), { document: 1, count: 0 });
  expect(settled.storyId).toBe('second restart');
  await page.close();
}, 30_000);

it('settledAfter ends after one restart that is followed by nothing', async () => {
  const page = await pageReplaying([
    { at: 50, phases: RUN },
    { at: 400, phases: END, finish: { storyId: 'the restart', played: true } },
  ]);
  const started = Date.now();
  const settled = await settledAfter(page.mainFrame(), { document: 1, count: 0 });
  expect(settled.storyId).toBe('the restart');
  // The quiet after it (1.5 s), not the helper's 60 s deadline.
  expect(Date.now() - started).toBeLessThan(10_000);
  await page.close();
}, 30_000);
