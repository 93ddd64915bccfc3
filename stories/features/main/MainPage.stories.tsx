import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ok } from '../../../mocks/handlers/envelope';
import { expect, waitFor, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
import { longNamedTeacher, newcomer, teacher } from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { app, type AppStoryParameters } from '../../support/appParameters';
import { isPhoneWidth } from '../../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import { applyScreenControls, screenArgs, screenArgTypes } from '../../support/storyControls';
import { followsToolbar, networkOutcomePlay, PINNED_TOOLBAR } from '../../support/toolbar';

/** `/` in every state worth a designer's look, inside the real route table. */
const meta = {
  title: 'Screens/MainPage',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  args: screenArgs,
  argTypes: screenArgTypes,
  // The controls change the mock data and the name before the app mounts.
  beforeEach: applyScreenControls,
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { url: '/' } satisfies AppStoryParameters,
    docs: {
      description: {
        component:
          '首页（/）的各种状态，使用真实的路由表。已登录的故事可在“控件”中改用户名字、课程数量和未读消息数；改动后页面会重新加载。',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const USER_APIS = [
  '*/api/user/courses',
  '*/api/user/calendar',
  '*/api/user/notifications',
  '*/api/user/course-weight',
  '*/api/user/stats',
];

/**
 * 学习统计 sits below the other cards: once they are in (they change the page's height), the
 * play brings its top to just under the header, so that the screenshot shows it. Returns it.
 */
async function showStudyStats(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('region', { name: '学习统计' });
  await waitFor(() =>
    expect(canvas.queryAllByText(/^正在加载(课程|日程|消息|课程权重)…$/)).toEqual([]),
  );
  const header = within(document.body).getByRole('banner').getBoundingClientRect().height;
  window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - header - 8 });
  return card;
}

/** The table behind a chart of the card, opened with its 表格 toggle. */
async function chartTable(
  card: HTMLElement,
  title: string,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(within(card).getByRole('button', { name: `表格（${title}）` }));
  const table = within(card).getByRole('table', { name: title });
  return within(table).getAllByRole('row').slice(1);
}

export const SignedOut: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  play: async ({ canvasElement, userEvent, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '欢迎使用智慧学习平台' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: '课程列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 48 条');
    if (isPhoneWidth()) {
      await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 1 / 5 页');
      // The main action is a thumb-sized target on phones.
      await expect(
        canvas.getByRole('button', { name: '登录' }).getBoundingClientRect().height,
      ).toBeGreaterThanOrEqual(44);
    } else {
      await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('10条/页');
    }
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const { browser } = loadedOf(loaded);
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
  },
};

/**
 * The first view of `/` (design §11): what the build prerenders into index.html and a signed-out
 * visitor sees before any JS, placeholder cards of the real size while the catalogue loads.
 */
export const FirstView: Story = {
  globals: PINNED_TOOLBAR,
  parameters: {
    screenshotWhileLoading: true,
    msw: { handlers: [http.get('*/api/courses', () => delay('infinite')), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '欢迎使用智慧学习平台' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: '公开课程' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '搜索课程、教师或学院' })).toHaveValue('');
    const loading = await canvas.findByRole('status');
    await expect(loading).toHaveTextContent('正在加载课程…');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    // As many placeholders as a page holds, each as tall as a course card.
    const cards = loading.querySelectorAll('li');
    await expect(cards).toHaveLength(10);
    for (const card of cards) {
      await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(100);
    }
    await expect(canvas.queryByRole('list', { name: '课程列表' })).toBeNull();
  },
};

export const CatalogueSearch: Story = {
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded }) => {
      const canvas = within(canvasElement);
      await userEvent.type(
        await canvas.findByRole('textbox', { name: '搜索课程、教师或学院' }),
        '数学',
      );
      await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
      await waitFor(() =>
        expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 12 条'),
      );
      const titles = within(canvas.getByRole('list', { name: '课程列表' })).getAllByRole('heading');
      await expect(titles.length).toBeGreaterThan(0);
      const { browser } = loadedOf(loaded);
      await expect(browser.location().searchParams.get('q')).toBe('数学');
    },
    { failedDataViews: 1 },
  ),
};

