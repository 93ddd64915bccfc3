import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@/config/constants';
import { handlers } from '../../../mocks/handlers';
import { newcomer, student, teacher } from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { app, type AppStoryParameters } from '../../support/appParameters';
import {
  enterDate,
  findRecords,
  hasTouchPointer,
  isPhoneWidth,
  expectEndPickerRefusesDayBefore,
  tabsCutOff,
} from '../../support/phoneLayout';
import { stepWith } from '../../support/steps';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import { boxesOverlap } from '../../support/boxes';
import { applyScreenControls, screenArgs, screenArgTypes } from '../../support/storyControls';
import { expectFocusRing } from '../../support/focusRing';
import { followsToolbar, networkOutcomePlay } from '../../support/toolbar';

// `/scenter` in every state worth a designer's look, inside the real route table.
const meta = {
  title: 'Screens/UserCenter',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
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
  name: '个人资料',
  parameters: {
    docs: {
      description: {
        story: '教师张明华的个人中心，打开在“个人资料”：姓名、工号、身份和所在单位。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应打开个人中心的“个人资料”，标签页标题“个人中心 – 智慧学习平台”', async () => {
        await expect(await canvas.findByRole('heading', { name: '个人中心' })).toBeVisible();
        await expect(document.title).toBe('个人中心 – 智慧学习平台');
        await expect(canvas.getByRole('tab', { name: '个人资料' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      });
      await step('应显示张明华、T2024001、教师、信息工程学院', async () => {
        await expect(canvas.getByTestId('profile-姓名')).toHaveTextContent('张明华');
        await expect(canvas.getByTestId('profile-工号')).toHaveTextContent('T2024001');
        await expect(canvas.getByTestId('profile-身份')).toHaveTextContent('教师');
        await expect(canvas.getByTestId('profile-所在单位')).toHaveTextContent('信息工程学院');
      });
      await step('四个标签名称完整可见，消息（99+）也不被截断', async () => {
        const strip = canvas.getByRole('tablist', { name: '个人中心' });
        await waitFor(() =>
          expect(within(strip).getByRole('tab', { name: /^消息/ })).toHaveTextContent(
            '消息（99+）',
          ),
        );
        await expect(tabsCutOff(strip)).toEqual([]);
        const shown = strip.getBoundingClientRect();
        for (const tab of within(strip).getAllByRole('tab')) {
          const box = tab.getBoundingClientRect();
          await expect(box.left).toBeGreaterThanOrEqual(shown.left);
          await expect(box.right).toBeLessThanOrEqual(shown.right);
        }
        // Two by two below 600 px, in one row above: a strip that never scrolls sideways.
        await expect(strip.scrollWidth).toBeLessThanOrEqual(strip.clientWidth);
        if (isPhoneWidth()) {
          await expect(within(strip).getAllByRole('tab')[2]?.getBoundingClientRect().top).toBe(
            within(strip).getAllByRole('tab')[3]?.getBoundingClientRect().top,
          );
        }
      });
      await step('手机检查会发现被截断的标签：故意截断、移出可见区后报错，复原后通过', async () => {
        const strip = canvas.getByRole('tablist', { name: '个人中心' });
        const selected = within(strip).getByRole('tab', { name: '个人资料' });
        selected.style.cssText = 'width: 30px; min-width: 0; white-space: nowrap';
        await expect(tabsCutOff(strip)).toEqual([expect.stringContaining('"个人资料"')]);
        selected.style.cssText = '';
        // The old strip: a row that scrolls sideways, the tabs past its width cut off.
        strip.style.cssText = 'display: flex; overflow-x: hidden; width: 100px';
        await expect(tabsCutOff(document.body)).toContainEqual(
          expect.stringContaining('"学习记录"'),
        );
        strip.style.cssText = '';
        await expect(tabsCutOff(document.body)).toEqual([]);
      });
    },
    { failedDataViews: 0 },
  ),
};

export const Records: Story = {
  name: '学习记录',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records' }),
    docs: {
      description: {
        story:
          '学习记录：上方是近 12 周每周学习时长的图表，下方是记录列表（共 235 条，每页 10 条；手机上是卡片）。' +
          '翻到第 2 页后，页码写进地址栏，返回和刷新都保留。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await step('应列出 10 条记录，最新的是 9月7日的高等数学 A（上），共 235 条', async () => {
        const records = await findRecords();
        await expect(records.items()).toHaveLength(10);
        await expect(records.items()[0]).toHaveTextContent('9月7日');
        // Never as the API writes it (docs/chinese-style.md).
        await expect(records.items()[0]).not.toHaveTextContent('2026-09-07');
        await expect(records.items()[0]).toHaveTextContent('高等数学 A（上）');
        await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 235 条');
      });
      await step('图表应按周显示近 12 周（共 7995 分钟）', async () => {
        // Without a filter: the last 12 weeks, 84 days at most, so per week.
        const chart = await canvas.findByRole('figure', { name: '每周学习时长' });
        await expect(chart).toHaveAccessibleDescription(
          '近 12 周共学习 7995 分钟，最多的一周是 8月17日至8月23日（787 分钟）。',
        );
        await waitFor(() =>
          expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(12),
        );
      });
      if (isPhoneWidth()) {
        await step('手机上：记录是卡片，用“上一页 / 下一页”翻到第 2 页', async () => {
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
        await step('点击“第 2 页”', async () => {
          await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent(
            '10条/页',
          );
          await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
        });
      }
      await step('第 2 页应从 9月2日开始，页码写进地址栏', async () => {
        // Records 11–20: two a day back from 7 September, so page 2 starts on the 2nd.
        await waitFor(async () =>
          expect((await findRecords()).items()[0]).toHaveTextContent('9月2日'),
        );
        await expect(browser.location().search).toBe('?xh=T2024001&tab=records&page=2&size=10');
      });
      await step('翻页后列表顶部在页眉下方可见，焦点在学习记录上', async () => {
        const { list } = await findRecords();
        const header = canvas.getByRole('banner').getBoundingClientRect();
        const top = list.getBoundingClientRect().top;
        await expect(top).toBeGreaterThanOrEqual(header.bottom - 1);
        await expect(top).toBeLessThan(window.innerHeight);
        await expect(document.activeElement).toBe(list);
      });
    },
    { failedDataViews: 2 },
  ),
};

export const RecordsPastLastPage: Story = {
  name: '学习记录：页码超出范围',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records&page=99' }),
    screenshot: false,
    docs: {
      description: {
        story:
          '地址里的页码超过了最后一页（旧链接，或最后一页的记录已不在）：显示最后一页（第 24 页，5 条），' +
          '地址栏改为 page=24，不留下一个空列表。',
      },
    },
  },
  play: followsToolbar(
    async ({ loaded, step }) => {
      const { browser } = loadedOf(loaded);
      await step('显示第 24 页的 5 条记录，地址栏改为第 24 页', async () => {
        await waitFor(() => expect(browser.location().searchParams.get('page')).toBe('24'));
        const records = await findRecords();
        await waitFor(() => expect(records.items()).toHaveLength(5));
      });
    },
    { failedDataViews: 2 },
  ),
};

export const RecordsFiltered: Story = {
  name: '学习记录：按日期筛选',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records' }),
    docs: {
      description: {
        story:
          '筛选 2026-09-01 至 09-03：列表剩 6 条，图表改为按天（3 天共 306 分钟），与列表的时长之和一致；' +
          '日期写进地址栏。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      await step('选择 2026-09-01 至 2026-09-03，点击“查询”', async () => {
        await findRecords();
        await enterDate('开始日期', '2026-09-01');
        await enterDate('结束日期', '2026-09-03');
        await userEvent.click(canvas.getByRole('button', { name: '查询' }));
      });
      await step('焦点仍在“查询”上（表单没有重建）', async () => {
        await expect(canvas.getByRole('button', { name: '查询' })).toHaveFocus();
      });
      await step('应显示共 6 条（每天 2 条）', async () => {
        await waitFor(() =>
          expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 6 条'),
        );
        await expect((await findRecords()).items()).toHaveLength(6);
      });
      const chart = await stepWith(step, '等每天学习时长的图表出现', () =>
        canvas.findByRole('figure', { name: '每天学习时长' }),
      );
      await step('图表按天显示 3 天，共 306 分钟', async () => {
        await expect(chart).toHaveAccessibleDescription(
          '2026年9月1日至9月3日共学习 306 分钟，最多的一天是 9月3日 周四（149 分钟）。',
        );
      });
      await step('切换到表格：每天的分钟数和合计 306', async () => {
        await userEvent.click(within(chart).getByRole('button', { name: '表格（每天学习时长）' }));
        const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
        await expect(rows.map((row) => row.textContent)).toEqual([
          '9月1日 周二55',
          '9月2日 周三102',
          '9月3日 周四149',
          '合计306',
        ]);
      });
      await step('列表中记录的时长之和也是 306 分钟', async () => {
        const listed = (await findRecords()).items().map(minutesOfRecord);
        await expect(listed.reduce((sum, m) => sum + m, 0)).toBe(306);
      });
      await step('地址栏应带上 from、to 和 xh', async () => {
        await expect(browser.location().searchParams.get('from')).toBe('2026-09-01');
        await expect(browser.location().searchParams.get('to')).toBe('2026-09-03');
        await expect(browser.location().searchParams.get('xh')).toBe('T2024001');
      });
    },
    { failedDataViews: 2 },
  ),
};

