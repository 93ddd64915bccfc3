import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MinutesBarChart,
  type MinutesBarChartProps,
} from '@/features/study-stats/charts/MinutesBarChart';
import {
  courseBars,
  describeCourses,
  describeTimeBars,
  weekBars,
} from '@/features/study-stats/charts/studyChartData';
import { dailyMinutes, recentWeeks, weeklyMinutes } from '@/features/study-stats/studyStats';
import { hasTouchPointer } from '../../../support/phoneLayout';
import { stepWith } from '../../../support/steps';
import { phoneAndDesktopSnapshots } from '../../../support/responsive';

// The bar charts of 学习统计 (docs/api.md): study minutes per day, week or course, each with a
// sentence that says what it shows and a 表格 toggle with the same numbers as a table.
/** 学习统计的柱状图（设计 §8）：按天、按周或按课程的学习分钟数；每张图有一句文字说明，并可用“表格”按钮切换为同样数字的表格。可在“控件”中改标题、说明、数据、方向和颜色。 */
const meta = {
  title: 'Components/Charts',
  component: MinutesBarChart,
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  argTypes: {
    title: {
      name: '标题',
      description: '图表的标题，也是读屏时图表的名称。',
      control: { type: 'text' },
    },
    summary: {
      name: '文字说明',
      description: '一句话说明图表显示了什么，读屏用户听到的就是这句。',
      control: { type: 'text' },
    },
    categoryLabel: {
      name: '分类名称',
      description: '表格第一列的标题，例如“周”“日期”“课程”。',
      control: { type: 'text' },
    },
    bars: {
      name: '数据',
      description: '每根柱的标签和分钟数（label、minutes）。',
      control: { type: 'object' },
    },
    orientation: {
      name: '方向',
      description: '竖向柱状（按时间）或横向条形（按课程）。',
      options: ['columns', 'rows'],
      control: { type: 'radio', labels: { columns: '竖向柱状', rows: '横向条形' } },
      table: { defaultValue: { summary: '竖向柱状' } },
    },
    color: {
      name: '颜色',
      description: '柱的颜色。',
      options: ['primary', 'secondary'],
      control: { type: 'radio', labels: { primary: '主色', secondary: '次要色' } },
      table: { defaultValue: { summary: '主色' } },
    },
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MinutesBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve weeks up to Monday 7 September 2026: one week without study, the last one begun. */
const WEEKLY_MINUTES = [180, 240, 95, 0, 310, 260, 120, 205, 330, 150, 275, 45];
const twelveWeeks = weekBars(
  weeklyMinutes(
    dailyMinutes(
      WEEKLY_MINUTES.map((minutes, i) => ({
        // Each week's minutes on its Wednesday; the last week has only its Monday so far.
        date: i === 11 ? '2026-09-07' : weeklyDay(i),
        minutes,
      })),
      recentWeeks('2026-09-07'),
    ),
  ),
);

/**
 * The weeks under the columns are labelled at one interval, counted back from the latest, each
 * label whole. Left to choose, MUI X skipped one or two at a time, and cut
 * the last one to `11/…`.
 */
async function expectEvenWeekLabels(
  canvasElement: HTMLElement,
  bars: readonly { label: string }[],
) {
  const weeks = bars.map((bar) => bar.label);
  await waitFor(() => {
    const shown = [
      ...canvasElement.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'),
    ].map((label) => weeks.indexOf(label.textContent ?? ''));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown).not.toContain(-1);
    const steps = new Set(shown.slice(1).map((index, i) => index - (shown[i] ?? 0)));
    expect([...steps]).toHaveLength(1);
    expect(shown.at(-1)).toBe(weeks.length - 1);
  });
}

function weeklyDay(week: number): string {
  const monday = Date.UTC(2026, 5, 22) + week * 7 * 86_400_000;
  return new Date(monday + 2 * 86_400_000).toISOString().slice(0, 10);
}

/** Twelve weeks up to Monday 30 November 2026: September's labels have four characters, later ones five. */
const autumnWeeks = weekBars(
  weeklyMinutes(
    dailyMinutes(
      WEEKLY_MINUTES.map((minutes, i) => ({
        date: new Date(Date.UTC(2026, 8, 16) + i * 7 * 86_400_000).toISOString().slice(0, 10),
        minutes,
      })),
      recentWeeks('2026-11-30'),
    ),
  ),
);

const weeklyArgs: MinutesBarChartProps = {
  title: '每周学习时长',
  summary: describeTimeBars('近 12 周', '周', twelveWeeks),
  categoryLabel: '周',
  bars: twelveWeeks,
};

const courses = courseBars([
  { courseId: 'c-001', courseName: '高等数学 A（上）', minutes: 620 },
  { courseId: 'c-006', courseName: '数据结构与算法', minutes: 540 },
  { courseId: 'c-005', courseName: '程序设计基础（C 语言）', minutes: 480 },
  { courseId: 'c-012', courseName: '人工智能导论', minutes: 215 },
]);

const courseArgs: MinutesBarChartProps = {
  title: '各课程学习时长',
  summary: describeCourses('近 12 周', courses),
  categoryLabel: '课程',
  bars: courses,
  orientation: 'rows',
  color: 'secondary',
};

/** The rows of the chart's table: one per bar, then 合计. */
async function openTable(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: `表格（${title}）` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = canvas.getByRole('table', { name: title });
  return { toggle, table, rows: within(table).getAllByRole('row').slice(1) };
}

/** Bars the chart draws, in order. */
function barsOf(canvasElement: HTMLElement): SVGElement[] {
  return [...canvasElement.querySelectorAll<SVGElement>('.MuiBarChart-element')];
}

/**
 * The tooltip for one bar, the way this device reaches it: a finger held on it on a touch
 * screen, the mouse over it elsewhere. MUI X places the tooltip from where the pointer is.
 */
async function pointAt(bar: Element) {
  const box = bar.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  if (hasTouchPointer()) {
    await userEvent.pointer({ keys: '[TouchA>]', target: bar, coords });
  } else {
    await userEvent.pointer({ target: bar, coords });
  }
  return within(document.body).findByRole('tooltip');
}

/** The finger lifts, or the mouse leaves the chart. */
async function pointAway(bar: Element) {
  if (hasTouchPointer()) await userEvent.pointer({ keys: '[/TouchA]', target: bar });
  else await userEvent.unhover(bar);
}

/** 近 12 周每周的学习分钟数：其中一周没有学习，最后一周刚开始。指向柱子显示提示，切换为表格看到同样的数字。 */
export const Data: Story = {
  name: '按周（12 周）',
  args: weeklyArgs,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('文字说明：近 12 周共 2210 分钟，12 根柱', async () => {
      await expect(
        canvas.getByRole('figure', { name: '每周学习时长' }),
      ).toHaveAccessibleDescription(
        '近 12 周共学习 2210 分钟，最多的一周是 8月17日至8月23日（330 分钟），1 周没有学习。',
      );
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(12));
    });
    await step('纵轴每条刻度线都标着分钟数，最高的一条也标着', async () => {
      // The top tick's label once had no room above the plot and was shortened to nothing.
      const values = () =>
        [...canvasElement.querySelectorAll('.MuiChartsAxis-directionY text')].map(
          (label) => label.textContent,
        );
      await waitFor(() => {
        const shown = values();
        expect(shown.length).toBeGreaterThanOrEqual(3);
        expect(shown.every((value) => /^\d+$/.test(value ?? ''))).toBe(true);
        expect(Math.max(...shown.map(Number))).toBeGreaterThanOrEqual(330);
      });
    });
    await step('横轴的周标签间隔相同，每个都完整', () =>
      expectEvenWeekLabels(canvasElement, twelveWeeks),
    );
    await step('指向第 9 根柱：提示 8月17日至8月23日 330 分钟', async () => {
      const tooltip = await pointAt(barsOf(canvasElement)[8] as Element);
      await expect(tooltip).toHaveTextContent('8月17日至8月23日');
      await expect(tooltip).toHaveTextContent('330 分钟');
      await pointAway(barsOf(canvasElement)[8] as Element);
    });
    const { toggle, rows } = await stepWith(step, '点“表格”，改看每周学习时长的表格', () =>
      openTable(canvasElement, '每周学习时长'),
    );
    await step('表格：12 周和合计 2210，数字与图表一致', async () => {
      await expect(rows).toHaveLength(13);
      await expect(rows[0]).toHaveTextContent('6月22日至6月28日180');
      await expect(rows[3]).toHaveTextContent('7月13日至7月19日0');
      await expect(rows[11]).toHaveTextContent('9月7日45');
      await expect(rows[12]).toHaveTextContent('合计2210');
    });
    await step('切换回图表', async () => {
      await userEvent.click(toggle);
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(12));
    });
    await step('从“表格”按 Tab 进入图表：图表显示和其他控件一样的 2 像素焦点框', async () => {
      await waitFor(() => expect(toggle).toHaveFocus());
      await userEvent.keyboard('{Tab}');
      const figure = canvas.getByRole('figure', { name: '每周学习时长' });
      const stop = document.activeElement as HTMLElement;
      await expect(figure.contains(stop)).toBe(true);
      await expect(stop).not.toBe(toggle);
      const ring = getComputedStyle(stop);
      await expect([ring.outlineStyle, ring.outlineWidth]).toEqual(['solid', '2px']);
      // The screenshot shows the chart at rest.
      stop.blur();
    });
  },
};

