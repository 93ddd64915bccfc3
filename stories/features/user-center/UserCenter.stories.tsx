import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '../../../src/config/constants';
import { handlers } from '../../../mocks/handlers';
import { newcomer, teacher } from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { app, type AppStoryParameters } from '../../support/appParameters';
import {
  enterDate,
  findRecords,
  hasTouchPointer,
  isPhoneWidth,
  expectEndPickerRefusesDayBefore,
} from '../../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import { applyScreenControls, screenArgs, screenArgTypes } from '../../support/storyControls';
import { followsToolbar, networkOutcomePlay, PINNED_TOOLBAR } from '../../support/toolbar';

/** `/scenter` in every state worth a designer's look, inside the real route table. */
const meta = {
  title: 'Screens/UserCenter',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  args: screenArgs,
  argTypes: screenArgTypes,
  // The controls change the mock data and the name before the app mounts.
  beforeEach: applyScreenControls,
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { url: '/scenter?xh=T2024001', signedInAs: teacher } satisfies AppStoryParameters,
    docs: {
      description: {
        component:
          '个人中心（/scenter）的各种状态：个人资料、学习记录、课程权重和消息，使用真实的路由表。可在“控件”中改用户名字、课程数量和未读消息数；改动后页面会重新加载。',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record's 时长 as the list shows it: the table's fourth cell, or the card's `55 分钟`. */
function minutesOfRecord(item: HTMLElement): number {
  const cell = item.querySelectorAll('td')[3];
  if (cell) return Number(cell.textContent);
  const term = [...item.querySelectorAll('dt')].find((dt) => dt.textContent === '时长');
  return Number.parseInt(term?.nextElementSibling?.textContent ?? '', 10);
}

export const Profile: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '个人资料' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('profile-姓名')).toHaveTextContent('张明华');
    await expect(canvas.getByTestId('profile-工号 / 学号')).toHaveTextContent('T2024001');
    await expect(canvas.getByTestId('profile-身份')).toHaveTextContent('教师');
    await expect(canvas.getByTestId('profile-所在单位')).toHaveTextContent('信息工程学院');
  },
};

export const Records: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: app({ url: '/scenter?xh=T2024001&tab=records' }),
  play: async ({ canvasElement, userEvent, loaded, step }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    const records = await findRecords();
    await expect(records.items()).toHaveLength(10);
    await expect(records.items()[0]).toHaveTextContent('2026-09-07');
    await expect(records.items()[0]).toHaveTextContent('高等数学 A（上）');
    await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 235 条');
    // Above the list, without a filter: the last 12 weeks, 84 days at most, so per week.
    const chart = await canvas.findByRole('figure', { name: '每周学习时长' });
    await expect(chart).toHaveAccessibleDescription(
      '近 12 周共学习 7995 分钟，最多的一周是 8月17日—8月23日（787 分钟）。',
    );
    await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(12));
    if (isPhoneWidth()) {
      await step('on a phone: cards, and pages by 上一页 / 下一页', async () => {
        await expect(canvas.queryByRole('table')).toBeNull();
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 1 / 24 页');
        await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
        await expect(canvas.queryByRole('combobox', { name: '每页条数' })).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
        await waitFor(() =>
          expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 24 页'),
        );
      });
    } else {
      await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('10条/页');
      await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    }
    // Records 11–20: two a day back from 7 September, so page 2 starts on the 2nd.
    await waitFor(async () =>
      expect((await findRecords()).items()[0]).toHaveTextContent('2026-09-02'),
    );
    // Page and xh live in the address bar, so back and reload keep them.
    await expect(browser.location().search).toBe('?xh=T2024001&tab=records&page=2&size=10');
  },
};

export const RecordsFiltered: Story = {
  parameters: app({ url: '/scenter?xh=T2024001&tab=records' }),
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await findRecords();
      await enterDate('开始日期', '2026-09-01');
      await enterDate('结束日期', '2026-09-03');
      await userEvent.click(canvas.getByRole('button', { name: '查询' }));
      // Two records a day, 1–3 September.
      await waitFor(() =>
        expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 6 条'),
      );
      await expect((await findRecords()).items()).toHaveLength(6);
      // The chart follows the filter: three days, one bar each, the same minutes as the list.
      const chart = await canvas.findByRole('figure', { name: '每天学习时长' });
      await expect(chart).toHaveAccessibleDescription(
        '2026年9月1日—9月3日共学习 306 分钟，最多的一天是 9月3日 周四（149 分钟）。',
      );
      await userEvent.click(within(chart).getByRole('button', { name: '表格（每天学习时长）' }));
      const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
      await expect(rows.map((row) => row.textContent)).toEqual([
        '9月1日 周二55',
        '9月2日 周三102',
        '9月3日 周四149',
        '合计306',
      ]);
      // …and the list's own minutes add up to the same.
      const listed = (await findRecords()).items().map(minutesOfRecord);
      await expect(listed.reduce((sum, m) => sum + m, 0)).toBe(306);
      await expect(browser.location().searchParams.get('from')).toBe('2026-09-01');
      await expect(browser.location().searchParams.get('to')).toBe('2026-09-03');
      await expect(browser.location().searchParams.get('xh')).toBe('T2024001');
    },
    { failedDataViews: 2 },
  ),
};