export const RecordsInvalidRange: Story = {
  name: '学习记录：结束日期早于开始日期',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records&from=2026-09-05' }),
    docs: {
      description: {
        story:
          '开始日期是 9月5日，结束日期填 9月1日：提示“结束日期不能早于开始日期”，“查询”不可用。' +
          '触屏上的日期选择器根本不提供开始日期之前的日子。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('等学习记录出现', async () => {
        await findRecords();
      });
      if (hasTouchPointer()) {
        await step('触屏上：结束日期选择器不提供 9月5日之前的日子', async () => {
          await expectEndPickerRefusesDayBefore(1, 5);
        });
        return;
      }
      await step('结束日期填 2026-09-01', async () => {
        await enterDate('结束日期', '2026-09-01');
      });
      await step('应提示“结束日期不能早于开始日期”，“查询”不可用', async () => {
        await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
        await expect(canvas.getByRole('button', { name: '查询' })).toBeDisabled();
      });
    },
    { failedDataViews: 2 },
  ),
};

export const RecordsEmpty: Story = {
  name: '学习记录：没有记录',
  parameters: {
    ...app({ url: '/scenter?xh=T2025999&tab=records', signedInAs: newcomer }),
    docs: {
      description: {
        story: '新入职的王新没有学习记录：列表说明没有记录，图表处只有一句话，不画空图表。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示“还没有学习记录”', async () => {
        await expect(await canvas.findByText('还没有学习记录')).toBeVisible();
      });
      await step('图表处应显示“近 12 周没有学习时长。”，没有图表', async () => {
        await expect(await canvas.findByTestId('records-chart-empty')).toHaveTextContent(
          '近 12 周没有学习时长。',
        );
        await expect(canvas.queryByRole('figure')).toBeNull();
      });
    },
    { failedDataViews: 2 },
  ),
};