/** 近 12 周各课程的学习分钟数，横向条形；表格中列出每门课和合计。 */
export const Courses: Story = {
  name: '按课程',
  args: courseArgs,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('文字说明：4 门课程，高等数学最多；4 根条', async () => {
      await expect(
        canvas.getByRole('figure', { name: '各课程学习时长' }),
      ).toHaveAccessibleDescription(
        '近 12 周学习了 4 门课程，用时最多的是 高等数学 A（上）（620 分钟，占 33%）。',
      );
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(4));
    });
    const { rows } = await stepWith(step, '点“表格”，改看各课程学习时长的表格', () =>
      openTable(canvasElement, '各课程学习时长'),
    );
    await step('表格：每门课的分钟数和合计 1855', async () => {
      await expect(rows.map((row) => row.textContent)).toEqual([
        '高等数学 A（上）620',
        '数据结构与算法540',
        '程序设计基础（C 语言）480',
        '人工智能导论215',
        '合计1855',
      ]);
    });
  },
};

/**
 * Windows 高对比度（强制颜色）下的条形图：坐标轴、刻度和课程名用系统文字色（CanvasText），在深色方案下也看得见。
 * 在 Storybook 里查看时，请用浏览器开发者工具的 Rendering 开启 forced-colors: active。
 */