export const CataloguePage2: Story = {
  parameters: app({ url: '/?page=2' }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const list = await canvas.findByRole('list', { name: '课程列表' });
      await expect(within(list).getByRole('heading', { name: '软件工程' })).toBeVisible();
      if (isPhoneWidth()) {
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 5 页');
      } else {
        await expect(canvas.getByRole('button', { name: '第 2 页，当前页' })).toBeVisible();
      }
    },
    { failedDataViews: 1 },
  ),
};

export const SignedIn: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: app({ url: '/', signedInAs: teacher }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '你好，张明华' })).toBeVisible();
    const courses = await canvas.findByRole('list', { name: '我的课程' });
    await expect(within(courses).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(courses).getByRole('progressbar', { name: '高等数学 A（上） 学习进度' }),
    ).toHaveAttribute('aria-valuenow', '62');
    // The calendar opens on today (2026-09-07) with its events.
    await expect(await canvas.findByText('2026年9月')).toBeVisible();
    const dayEvents = await canvas.findByRole('list', { name: '当天日程' });
    await expect(within(dayEvents).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('gridcell', { name: '9月10日，有日程' }));
    await expect(canvas.getByTestId('calendar-chosen-day')).toHaveTextContent(
      '2026年9月10日 星期四',
    );
    await expect(
      within(canvas.getByRole('list', { name: '当天日程' })).getByText(/教研室集体备课/),
    ).toBeVisible();
    const latest = await canvas.findByRole('list', { name: '最新消息' });
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
    const weights = await canvas.findByRole('list', { name: '课程权重' });
    await expect(within(weights).getByText('40%')).toBeVisible();

    // 学习统计: the last 12 weeks of the records, 22 June to Monday 7 September.
    const stats = await showStudyStats(canvasElement);
    await expect(await within(stats).findByTestId('study-stats-totals')).toHaveTextContent(
      '本周学习 37 分钟，近 12 周共 7995 分钟。',
    );
    await expect(
      within(stats).getByRole('figure', { name: '每周学习时长' }),
    ).toHaveAccessibleDescription(
      '近 12 周共学习 7995 分钟，最多的一周是 8月17日—8月23日（787 分钟）。',
    );
    await expect(
      within(stats).getByRole('figure', { name: '各课程学习时长' }),
    ).toHaveAccessibleDescription(
      '近 12 周学习了 4 门课程，用时最多的是 高等数学 A（上）（2058 分钟，占 26%）。',
    );
    await waitFor(() =>
      expect(stats.querySelectorAll('.MuiBarChart-element')).toHaveLength(12 + 4),
    );
    const courseRows = await chartTable(stats, '各课程学习时长', userEvent);
    await expect(courseRows.map((row) => row.textContent)).toEqual([
      '高等数学 A（上）2058',
      '数据结构与算法2031',
      '人工智能导论1977',
      '程序设计基础（C 语言）1929',
      '合计7995',
    ]);
    // Back to the chart, which the screenshot shows.
    await userEvent.click(within(stats).getByRole('button', { name: '表格（各课程学习时长）' }));
    await waitFor(() =>
      expect(stats.querySelectorAll('.MuiBarChart-element')).toHaveLength(12 + 4),
    );
    await showStudyStats(canvasElement);
  },
};

export const CalendarMonthWithoutEvents: Story = {
  parameters: app({ url: '/', signedInAs: teacher, now: '2026-11-16T09:00:00+08:00' }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('2026年11月')).toBeVisible();
      await expect(await canvas.findByTestId('calendar-no-events')).toHaveTextContent(
        '本月没有日程',
      );
      await expect(canvasElement.querySelectorAll('[data-has-events="true"]')).toHaveLength(0);
    },
    { failedDataViews: 5 },
  ),
};