// A range longer than 62 days is charted per week: all 235 records, 13 May to 7 September.
export const RecordsLongRange: Story = {
  name: '学习记录：超过 62 天按周统计',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records&from=2026-05-13&to=2026-09-07' }),
    docs: {
      description: {
        story:
          '筛选 5月13日至 9月7日（超过 62 天）：图表按周统计，共 18 周；第一周从周三开始，最后一周只有周一。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      await step('应显示共 235 条', async () => {
        await waitFor(() =>
          expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 235 条'),
        );
      });
      const chart = await stepWith(step, '等每周学习时长的图表出现', () =>
        canvas.findByRole('figure', { name: '每周学习时长' }),
      );
      await step('图表按周统计，共 12165 分钟', async () => {
        await expect(chart).toHaveAccessibleDescription(
          '2026年5月13日至9月7日共学习 12165 分钟，最多的一周是 8月17日至8月23日（787 分钟）。',
        );
      });
      await step('切换到表格：18 周和合计，首尾两周按筛选范围截断', async () => {
        await userEvent.click(within(chart).getByRole('button', { name: '表格（每周学习时长）' }));
        const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
        // 13 May is a Wednesday: the first week is cut to the range; the last has only Monday.
        await expect(rows).toHaveLength(18 + 1);
        await expect(rows[0]).toHaveTextContent('5月13日至5月17日');
        await expect(rows[17]).toHaveTextContent('9月7日37');
        await expect(rows[18]).toHaveTextContent('合计12165');
      });
      await step('切换回图表：18 根柱', async () => {
        await userEvent.click(within(chart).getByRole('button', { name: '表格（每周学习时长）' }));
        await waitFor(() =>
          expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(18),
        );
      });
    },
    { failedDataViews: 2 },
  ),
};

/** A course's field for one part: its name says both, "高等数学 A（上） 期末". */
const partField = (canvas: ReturnType<typeof within>, course: string, part: string) =>
  canvas.getByRole('textbox', { name: `${course} ${part}` });

const cachedParts = () =>
  (
    JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '{}') as {
      courses?: { courseId: string; parts: Record<string, number> }[];
    }
  ).courses?.map((c) => c.parts);

export const CourseWeight: Story = {
  name: '课程权重',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=weight' }),
    docs: {
      description: {
        story:
          '课程权重是每门课的成绩构成：平时、作业、期中、期末在总评成绩中所占的比例，0–100 的整数，每门课合计 100%。' +
          '教师把高等数学的期中改为 20、期末改为 50 后保存，提示“课程权重已保存”，并缓存在本标签页（META_COURSE_WEIGHT__）。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const final = await stepWith(step, '等成绩构成出现', () =>
        canvas.findByRole('textbox', { name: '高等数学 A（上） 期末' }),
      );
      await step('应说明这些比例的用途，高等数学为 10/20/30/40，合计 100%', async () => {
        await expect(canvas.getByText(/各部分在总评成绩中所占的比例/)).toBeVisible();
        await expect(canvas.getByRole('group', { name: '高等数学 A（上）' })).toBeVisible();
        await expect(partField(canvas, '高等数学 A（上）', '平时')).toHaveValue('10');
        await expect(final).toHaveValue('40');
        await expect(canvas.getByTestId('weight-total-c-001')).toHaveTextContent('合计：100%');
      });
      await step('期中改为 20、期末改为 50，点击“保存”', async () => {
        const midterm = partField(canvas, '高等数学 A（上）', '期中');
        await userEvent.clear(midterm);
        await userEvent.type(midterm, '20');
        await userEvent.clear(final);
        await userEvent.type(final, '50');
        await expect(canvas.getByTestId('weight-total-c-001')).toHaveTextContent('合计：100%');
        await userEvent.click(canvas.getByRole('button', { name: '保存' }));
      });
      await step('应提示“课程权重已保存”，本标签页缓存新的成绩构成', async () => {
        await expect(await within(document.body).findByText('课程权重已保存')).toBeVisible();
        await expect(cachedParts()?.[0]).toEqual({ 平时: 10, 作业: 20, 期中: 20, 期末: 50 });
      });
    },
    { failedDataViews: 1 },
  ),
};

/** Every PUT of the weighting this story's app sends, in order. */
let weightSaves: unknown[] = [];
export const CourseWeightInvalid: Story = {
  name: '课程权重：输入有误',
  parameters: {
    docs: {
      description: {
        story:
          '输入有误时，不用点“保存”就能看到：期末填 -5 →“请输入 0–100 的整数”；全角的“５０”按 50 接受，' +
          '合计 110% →“各项之和应为 100%，当前为 110%”。“保存”显示为不可用，旁边写明原因，也不会发出保存请求。',
      },
    },
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
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const final = await stepWith(step, '等成绩构成出现', () =>
        canvas.findByRole('textbox', { name: '高等数学 A（上） 期末' }),
      );
      const save = canvas.getByRole('button', { name: '保存' });
      await step('期末填 -5：应提示“请输入 0–100 的整数”，“保存”不可用并写明原因', async () => {
        await userEvent.clear(final);
        await userEvent.type(final, '-5');
        await expect(await canvas.findByText('请输入 0–100 的整数')).toBeVisible();
        await expect(final).toHaveAttribute('aria-invalid', 'true');
        await expect(save).toHaveAttribute('aria-disabled', 'true');
        await expect(save).toHaveAccessibleDescription('有 1 处需要改正，改正后才能保存');
        await expect(canvas.getByTestId('weight-save-hint')).toBeVisible();
      });
      await step('期末填全角“５０”：按 50 接受，提示合计为 110%', async () => {
        await userEvent.clear(final);
        await userEvent.type(final, '５０');
        await expect(canvas.queryByText('请输入 0–100 的整数')).toBeNull();
        await expect(canvas.getByTestId('weight-total-c-001')).toHaveTextContent(
          '各项之和应为 100%，当前为 110%',
        );
        await expect(save).toHaveAccessibleDescription('有 1 处需要改正，改正后才能保存');
      });
      await step('点“保存”：仍不可用，焦点留在“保存”上', async () => {
        await userEvent.click(save);
        // aria-disabled, not disabled: the keyboard focus stays on it (docs/accessibility.md).
        await expect(save).toHaveAttribute('aria-disabled', 'true');
        await expect(save).toHaveFocus();
      });
      await step('没有发出保存请求，缓存仍是接口给的成绩构成', async () => {
        // No PUT left the page (a request would reach the handler within milliseconds; a quarter
        // second is ample), and the cache holds what the API gave.
        await new Promise((resolve) => setTimeout(resolve, 250));
        await expect(weightSaves).toHaveLength(0);
        await expect(cachedParts()?.map((p) => p.期末)).toEqual([40, 40, 50, 40]);
      });
    },
    { failedDataViews: 1 },
  ),
};