export const RecordsInvalidRange: Story = {
  parameters: app({ url: '/scenter?xh=T2024001&tab=records&from=2026-09-05' }),
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await findRecords();
      if (hasTouchPointer()) {
        await step('on touch the end picker offers no day before the start', async () => {
          await expectEndPickerRefusesDayBefore(1, 5);
        });
        return;
      }
      await enterDate('结束日期', '2026-09-01');
      await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
      await expect(canvas.getByRole('button', { name: '查询' })).toBeDisabled();
    },
    { failedDataViews: 2 },
  ),
};

export const RecordsEmpty: Story = {
  parameters: app({ url: '/scenter?xh=T2025999&tab=records', signedInAs: newcomer }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('还没有学习记录')).toBeVisible();
      // The new teacher's zeros: one line instead of a chart of nothing.
      await expect(await canvas.findByTestId('records-chart-empty')).toHaveTextContent(
        '近 12 周没有学习时长。',
      );
      await expect(canvas.queryByRole('figure')).toBeNull();
    },
    { failedDataViews: 2 },
  ),
};

/** A range longer than 62 days is charted per week: all 235 records, 13 May to 7 September. */
export const RecordsLongRange: Story = {
  parameters: app({ url: '/scenter?xh=T2024001&tab=records&from=2026-05-13&to=2026-09-07' }),
  play: followsToolbar(
    async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await waitFor(() =>
        expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 235 条'),
      );
      const chart = await canvas.findByRole('figure', { name: '每周学习时长' });
      await expect(chart).toHaveAccessibleDescription(
        '2026年5月13日—9月7日共学习 12165 分钟，最多的一周是 8月17日—8月23日（787 分钟）。',
      );
      await userEvent.click(within(chart).getByRole('button', { name: '表格（每周学习时长）' }));
      const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
      // 13 May is a Wednesday: the first week is cut to the range; the last has only Monday.
      await expect(rows).toHaveLength(18 + 1);
      await expect(rows[0]).toHaveTextContent('5月13日—5月17日');
      await expect(rows[17]).toHaveTextContent('9月7日37');
      await expect(rows[18]).toHaveTextContent('合计12165');
      // Back to the chart, which the screenshot shows: 18 weekly bars.
      await userEvent.click(within(chart).getByRole('button', { name: '表格（每周学习时长）' }));
      await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(18));
    },
    { failedDataViews: 2 },
  ),
};

export const CourseWeight: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: app({ url: '/scenter?xh=T2024001&tab=weight' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const math = await canvas.findByRole('textbox', { name: '高等数学 A（上）' });
    await expect(math).toHaveValue('40');
    await expect(canvas.getByTestId('weight-total')).toHaveTextContent('合计：100%');
    await userEvent.clear(math);
    await userEvent.type(math, '35');
    const ai = canvas.getByRole('textbox', { name: '人工智能导论' });
    await userEvent.clear(ai);
    await userEvent.type(ai, '15');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('课程权重已保存')).toBeVisible();
    // Cached for the tab in META_COURSE_WEIGHT__ (sessionStorage).
    const cached = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '{}') as {
      items?: { courseId: string; weight: number }[];
    };
    await expect(cached.items?.map((i) => i.weight)).toEqual([35, 30, 20, 15]);
  },
};

