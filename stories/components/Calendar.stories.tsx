import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { expect, within } from 'storybook/test';
import { formatChineseDate } from '@/components/dates/DateProviders';
import { EventCalendar } from '@/components/dates/EventCalendar';
import { phoneAndDesktopSnapshots } from '../support/responsive';

const REFERENCE = dayjs('2026-09-07');
const EVENTS = new Set(['2026-09-08', '2026-09-10', '2026-09-17', '2026-09-24']);
/** Mondays and Thursdays have lessons; a Thursday with an event is marked as one (10, 17, 24). */
const LESSONS = [
  '2026-09-07',
  '2026-09-10',
  '2026-09-14',
  '2026-09-17',
  '2026-09-21',
  '2026-09-24',
  '2026-09-28',
];

function CalendarDemo({ eventDays, lessonDays }: { eventDays: string[]; lessonDays: string[] }) {
  const [day, setDay] = useState<Dayjs | null>(null);
  const [month, setMonth] = useState(REFERENCE.format('YYYY-MM'));
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 } }}>
      <Box sx={{ flex: '0 1 320px', minWidth: 0 }}>
        <EventCalendar
          value={day}
          referenceDate={REFERENCE}
          eventDays={new Set(eventDays)}
          lessonDays={new Set(lessonDays.filter((day) => !eventDays.includes(day)))}
          onChange={setDay}
          onMonthChange={(m) => setMonth(m.format('YYYY-MM'))}
        />
      </Box>
      <Box>
        <Typography data-testid="chosen-day">
          {day ? `已选择：${formatChineseDate(day)}` : '未选择日期'}
        </Typography>
        <Typography data-testid="shown-month" color="text.secondary">
          当前月份：{month}
        </Typography>
      </Box>
    </Box>
  );
}

// The teaching calendar's month view: zh-CN, weeks from Monday, days with events marked.
/**
 * 教学日历的月视图：中文（zh-CN），每周从周一开始，有日程的日子带圆点，只有课的日子带圆圈，日历下有图例；
 * 点选某天、切换月份。
 */
const meta = {
  title: 'Components/Calendar',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  component: CalendarDemo,
  args: { eventDays: [...EVENTS], lessonDays: LESSONS },
  argTypes: {
    eventDays: {
      name: '有日程的日子',
      description: '带标记的日期（YYYY-MM-DD），例如 ["2026-09-08", "2026-09-10"]。',
      control: { type: 'object' },
    },
    lessonDays: {
      name: '有课的日子',
      description: '有课的日期（YYYY-MM-DD）；同一天也有日程时按有日程标记。',
      control: { type: 'object' },
    },
  },
} satisfies Meta<typeof CalendarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2026年9月，有 4 天有日程、另有 4 天只有课：点选 9月10日，再翻到下个月。 */
export const ZhCn: Story = {
  name: '中文月历',
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('应显示 2026年9月，每周从周一开始', async () => {
      await expect(await canvas.findByText('2026年9月')).toBeVisible();
      const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
      await expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    });
    await step('有日程的 4 天带圆点，只有课的 4 天带圆圈，名字里说明', async () => {
      const marked = (kind: string) =>
        [...canvasElement.querySelectorAll(`[data-has-${kind}="true"]`)].map((d) => d.textContent);
      await expect(marked('events')).toEqual(['8', '10', '17', '24']);
      await expect(marked('lessons')).toEqual(['7', '14', '21', '28']);
      await expect(canvas.getByRole('gridcell', { name: '9月14日，有课' })).toBeVisible();
      await expect(canvas.getByTestId('calendar-legend')).toHaveTextContent('有日程有课');
    });
    await step('点选 9月10日', async () => {
      await userEvent.click(canvas.getByRole('gridcell', { name: '9月10日，有日程' }));
      await expect(canvas.getByTestId('chosen-day')).toHaveTextContent(
        '已选择：2026年9月10日 星期四',
      );
    });
    await step('点“下个月”：显示 2026年10月', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
      await expect(canvas.getByTestId('shown-month')).toHaveTextContent('2026-10');
      await expect(await canvas.findByText('2026年10月')).toBeVisible();
    });
  },
};

/** 这个月没有任何日程：日历上没有标记。 */
export const MonthWithoutEvents: Story = {
  name: '本月没有日程',
  args: { eventDays: [], lessonDays: [] },
  play: async ({ canvasElement, step }) => {
    await step('应显示 2026年9月，没有任何标记', async () => {
      await expect(await within(canvasElement).findByText('2026年9月')).toBeVisible();
      await expect(
        canvasElement.querySelectorAll('[data-has-events="true"], [data-has-lessons="true"]'),
      ).toHaveLength(0);
    });
  },
};

/**
 * Windows 高对比度（强制颜色）下的月历：圆点和圆圈都还看得见（画成边框，强制颜色保留边框、覆盖背景）。
 * 在 Storybook 里查看时，请用浏览器开发者工具的 Rendering → “Emulate CSS media feature
 * forced-colors: active”；测试和截图由测试自动开启。
 */
export const ForcedColors: Story = {
  name: '高对比度（强制颜色）',
  // A desktop baseline only: forced colours change colours, not the layout.
  tags: ['!responsive'],
  parameters: { forcedColors: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('圆点和圆圈用系统文字色画出，和背景不同', async () => {
      await expect(await canvas.findByText('2026年9月')).toBeVisible();
      await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const canvasColour = getComputedStyle(canvasElement).backgroundColor;
      for (const name of ['9月8日，有日程', '9月7日，有课']) {
        const mark = getComputedStyle(canvas.getByRole('gridcell', { name }), '::after');
        await expect(mark.borderTopStyle).toBe('solid');
        await expect(mark.borderTopColor).not.toBe(canvasColour);
        await expect(mark.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
      }
    });
  },
};