export const CourseWeightStudent: Story = {
  name: '课程权重：学生只读',
  parameters: {
    docs: {
      description: {
        story:
          '学生李晓雨看到自己每门课的成绩构成（由任课教师设置）：高等数学 10/20/30/40，大学英语 20/20/20/40，' +
          '只有文字，没有输入框，也没有“保存”。',
      },
    },
    ...app({ url: '/scenter?xh=S2024105&tab=weight', signedInAs: student }),
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      const list = await stepWith(step, '等成绩构成出现', () =>
        canvas.findByRole('list', { name: '各课程成绩构成' }),
      );
      await step('应列出两门课：高等数学期末 40%，大学英语平时 20%', async () => {
        await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
        await expect(within(list).getByText('高等数学 A（上）')).toBeVisible();
        await expect(canvas.getByTestId('composition-c-001-期末')).toHaveTextContent('期末40%');
        await expect(canvas.getByTestId('composition-c-014-平时')).toHaveTextContent('平时20%');
        await expect(canvas.getByText(/由任课教师设置/)).toBeVisible();
      });
      await step('没有输入框，也没有“保存”', async () => {
        await expect(canvas.queryByRole('textbox')).toBeNull();
        await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
      });
    },
    { failedDataViews: 1 },
  ),
};

/** The composition this tab has cached (two courses), and a draft typed over it. */
const CACHED_WEIGHTS = JSON.stringify({
  courses: [
    {
      courseId: 'c-001',
      courseName: '高等数学 A（上）',
      parts: { 平时: 10, 作业: 20, 期中: 30, 期末: 40 },
    },
    {
      courseId: 'c-006',
      courseName: '数据结构与算法',
      parts: { 平时: 10, 作业: 30, 期中: 20, 期末: 40 },
    },
  ],
});

export const CourseWeightFromSession: Story = {
  name: '课程权重：从本标签页的缓存恢复',
  parameters: {
    docs: {
      description: {
        story:
          '本标签页已缓存成绩构成（高等数学、数据结构两门课）：直接显示缓存，不再请求接口（这里接口会失败）。',
      },
    },
    ...app({
      url: '/scenter?xh=T2024001&tab=weight',
      sessionStorage: { [STORAGE_KEYS.courseWeight]: CACHED_WEIGHTS },
    }),
    msw: {
      handlers: [http.get('*/api/user/course-weight', () => HttpResponse.error()), ...handlers],
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示缓存中的两门课（数据结构作业 30%），没有人工智能导论', async () => {
        // Restored from META_COURSE_WEIGHT__: the API is not asked (it would fail here).
        await expect(
          await canvas.findByRole('textbox', { name: '数据结构与算法 作业' }),
        ).toHaveValue('30');
        await expect(canvas.queryByRole('group', { name: '人工智能导论' })).toBeNull();
      });
    },
    // The weighting comes from the session's cache: no data view fails on a bad network.
    { failedDataViews: 0 },
  ),
};

const draftOf = (userId: string) =>
  JSON.stringify({
    userId,
    forms: {
      courseWeight: {
        savedAt: Date.parse('2026-09-07T09:20:00+08:00'),
        value: [
          {
            courseId: 'c-001',
            courseName: '高等数学 A（上）',
            inputs: { 平时: '10', 作业: '20', 期中: '20', 期末: '50' },
          },
          {
            courseId: 'c-006',
            courseName: '数据结构与算法',
            inputs: { 平时: '10', 作业: '30', 期中: '20', 期末: '40' },
          },
        ],
      },
    },
  });

export const CourseWeightDraftRestored: Story = {
  name: '课程权重：恢复未保存的修改',
  parameters: {
    docs: {
      description: {
        story:
          '张明华把高等数学改成期中 20、期末 50 还没保存，登录就过期了；重新登录回来，表单恢复到 20/50，' +
          '并提示“已恢复未保存的修改”，旁边是“放弃修改”。',
      },
    },
    ...app({
      url: '/scenter?xh=T2024001&tab=weight',
      sessionStorage: {
        [STORAGE_KEYS.courseWeight]: CACHED_WEIGHTS,
        [STORAGE_KEYS.drafts]: draftOf('T2024001'),
      },
    }),
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      const final = await stepWith(step, '等成绩构成出现', () =>
        canvas.findByRole('textbox', { name: '高等数学 A（上） 期末' }),
      );
      await step('应显示恢复的期中 20、期末 50 和“已恢复未保存的修改”', async () => {
        await expect(canvas.getByRole('status')).toHaveTextContent('已恢复未保存的修改');
        await expect(final).toHaveValue('50');
        await expect(partField(canvas, '高等数学 A（上）', '期中')).toHaveValue('20');
      });
    },
    { failedDataViews: 0 },
  ),
};

