import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { expect, within } from 'storybook/test';
import { formatChineseDate } from '../../src/components/dates/DateProviders';
import { EventCalendar } from '../../src/components/dates/EventCalendar';
import { phoneAndDesktopSnapshots } from '../support/responsive';

const REFERENCE = dayjs('2026-09-07');
const EVENTS = new Set(['2026-09-08', '2026-09-10', '2026-09-17', '2026-09-24']);

function CalendarDemo({ eventDays }: { eventDays: string[] }) {
  const [day, setDay] = useState<Dayjs | null>(null);
  const [month, setMonth] = useState(REFERENCE.format('YYYY-MM'));
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 } }}>
      <Box sx={{ flex: '0 1 320px', minWidth: 0 }}>
        <EventCalendar
          value={day}
          referenceDate={REFERENCE}
          eventDays={new Set(eventDays)}
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

/** The teaching calendar's month view: zh-CN, weeks from Monday, days with events marked. */
const meta = {
  title: 'Components/Calendar',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  component: CalendarDemo,
  args: { eventDays: [...EVENTS] },
} satisfies Meta<typeof CalendarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ZhCn: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2026年9月')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const marked = canvasElement.querySelectorAll('[data-has-events="true"]');
    await expect(marked).toHaveLength(EVENTS.size);
    await userEvent.click(canvas.getByRole('gridcell', { name: '9月10日，有日程' }));
    await expect(canvas.getByTestId('chosen-day')).toHaveTextContent(
      '已选择：2026年9月10日 星期四',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
    await expect(canvas.getByTestId('shown-month')).toHaveTextContent('2026-10');
    await expect(await canvas.findByText('2026年10月')).toBeVisible();
  },
};

export const MonthWithoutEvents: Story = {
  args: { eventDays: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2026年9月')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-has-events="true"]')).toHaveLength(0);
  },
};
