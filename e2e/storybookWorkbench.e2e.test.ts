import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  canvasState,
  chooseInToolbar,
  expectOnlySteps,
  finishedIn,
  markOf,
  openInManager,
  phaseOf,
  phasesIn,
  playedAfter,
  expectNothingSince,
  settledAfter,
  storybookOrigin,
  setUpWorkbench,
  takeLateCalls,
  type Mark,
} from './support/workbench';

/**
 * The workbench as a designer uses it, around the canvas: the built Storybook's own manager,
 * its Controls, Interactions and outline tool, not story URLs opened one by one (the story tests
 * do that). The toolbar's menus are storybookToolbar.e2e.test.ts's.
 */
setUpWorkbench();

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
    await playedAfter(frame, before);
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
    const index = (await (await fetch(`${storybookOrigin()}/index.json`)).json()) as {
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
  // Read after the wait above: a late call is logged the moment it runs (an errored row in the
  // Interactions panel, and in CI run 34 a story that never played again).
  const late = await takeLateCalls(frame);
  expect(late, `${name} ${value}: no play call ran after its play had ended`).toEqual([]);
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
    const mark = await markOf(frame);
    expect(finished.status, `${name} ${value}: the play passed`).toBe('success');
    await shows();
    await expectKept(page, frame, before, name, String(value));
    // After expectKept's wait: no second remount, no render the change set off late.
    await expectNothingSince(frame, mark, `${name} ${value}`);
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

  // A designer does not wait for a play to end before reaching for a control.
  it('MainPage 已登录: 课程数量 0 while the story still plays; one play then checks it', async ({
    task,
  }) => {
    const { page, frame } = await openInManager(task, 'screens-mainpage--signed-in', 900, {
      waitForPlay: false,
    });
    await expect.poll(() => phaseOf(frame), { timeout: 30_000 }).toBe('playing');
    await setNumber(page, '课程数量', 0);
    // Two plays, one after the other: the story's own, then the restart's with the control.
    // (Not `changeScreenControl`: the story's own play ends after the change too, and a pause
    // before the restart's would pass for the end.)
    const played = async () => (await finishedIn(frame)).filter((finish) => finish.played);
    await expect.poll(async () => (await played()).length, { timeout: 60_000 }).toBe(2);
    const mark = await markOf(frame);
    expect((await played()).map((finish) => finish.status)).toEqual(['success', 'success']);
    await frame.getByText('本学期还没有授课').waitFor();
    // Each play ran to its end: the story's own was not torn down under it by the restart (its
    // query then failed on the emptied canvas, or hung on Storybook's lock), nor failed on data
    // changed under it, and the restart's play was not skipped.
    const plays = (await phasesIn(frame)).filter((phase) =>
      ['playing', 'played', 'errored', 'aborted'].includes(phase),
    );
    expect(plays, 'each play ran to its end, the restart after the first').toEqual([
      'playing',
      'played',
      'playing',
      'played',
    ]);
    await expectKept(page, frame, mark, '课程数量', '0');
    // expectKept took the late calls: none.
    await expectNothingSince(frame, mark, '课程数量 0');
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