export const CourseWeightDraftDiscarded: Story = {
  name: '课程权重：放弃恢复的修改',
  parameters: {
    docs: {
      description: {
        story:
          '恢复了草稿后点“放弃修改”：高等数学回到已保存的期末 40，提示消失，草稿删除；' +
          '再把期末改成 60，新的草稿立即保存在本标签页。',
      },
    },
    ...CourseWeightDraftRestored.parameters,
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const final = await stepWith(step, '高等数学期末显示恢复的 50', async () => {
        const field = await canvas.findByRole('textbox', { name: '高等数学 A（上） 期末' });
        await expect(field).toHaveValue('50');
        return field;
      });
      await step('点“放弃修改”：回到已保存的 40，草稿删除', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '放弃修改' }));
        await expect(final).toHaveValue('40');
        await expect(canvas.queryByText('已恢复未保存的修改')).toBeNull();
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
      });
      await step('再把期末改成 60：草稿立即保存在本标签页', async () => {
        await userEvent.clear(final);
        await userEvent.type(final, '60');
        const kept = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.drafts) ?? '{}') as {
          userId?: string;
          forms?: { courseWeight?: { value?: { inputs: Record<string, string> }[] } };
        };
        await expect(kept.userId).toBe('T2024001');
        await expect(kept.forms?.courseWeight?.value?.map((d) => d.inputs.期末)).toEqual([
          '60',
          '40',
        ]);
      });
    },
    { failedDataViews: 0 },
  ),
};

export const CourseWeightDraftOfOtherUser: Story = {
  name: '课程权重：别人的草稿不显示',
  parameters: {
    docs: {
      description: {
        story:
          '本标签页里留着另一位用户（T2024999）未保存的修改：张明华登录后看到的是自己已保存的成绩构成（期末 40），' +
          '没有“已恢复”提示，那份草稿被删除。',
      },
    },
    ...app({
      url: '/scenter?xh=T2024001&tab=weight',
      sessionStorage: {
        [STORAGE_KEYS.courseWeight]: CACHED_WEIGHTS,
        [STORAGE_KEYS.drafts]: draftOf('T2024999'),
      },
    }),
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示已保存的期末 40，没有恢复提示，别人的草稿已删除', async () => {
        await expect(
          await canvas.findByRole('textbox', { name: '高等数学 A（上） 期末' }),
        ).toHaveValue('40');
        await expect(canvas.queryByText('已恢复未保存的修改')).toBeNull();
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toBeNull();
      });
    },
    { failedDataViews: 0 },
  ),
};

const EXPIRING = app({
  url: '/scenter?xh=T2024001&tab=weight',
  tokenMinutesLeft: 4,
  sessionStorage: { [STORAGE_KEYS.courseWeight]: CACHED_WEIGHTS },
});

export const SessionExpiring: Story = {
  name: '登录即将过期',
  parameters: {
    docs: {
      description: {
        story:
          '登录只剩 4 分钟：页面顶部一直显示警告“登录将在 4 分钟后过期”，带“重新登录”，' +
          '每过一分钟数字减一，到点后改为“登录已过期，请重新登录”。',
      },
    },
    ...EXPIRING,
  },
  play: followsToolbar(
    async ({ step }) => {
      const region = within(document.body).getByRole('region', { name: '消息提示' });
      await step('应一直显示警告“登录将在 4 分钟后过期”和“重新登录”', async () => {
        const warning = await within(region).findByText('登录将在 4 分钟后过期');
        const toast = warning.closest('[data-toast-type]');
        await expect(toast).toHaveAttribute('data-toast-type', 'warning');
        await expect(
          within(toast as HTMLElement).getByRole('button', { name: '重新登录' }),
        ).toBeVisible();
      });
    },
    { failedDataViews: 0 },
  ),
};

export const SessionExpiringSignInAgain: Story = {
  name: '登录即将过期：重新登录',
  parameters: {
    docs: {
      description: {
        story:
          '登录只剩 4 分钟时改了成绩构成（高等数学期末 25），然后点警告里的“重新登录”：前往统一身份认证，' +
          '回来的地址仍是课程权重，刚才的输入作为草稿留在本标签页，回来后恢复。',
      },
    },
    ...EXPIRING,
    // The warning closes as the browser leaves: the screen is SessionExpiring's.
    screenshot: false,
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step, loaded }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      const region = within(document.body).getByRole('region', { name: '消息提示' });
      await step('提示“登录将在 4 分钟后过期”', async () => {
        await within(region).findByText('登录将在 4 分钟后过期');
      });
      await step('高等数学期末改为 25：草稿保存在本标签页', async () => {
        const math = await canvas.findByRole('textbox', { name: '高等数学 A（上） 期末' });
        await userEvent.clear(math);
        await userEvent.type(math, '25');
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toContain('"25"');
      });
      await step('点“重新登录”：前往统一身份认证，回来的地址是课程权重，草稿还在', async () => {
        await userEvent.click(within(region).getByRole('button', { name: '重新登录' }));
        await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
        const attempt = JSON.parse(
          window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
        ) as { returnPath?: string };
        await expect(attempt.returnPath).toBe('/scenter?xh=T2024001&tab=weight');
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toContain('"25"');
      });
    },
    { failedDataViews: 0 },
  ),
};

/**
 * Windows 高对比度（强制颜色）下的学习记录：选中的标签页、当前页码和焦点框都还看得见。
 * 在 Storybook 里查看时，请用浏览器开发者工具的 Rendering 开启 forced-colors: active。
 */