/** Every PUT of the weighting this story's app sends, in order. */
let weightSaves: unknown[] = [];
export const CourseWeightInvalid: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=weight' }),
    msw: {
      handlers: [
        http.put('*/api/user/course-weight', async ({ request }) => {
          weightSaves.push(await request.clone().json());
          // Falls through to the shared handler.
          return undefined;
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    weightSaves = [];
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const math = await canvas.findByRole('textbox', { name: '高等数学 A（上）' });
    await userEvent.clear(math);
    await userEvent.type(math, '12.5');
    await expect(await canvas.findByText('权重必须是整数')).toBeVisible();
    await userEvent.clear(math);
    await userEvent.type(math, '50');
    await expect(canvas.getByTestId('weight-total')).toHaveTextContent(
      '各课程权重之和必须为 100%，当前为 110%',
    );
    const ai = canvas.getByRole('textbox', { name: '人工智能导论' });
    await userEvent.clear(ai);
    await userEvent.type(ai, '150');
    await expect(await canvas.findByText('权重不能大于 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
    // Nothing saved: no PUT left the page (a request would reach the handler within
    // milliseconds; a quarter second is ample), and the cache holds what the API gave.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(weightSaves).toEqual([]);
    await expect(
      (
        JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '{}') as {
          items?: { weight: number }[];
        }
      ).items?.map((item) => item.weight),
    ).toEqual([40, 30, 20, 10]);
  },
};

export const CourseWeightFromSession: Story = {
  parameters: {
    ...app({
      url: '/scenter?xh=T2024001&tab=weight',
      sessionStorage: {
        [STORAGE_KEYS.courseWeight]: JSON.stringify({
          items: [
            { courseId: 'c-001', courseName: '高等数学 A（上）', weight: 70 },
            { courseId: 'c-006', courseName: '数据结构与算法', weight: 30 },
          ],
        }),
      },
    }),
    msw: {
      handlers: [http.get('*/api/user/course-weight', () => HttpResponse.error()), ...handlers],
    },
  },
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // Restored from META_COURSE_WEIGHT__: the API is not asked (it would fail here).
      await expect(await canvas.findByRole('textbox', { name: '高等数学 A（上）' })).toHaveValue(
        '70',
      );
      await expect(canvas.queryByRole('textbox', { name: '人工智能导论' })).toBeNull();
    },
    // The weighting comes from the session's cache: no data view fails on a bad network.
    { failedDataViews: 0 },
  ),
};

export const Notifications: Story = {
  // Design §9: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: app({ url: '/scenter?xh=T2024001&tab=messages' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '消息列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const bell = await canvas.findByRole('link', { name: '消息 99+ 条未读' });
    await expect(canvas.getByRole('tab', { name: '消息（99+）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Six reads bring 105 unread under 100: the bell follows.
    for (let i = 0; i < 6; i += 1) {
      const buttons = within(canvas.getByRole('list', { name: '消息列表' })).getAllByRole(
        'button',
        { name: /标为已读/ },
      );
      await userEvent.click(buttons[0] as HTMLElement);
      await waitFor(() =>
        expect(
          within(canvas.getByRole('list', { name: '消息列表' })).getAllByRole('button', {
            name: /标为已读/,
          }),
        ).toHaveLength(9 - i),
      );
    }
    await waitFor(() => expect(bell).toHaveAccessibleName('消息 99 条未读'));
    await expect(within(bell).getByTestId('count-badge')).toHaveTextContent('99');
  },
};

export const NotificationsUnreadOnly: Story = {
  parameters: app({ url: '/scenter?xh=T2024001&tab=messages&filter=unread&page=11' }),
  play: followsToolbar(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const list = await canvas.findByRole('list', { name: '消息列表' });
      await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 105 条');
      await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      await expect(canvas.getByRole('button', { name: '未读' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
    { failedDataViews: 1 },
  ),
};

/** 登录过期 pinned on a guarded screen: the reload sends the user to sign in. */
export const RecordsSessionExpired: Story = {
  globals: { network: 'expired', account: 'story' },
  parameters: app({ url: '/scenter?xh=T2024001&tab=records' }),
  play: async (context) => {
    await networkOutcomePlay(0)(context);
    const { browser } = loadedOf(context.loaded);
    // In a browser the first trip leaves the page; the story's stand-in stays, so a guard may
    // run again, within the reload-loop guard's two trips.
    await waitFor(() => expect(browser.assign).toHaveBeenCalled());
    await expect(browser.assign.mock.calls.length).toBeLessThanOrEqual(2);
    const attempt = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}') as {
      returnPath?: string;
    };
    // After signing in again the user comes back to the same records.
    await expect(attempt.returnPath).toBe('/scenter?xh=T2024001&tab=records');
  },
};

/** 断网 pinned on 学习记录: the toast, and the list's error with 重试. */
export const RecordsOffline: Story = {
  globals: { network: 'offline', account: 'story' },
  parameters: app({ url: '/scenter?xh=T2024001&tab=records' }),
  // The chart and the list.
  play: networkOutcomePlay(2),
};