export const ForcedColors: Story = {
  name: '高对比度（强制颜色）',
  // A desktop baseline only: forced colours change colours, not the layout.
  tags: ['!responsive'],
  args: courseArgs,
  parameters: { forcedColors: true },
  play: async ({ canvasElement, step }) => {
    await step('坐标轴和课程名用系统文字色，不用主题的近黑色', async () => {
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(4));
      const probe = document.createElement('div');
      probe.style.cssText = 'forced-color-adjust: none; color: CanvasText';
      document.body.append(probe);
      const text = getComputedStyle(probe).color;
      probe.remove();
      const labels = [...canvasElement.querySelectorAll('.MuiChartsAxis-tickLabel')];
      await expect(labels.length).toBeGreaterThan(4);
      for (const label of labels) await expect(getComputedStyle(label).fill).toBe(text);
      const lines = [...canvasElement.querySelectorAll('.MuiChartsAxis-line')];
      await expect(lines).toHaveLength(2);
      for (const line of lines) await expect(getComputedStyle(line).stroke).toBe(text);
    });
  },
};

/** 12 周都没有学习：坐标轴保留，柱子没有高度，文字说明“近 12 周没有学习时长”。 */
export const Empty: Story = {
  name: '全部为 0',
  args: {
    ...weeklyArgs,
    bars: weekBars(weeklyMinutes(dailyMinutes([], recentWeeks('2026-09-07')))),
    summary: '近 12 周没有学习时长。',
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示“近 12 周没有学习时长。”，12 根柱都没有高度', async () => {
      await expect(canvas.getByText('近 12 周没有学习时长。')).toBeVisible();
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(12));
    });
    const { rows } = await stepWith(step, '点“表格”，改看每周学习时长的表格', () =>
      openTable(canvasElement, '每周学习时长'),
    );
    await step('表格：12 周都是 0，合计 0', async () => {
      await expect(rows).toHaveLength(13);
      await expect(rows.slice(0, 12).every((row) => row.textContent?.endsWith('0'))).toBe(true);
      await expect(rows[12]).toHaveTextContent('合计0');
    });
  },
};