export const RecordsForcedColors: Story = {
  name: '学习记录：高对比度（强制颜色）',
  tags: ['!responsive'],
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records' }),
    forcedColors: true,
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('选中的“学习记录”标签页有焦点框（2 px 实线，对比度不低于 3:1）', async () => {
      const tab = await canvas.findByRole('tab', { name: '学习记录' });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      tab.focus();
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard('{ArrowLeft}');
      await expectFocusRing(tab);
    });
    await step(
      '选中的标签页文字加下划线，下面还有一条系统高亮色的线；其他标签页都没有',
      async () => {
        const probe = document.createElement('div');
        probe.style.cssText = 'forced-color-adjust: none; background-color: Highlight';
        document.body.append(probe);
        const highlight = getComputedStyle(probe).backgroundColor;
        probe.remove();
        const selected = canvas.getByRole('tab', { name: '学习记录' });
        await expect(getComputedStyle(selected).textDecorationLine).toBe('underline');
        const line = getComputedStyle(selected, '::after');
        await expect(line.backgroundColor).toBe(highlight);
        await expect(line.height).toBe('2px');
        const other = canvas.getByRole('tab', { name: '个人资料' });
        await expect(getComputedStyle(other).textDecorationLine).toBe('none');
        await expect(getComputedStyle(other, '::after').content).toBe('none');
      },
    );
    await step('当前页码标为当前页', async () => {
      const paging = await canvas.findByRole('navigation', { name: '学习记录分页' });
      await expect(within(paging).getByRole('button', { name: /第 1 页|1/ })).toHaveAttribute(
        'aria-current',
      );
    });
  },
};