export const LongNames: Story = {
  parameters: app({ url: '/', signedInAs: longNamedTeacher }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { name: `你好，${String(longNamedTeacher.userName)}` }),
      ).toBeVisible();
      const courses = await canvas.findByRole('list', { name: '我的课程' });
      await expect(within(courses).getByText(/课程思政教学设计方法研究/)).toBeVisible();
      // Nothing spills sideways out of the page.
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
    { failedDataViews: 5 },
  ),
};

export const Loading: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    screenshotWhileLoading: true,
    msw: {
      handlers: [...USER_APIS.map((path) => http.get(path, () => delay('infinite'))), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('正在加载课程…')).toBeVisible();
    await expect(canvas.getByText('正在加载消息…')).toBeVisible();
    await expect(canvas.getByText('正在加载课程权重…')).toBeVisible();
    await expect(await canvas.findByText('正在加载学习统计…')).toBeVisible();
  },
};

export const Empty: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: app({ url: '/', signedInAs: newcomer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('本学期还没有课程')).toBeVisible();
    await expect(await canvas.findByText('暂无消息')).toBeVisible();
    await expect(await canvas.findByText('还没有设置课程权重')).toBeVisible();
    await expect(await canvas.findByTestId('calendar-no-events')).toHaveTextContent('本月没有日程');
    const stats = await showStudyStats(canvasElement);
    await expect(await within(stats).findByText('近 12 周还没有学习记录')).toBeVisible();
    await expect(within(stats).queryByRole('figure')).toBeNull();
  },
};

export const CatalogueEmpty: Story = {
  parameters: app({ url: '/?q=%E9%87%8F%E5%AD%90%E5%8A%9B%E5%AD%A6' }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByText('没有找到与“量子力学”相关的课程'),
      ).toBeVisible();
    },
    { failedDataViews: 1 },
  ),
};

let failFirst = true;
export const ServerError: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    msw: {
      handlers: [
        http.get('*/api/user/courses', () => {
          if (failFirst) {
            failFirst = false;
            return HttpResponse.json(
              { code: 500, message: '服务器繁忙' },
              { status: 500, statusText: 'Internal Server Error' },
            );
          }
          return undefined;
        }),
        ...USER_APIS.slice(1).map((path) =>
          http.get(path, () =>
            HttpResponse.json(
              { code: 500, message: '服务器繁忙' },
              { status: 500, statusText: 'Internal Server Error' },
            ),
          ),
        ),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    failFirst = true;
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // 我的课程, 教学日历, 最新消息, 课程权重 and 学习统计 each say what failed and offer 重试.
    await waitFor(() => expect(canvas.getAllByText(/加载失败：服务器出错（500）/)).toHaveLength(5));
    // The same error from every card is one toast with a repeat count.
    const region = within(document.body).getByRole('region', { name: '消息提示' });
    await expect(within(region).getAllByText('Internal Server Error')).toHaveLength(1);
    // Five cards and the bell.
    await waitFor(() => expect(within(region).getByTestId('toast-repeat')).toHaveTextContent('6'));
    // 重试 on 我的课程 loads it once the server is back.
    const courses = canvas.getByRole('region', { name: '我的课程' });
    await userEvent.click(within(courses).getByRole('button', { name: '重试' }));
    await expect(await within(courses).findByRole('list', { name: '我的课程' })).toBeVisible();
  },
};

/** 学习统计 while its numbers are on their way: the placeholder keeps the charts' height. */
export const StudyStatsLoading: Story = {
  // Keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    screenshotWhileLoading: true,
    msw: { handlers: [http.get('*/api/user/stats', () => delay('infinite')), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const stats = await showStudyStats(canvasElement);
    const placeholder = await within(stats).findByRole('status');
    await expect(placeholder).toHaveTextContent('正在加载学习统计…');
    // The placeholder is as tall as the charts it stands for (two side by side, or stacked).
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      isPhoneWidth() ? 600 : 316,
    );
    // The other cards do not wait for it.
    await expect(
      await within(canvasElement).findByRole('list', { name: '我的课程' }),
    ).toBeVisible();
  },
};