/** 一根柱都没有：显示“暂无数据”，表格只有合计 0。 */
export const NoBars: Story = {
  name: '没有数据',
  args: { ...courseArgs, bars: [], summary: '近 12 周没有学习时长。' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示“暂无数据”', async () => {
      await expect(await canvas.findByText('暂无数据')).toBeVisible();
    });
    const { rows } = await stepWith(step, '点“表格”，改看各课程学习时长的表格', () =>
      openTable(canvasElement, '各课程学习时长'),
    );
    await step('表格只有“合计 0”', async () => {
      await expect(rows.map((row) => row.textContent)).toEqual(['合计0']);
    });
  },
};

const oneWeek = weekBars(
  weeklyMinutes(
    dailyMinutes(
      [
        { date: '2026-09-01', minutes: 45 },
        { date: '2026-09-03', minutes: 75 },
      ],
      { from: '2026-08-31', to: '2026-09-06' },
    ),
  ),
);

/** 只有本周一根柱，共 120 分钟。 */
export const SingleWeek: Story = {
  name: '只有一周',
  args: { ...weeklyArgs, bars: oneWeek, summary: describeTimeBars('本周', '周', oneWeek) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('文字说明本周共 120 分钟，只有 1 根柱', async () => {
      await expect(
        canvas.getByText('本周共学习 120 分钟，最多的一周是 8月31日至9月6日（120 分钟）。'),
      ).toBeVisible();
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(1));
    });
    const { rows } = await stepWith(step, '点“表格”，改看每周学习时长的表格', () =>
      openTable(canvasElement, '每周学习时长'),
    );
    await step('表格：本周 120 分钟和合计', async () => {
      await expect(rows.map((row) => row.textContent)).toEqual(['8月31日至9月6日120', '合计120']);
    });
  },
};

const longNames = courseBars([
  {
    courseId: 'c-901',
    courseName: '新时代中国特色社会主义思想概论与高等学校课程思政教学设计方法研究（研讨课）',
    minutes: 360,
  },
  { courseId: 'c-902', courseName: '计算机科学与技术专业导论及学术规范与论文写作', minutes: 125 },
  { courseId: 'c-001', courseName: '高等数学 A（上）', minutes: 90 },
]);

/** 很长的课程名：坐标轴上缩短，提示和表格中完整显示，不会横向溢出。 */
export const LongCourseNames: Story = {
  name: '长课程名',
  args: { ...courseArgs, bars: longNames, summary: describeCourses('近 12 周', longNames) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('画出 3 根条', async () => {
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(3));
    });
    // The axis shortens a long name; the tooltip and the table give it whole.
    await step('指向第一根条：提示中是完整的课程名', async () => {
      const tooltip = await pointAt(barsOf(canvasElement)[0] as Element);
      await expect(tooltip).toHaveTextContent(
        '新时代中国特色社会主义思想概论与高等学校课程思政教学设计方法研究（研讨课）',
      );
      await pointAway(barsOf(canvasElement)[0] as Element);
    });
    const { rows } = await stepWith(step, '点“表格”，改看各课程学习时长的表格', () =>
      openTable(canvasElement, '各课程学习时长'),
    );
    await step('表格中是完整的课程名，页面不横向溢出', async () => {
      await expect(rows[0]).toHaveTextContent(
        '新时代中国特色社会主义思想概论与高等学校课程思政教学设计方法研究（研讨课）360',
      );
      await expect(canvas.getByRole('figure', { name: '各课程学习时长' })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    });
  },
};