export const Notifications: Story = {
  name: '消息',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=messages' }),
    docs: {
      description: {
        story:
          '消息：105 条未读，铃铛和标签显示 99+。逐条“标为已读” 6 条后剩 99 条未读，铃铛随之显示 99。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const bell = await stepWith(step, '等铃铛显示 99+ 条未读', () =>
        canvas.findByRole('link', { name: '消息 99+ 条未读' }),
      );
      await step('应列出 10 条消息，铃铛和“消息（99+）”标签显示 99+', async () => {
        const list = await canvas.findByRole('list', { name: '消息列表' });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
        await expect(canvas.getByRole('tab', { name: '消息（99+）' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      });
      await step('逐条“标为已读” 6 条', async () => {
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
          // The button is gone; focus went on to the next unread message's, not to <body>.
          await waitFor(() =>
            expect(document.activeElement).toHaveAccessibleName(/^将“.+”标为已读$/),
          );
        }
      });
      await step('铃铛应显示 99 条未读', async () => {
        await waitFor(() => expect(bell).toHaveAccessibleName('消息 99 条未读'));
        await expect(within(bell).getByTestId('count-badge')).toHaveTextContent('99');
      });
    },
    { failedDataViews: 1 },
  ),
};

export const NotificationsUnreadOnly: Story = {
  name: '消息：只看未读，最后一页',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=messages&filter=unread&page=11' }),
    docs: {
      description: { story: '从地址打开“只看未读”的第 11 页：共 105 条未读，最后一页 5 条。' },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await step('应显示共 105 条，本页 5 条，“未读”已选中', async () => {
        const list = await canvas.findByRole('list', { name: '消息列表' });
        await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 105 条');
        await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
        await expect(canvas.getByRole('button', { name: '未读' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      });
    },
    { failedDataViews: 1 },
  ),
};

export const LastUnreadRead: Story = {
  name: '消息：读完最后一条未读',
  args: { ...screenArgs, unreadCount: 2 },
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=messages&filter=unread' }),
    docs: {
      description: {
        story:
          '只看未读，2 条。只用键盘逐条“标为已读”：焦点移到下一条的“标为已读”；最后一条读完，列表变成' +
          '“没有未读消息”，焦点落在这句话上，而不是丢到页面开头。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const list = await canvas.findByRole('list', { name: '消息列表' });
      await step('第一条的“标为已读”：按回车，焦点移到第二条的', async () => {
        const buttons = within(list).getAllByRole('button', { name: /标为已读/ });
        await expect(buttons).toHaveLength(2);
        buttons[0]?.focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(buttons[1]).toHaveFocus());
      });
      await step('最后一条：按回车，“没有未读消息”，焦点在这句话上，不在 <body>', async () => {
        await userEvent.keyboard('{Enter}');
        const empty = await canvas.findByText('没有未读消息');
        await waitFor(() => expect(empty).toHaveFocus());
        await expectFocusRing(empty);
        await expect(canvas.getByRole('link', { name: '消息' })).toBeVisible();
      });
    },
    { failedDataViews: 1 },
  ),
};

/** 张明华's messages with 8 unread: the newest eight, 学生李晓雨's question (n-0006) among them. */
const EIGHT_UNREAD = { ...screenArgs, unreadCount: 8 };
const QUESTION_TITLE = '学生李晓雨对《高等数学 A（上）》提问';
const QUESTION_TEXT = '老师您好，第 2 次作业的第 3 题可以用夹逼准则吗？';
const QUESTION_URL = '/scenter?xh=T2024001&tab=messages&message=n-0006';

/** The open message: named by its title, full screen on a phone. */
async function findMessageDialog(): Promise<HTMLElement> {
  return within(document.body).findByRole('dialog', { name: QUESTION_TITLE });
}

/** The list's row that opens 李晓雨's question (the newest of the questions, n-0006). */
function questionRow(canvasElement: HTMLElement): HTMLElement {
  // `hidden`: behind an open dialog the page is aria-hidden.
  const list = within(canvasElement).getByRole('list', { name: '消息列表', hidden: true });
  const row = list.querySelector<HTMLElement>('[data-open="n-0006"]');
  if (!row) throw new Error('李晓雨的提问不在消息列表的第一页');
  return row;
}

export const MessageOpen: Story = {
  name: '消息：打开学生的提问',
  args: EIGHT_UNREAD,
  parameters: {
    ...app({ url: QUESTION_URL }),
    docs: {
      description: {
        story:
          '8 条未读。打开“学生李晓雨对《高等数学 A（上）》提问”：对话框（手机上全屏）显示完整的提问和回复框，' +
          '这条消息随即标为已读，铃铛从 8 变为 7。按 Esc 关闭后焦点回到这条消息，按回车再次打开。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, loaded, step }) => {
      const { browser } = loadedOf(loaded);
      const canvas = within(canvasElement);
      const dialog = await stepWith(step, '等对话框显示这条提问', findMessageDialog);
      await step('对话框里是李晓雨的完整提问和“回复”输入框，焦点在对话框里', async () => {
        await expect(await within(dialog).findByText(QUESTION_TEXT)).toBeVisible();
        await expect(within(dialog).getByText(/^李晓雨 · /)).toBeVisible();
        await expect(within(dialog).getByRole('textbox', { name: '回复' })).toBeVisible();
        await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      });
      if (isPhoneWidth()) {
        await step('手机上：对话框占满整个屏幕', async () => {
          const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
          await expect(paper.getBoundingClientRect().width).toBe(window.innerWidth);
        });
      }
      await step('打开即标为已读：铃铛从 8 条变为 7 条未读，这条消息没有未读圆点', async () => {
        await waitFor(() =>
          expect(canvas.getByRole('link', { name: /^消息/, hidden: true })).toHaveAccessibleName(
            '消息 7 条未读',
          ),
        );
        // The list may come in after the message itself.
        await waitFor(() =>
          expect(
            within(questionRow(canvasElement)).queryByRole('img', { name: '未读', hidden: true }),
          ).toBeNull(),
        );
      });
      await step('按 Esc 关闭：焦点回到这条消息，地址里不再有 message', async () => {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(questionRow(canvasElement)).toHaveFocus());
        await expect(browser.location().searchParams.get('message')).toBeNull();
      });
      await step('按回车再次打开这条消息', async () => {
        await userEvent.keyboard('{Enter}');
        const again = await findMessageDialog();
        await expect(await within(again).findByText(QUESTION_TEXT)).toBeVisible();
        await expect(browser.location().searchParams.get('message')).toBe('n-0006');
      });
    },
    { failedDataViews: 2 },
  ),
};

/** Every reply this story's app sends, in order. */
let repliesSent: unknown[] = [];
const countReplies = http.post('*/api/user/notifications/:id/reply', async ({ request }) => {
  repliesSent.push(await request.clone().json());
  // Falls through to the shared handler.
  return undefined;
});

export const MessageReplySent: Story = {
  name: '消息：回复学生的提问',
  args: EIGHT_UNREAD,
  parameters: {
    ...app({ url: QUESTION_URL }),
    msw: { handlers: [countReplies, ...handlers] },
    docs: {
      description: {
        story:
          '回复李晓雨的提问：什么都不填就点“发送回复”，提示“请输入回复内容”，不发请求；' +
          '写好回复再发送，回复出现在对话里（张明华），输入框清空；关掉再打开，回复仍在。',
      },
    },
  },
  beforeEach: () => {
    repliesSent = [];
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const dialog = await stepWith(step, '等对话框显示这条提问', findMessageDialog);
      const reply = await stepWith(step, '等“回复”输入框出现', () =>
        within(dialog).findByRole('textbox', { name: '回复' }),
      );
      await step('什么都不填就点“发送回复”：提示“请输入回复内容”，没有发出请求', async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
        await expect(await within(dialog).findByText('请输入回复内容')).toBeVisible();
        await expect(reply).toHaveFocus();
        await expect(repliesSent).toEqual([]);
      });
      const text = '可以用夹逼准则，但请写清每一步放缩。';
      await step(`输入“${text}”，点“发送回复”`, async () => {
        await userEvent.type(reply, text);
        await expect(within(dialog).queryByText('请输入回复内容')).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
      });
      await step('回复出现在对话里，署名张明华；输入框清空', async () => {
        const thread = within(dialog).getByRole('list', { name: '对话' });
        await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
        const sent = within(thread).getAllByRole('listitem')[1] as HTMLElement;
        await expect(sent).toHaveTextContent(/^张明华 · /);
        await expect(sent).toHaveTextContent(text);
        await expect(reply).toHaveValue('');
        await expect(repliesSent).toEqual([{ text }]);
      });
      await step('按 Esc 关闭，再按回车打开：回复仍在对话里', async () => {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(questionRow(canvasElement)).toHaveFocus());
        await userEvent.keyboard('{Enter}');
        const again = await findMessageDialog();
        await waitFor(() =>
          expect(
            within(within(again).getByRole('list', { name: '对话' })).getAllByRole('listitem'),
          ).toHaveLength(2),
        );
        const thread = within(again).getByRole('list', { name: '对话' });
        await expect(within(thread).getAllByRole('listitem')[1]).toHaveTextContent(text);
      });
    },
    { failedDataViews: 2 },
  ),
};