/** 学习统计 of a teacher who studied nothing in the last 12 weeks: zeros, said in words. */
export const StudyStatsEmpty: Story = {
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    msw: {
      handlers: [
        http.get('*/api/user/stats', () =>
          ok({
            totalMinutes: 0,
            days: [{ date: '2026-09-07', minutes: 0 }],
            courses: [],
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const stats = await showStudyStats(canvasElement);
    await expect(await within(stats).findByText('近 12 周还没有学习记录')).toBeVisible();
    await expect(
      within(stats).getByText('有了学习记录，这里会按周和课程汇总学习时长'),
    ).toBeVisible();
    await expect(within(stats).queryByRole('figure')).toBeNull();
  },
};

let statsRequests = 0;
/** 学习统计 when its request fails: what failed, and 重试, which asks again. */
export const StudyStatsError: Story = {
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/', signedInAs: teacher }),
    msw: {
      handlers: [
        http.get('*/api/user/stats', () => {
          statsRequests += 1;
          return HttpResponse.json(
            { code: 500, message: '服务器繁忙' },
            { status: 500, statusText: 'Internal Server Error' },
          );
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    statsRequests = 0;
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const stats = await canvas.findByRole('region', { name: '学习统计' });
    await expect(await within(stats).findByRole('alert')).toHaveTextContent(
      '加载失败：服务器出错（500）',
    );
    // Only this card failed; the others show their data.
    await expect(await canvas.findByRole('list', { name: '课程权重' })).toBeVisible();
    await expect(canvas.getAllByText(/加载失败/)).toHaveLength(1);
    await expect(statsRequests).toBe(1);
    // 重试 asks again (the server is still down here: the error stays, with 重试).
    await userEvent.click(within(stats).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(statsRequests).toBe(2));
    await expect(await within(stats).findByRole('alert')).toHaveTextContent(
      '加载失败：服务器出错（500）',
    );
    await expect(within(stats).getByRole('button', { name: '重试' })).toBeVisible();
    await showStudyStats(canvasElement);
  },
};

/*
 * The toolbar's 网络 and 账号, pinned, for the signed-in main page: what a user sees on each
 * network, and for the other demo accounts. Every other story here follows the toolbar live.
 */
const signedInTeacher = app({ url: '/', signedInAs: teacher });

export const NetworkSlow: Story = {
  globals: { network: 'slow', account: 'story' },
  parameters: signedInTeacher,
  play: networkOutcomePlay(5),
};

export const NetworkServerError: Story = {
  globals: { network: 'server-error', account: 'story' },
  parameters: signedInTeacher,
  play: networkOutcomePlay(5),
};

export const NetworkTimeout: Story = {
  globals: { network: 'timeout', account: 'story' },
  parameters: signedInTeacher,
  play: networkOutcomePlay(5),
};

export const NetworkOffline: Story = {
  globals: { network: 'offline', account: 'story' },
  parameters: signedInTeacher,
  play: networkOutcomePlay(5),
};

export const NetworkSessionExpired: Story = {
  globals: { network: 'expired', account: 'story' },
  parameters: signedInTeacher,
  play: networkOutcomePlay(0),
};

export const AccountNewTeacher: Story = {
  globals: { network: 'normal', account: 'newcomer' },
  parameters: signedInTeacher,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '你好，王新' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '王新' })).toBeVisible();
    await expect(await canvas.findByText('本学期还没有课程')).toBeVisible();
    await expect(await canvas.findByText('暂无消息')).toBeVisible();
  },
};

export const AccountStudent: Story = {
  globals: { network: 'normal', account: 'student' },
  parameters: signedInTeacher,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '你好，李晓雨' })).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('link', { name: '消息 2 条未读' }),
    ).toBeVisible();
  },
};