// What a 320 px phone gives 学习记录's chart (228 px), with autumn's weeks: labels of four and
// five characters (9/14, 10/12), which MUI X's own choice spaced unevenly and cut at the end.
/** 最窄的手机上，学习记录的图表只有 228 像素宽；9 月到 11 月的周标签长短不一，仍然从最近一周往前每隔同样的周数标一次，每个都完整。 */
export const AutumnNarrow: Story = {
  name: '窄卡片里的秋季 12 周',
  args: {
    ...weeklyArgs,
    summary: describeTimeBars('近 12 周', '周', autumnWeeks),
    bars: autumnWeeks,
  },
  decorators: [
    (Story) => (
      <Box sx={{ width: 228 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    await step('12 根柱都画出', async () => {
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(12));
    });
    await step('最近一周标着日期，往前每隔同样的周数标一次，每个都完整', () =>
      expectEvenWeekLabels(canvasElement, autumnWeeks),
    );
  },
};

// Both dashboard charts in 320 px, the narrowest phone, at every width of the toolbar.
/** 两张图都放进最窄的手机宽度（320 像素），都不超出，提示照常显示。 */
export const PhoneWidth: Story = {
  name: '320 像素宽',
  args: weeklyArgs,
  decorators: [
    (Story) => (
      <Box sx={{ width: 320, maxWidth: '100%', mx: 'auto', display: 'grid', gap: 3 }}>
        <Story />
        <MinutesBarChart {...courseArgs} />
      </Box>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('两张图都不超过 320 像素宽', async () => {
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(16));
      for (const name of ['每周学习时长', '各课程学习时长']) {
        const figure = canvas.getByRole('figure', { name });
        await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(320);
        const svg = figure.querySelector('svg');
        await expect(svg?.getBoundingClientRect().right).toBeLessThanOrEqual(
          figure.getBoundingClientRect().right + 0.5,
        );
      }
    });
    await step('指向第 5 根柱：提示 310 分钟', async () => {
      const tooltip = await pointAt(barsOf(canvasElement)[4] as Element);
      await expect(tooltip).toHaveTextContent('310 分钟');
    });
  },
};

// The bars are drawn at the width their box has, measured by the chart (MinutesBars): when the
// box narrows (a phone turned, a window made smaller), they are drawn again to fit.
/** 图表所在的区域变窄（手机横竖屏切换、窗口缩小）到 200 像素时，柱子按新的宽度重新画，不会超出。 */
export const Narrowed: Story = {
  name: '区域变窄',
  args: weeklyArgs,
  decorators: [
    (Story) => (
      <Box data-chart-box sx={{ width: 640, maxWidth: '100%' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvasElement.querySelector<HTMLElement>('[data-chart-box]');
    const figure = canvas.getByRole('figure', { name: '每周学习时长' });
    const barsRight = () =>
      Math.max(...barsOf(canvasElement).map((bar) => bar.getBoundingClientRect().right));
    await step('先画出 12 根柱', async () => {
      await waitFor(() => expect(barsOf(canvasElement)).toHaveLength(12));
    });
    await step('区域变为 200 像素宽：12 根柱都画在新的宽度里', async () => {
      const wide = barsRight();
      box?.style.setProperty('width', '200px');
      await waitFor(() => {
        expect(barsOf(canvasElement)).toHaveLength(12);
        // The narrowest phone's box is 288 px wide: at least 88 px narrower at every width.
        expect(barsRight()).toBeLessThan(wide - 80);
        expect(barsRight()).toBeLessThanOrEqual(figure.getBoundingClientRect().right);
      });
    });
  },
};