export const MessageReplyFailed: Story = {
  name: '消息：回复发送失败',
  args: EIGHT_UNREAD,
  parameters: {
    ...app({ url: QUESTION_URL }),
    msw: {
      handlers: [
        http.post('*/api/user/notifications/:id/reply', () =>
          HttpResponse.json(
            { code: 503, message: '消息服务暂时不可用，请稍后重试', result: null },
            { status: 503, statusText: 'Service Unavailable' },
          ),
        ),
        ...handlers,
      ],
    },
    docs: {
      description: {
        story:
          '发送回复时服务器出错：对话框里用中文说明原因，写好的回复留在输入框里（也作为草稿留在本标签页），可以再发一次。',
      },
    },
  },
  play: followsToolbar(
    async ({ userEvent, step }) => {
      const dialog = await stepWith(step, '等对话框显示这条提问', findMessageDialog);
      const text = '可以用夹逼准则。';
      await step(`输入“${text}”，点“发送回复”`, async () => {
        const reply = await within(dialog).findByRole('textbox', { name: '回复' });
        await userEvent.type(reply, text);
        await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
      });
      await step('提示“发送失败：消息服务暂时不可用，请稍后重试”，回复还在输入框里', async () => {
        await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
          '发送失败：消息服务暂时不可用，请稍后重试',
        );
        await expect(within(dialog).getByRole('textbox', { name: '回复' })).toHaveValue(text);
        await expect(
          within(within(dialog).getByRole('list', { name: '对话' })).getAllByRole('listitem'),
        ).toHaveLength(1);
        await expect(window.sessionStorage.getItem(STORAGE_KEYS.drafts)).toContain(text);
      });
      await step('错误提示在对话框标题下方 16 px，不盖住标题和“关闭”', async () => {
        // The toast itself, not its copy in the live region (hidden behind the modal for roles).
        const shown = await waitFor(() => {
          const found = [...document.querySelectorAll('[data-toast-type]')].find((toast) =>
            toast.textContent?.includes('Service Unavailable'),
          );
          if (!found) throw new Error('没有“Service Unavailable”提示');
          return found;
        });
        const box = () => shown.getBoundingClientRect();
        // On a phone the dialog fills the screen: its title row is the bar toasts open below.
        const bar = isPhoneWidth()
          ? within(dialog).getByRole('heading', { level: 2 }).getBoundingClientRect()
          : (document.querySelector('header')?.getBoundingClientRect() ?? null);
        await waitFor(() => expect(box()?.top).toBeCloseTo((bar?.bottom ?? 0) + 16, 0));
        const close = within(dialog).getByRole('button', { name: '关闭' }).getBoundingClientRect();
        const toast = box();
        await expect(boxesOverlap(toast, close)).toBe(false);
      });
    },
    { failedDataViews: 2 },
  ),
};

export const MessagesAllRead: Story = {
  name: '消息：全部已读',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=messages' }),
    docs: {
      description: {
        story: '105 条未读，点“全部已读”：列表里不再有未读圆点，铃铛和“消息”标签都不再显示数字。',
      },
    },
  },
  play: followsToolbar(
    async ({ canvasElement, userEvent, step }) => {
      const canvas = within(canvasElement);
      const bell = await stepWith(step, '等铃铛显示 99+ 条未读', () =>
        canvas.findByRole('link', { name: '消息 99+ 条未读' }),
      );
      await step('第一页的 10 条都标着未读圆点', async () => {
        const list = await canvas.findByRole('list', { name: '消息列表' });
        await expect(within(list).getAllByRole('img', { name: '未读' })).toHaveLength(10);
        await expect(within(list).queryByText(/【未读】/)).toBeNull();
      });
      await step('点“全部已读”', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '全部已读' }));
      });
      await step('铃铛和“消息”标签不再显示数字，列表里没有未读圆点', async () => {
        await waitFor(() => expect(bell).toHaveAccessibleName('消息'));
        await expect(within(bell).getByTestId('count-badge')).toBeEmptyDOMElement();
        await expect(canvas.getByRole('tab', { name: '消息' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const list = canvas.getByRole('list', { name: '消息列表' });
        await waitFor(() =>
          expect(within(list).queryAllByRole('img', { name: '未读' })).toHaveLength(0),
        );
        await expect(within(list).queryAllByRole('button', { name: /标为已读/ })).toHaveLength(0);
      });
      await step('焦点仍在“全部已读”上', async () => {
        await expect(canvas.getByRole('button', { name: '全部已读' })).toHaveFocus();
      });
    },
    { failedDataViews: 1 },
  ),
};

// 登录过期 pinned on a guarded screen: the reload sends the user to sign in.
export const RecordsSessionExpired: Story = {
  name: '网络：登录过期',
  globals: { network: 'expired', account: 'story' },
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records' }),
    docs: {
      description: {
        story:
          '固定为登录过期：学习记录的请求返回 401，令牌被清除，页面重新加载后显示“正在前往统一身份认证”；' +
          '重新登录后会回到这一页学习记录。',
      },
    },
  },
  play: async (context) => {
    const { step } = context;
    await networkOutcomePlay(0)(context);
    const { browser } = loadedOf(context.loaded);
    await step('最多前往统一身份认证两次（防止循环）', async () => {
      // In a browser the first trip leaves the page; the story's stand-in stays, so a guard may
      // run again, within the reload-loop guard's two trips.
      await waitFor(() => expect(browser.assign).toHaveBeenCalled());
      await expect(browser.assign.mock.calls.length).toBeLessThanOrEqual(2);
    });
    await step('重新登录后回到同一页学习记录', async () => {
      const attempt = JSON.parse(
        window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
      ) as { returnPath?: string };
      await expect(attempt.returnPath).toBe('/scenter?xh=T2024001&tab=records');
    });
  },
};

// 断网 pinned on 学习记录: the toast, and the list's error with 重试.
export const RecordsOffline: Story = {
  name: '网络：断网',
  globals: { network: 'offline', account: 'story' },
  parameters: {
    ...app({ url: '/scenter?xh=T2024001&tab=records' }),
    docs: {
      description: {
        story:
          '固定为断网：顶部提示“网络连接错误”，图表和列表都显示“加载失败：网络连接错误”和“重试”。',
      },
    },
  },
  // The chart and the list.
  play: networkOutcomePlay(2),
};
