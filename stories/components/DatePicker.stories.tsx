import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { expect, waitFor, within } from 'storybook/test';
import { ChineseDatePicker } from '../../src/components/dates/ChineseDatePicker';
import { formatChineseDate } from '../../src/components/dates/DateProviders';
import { DateRangeFields } from '../../src/components/dates/DateRangeFields';
import type { DateRange } from '../../src/components/dates/dateRange';
import {
  enterDate,
  expectEndPickerRefusesDayBefore,
  hasTouchPointer,
} from '../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../support/responsive';

const REFERENCE = dayjs('2026-09-07');

function DatePickerDemo() {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [range, setRange] = useState<DateRange>({ from: dayjs('2026-09-10'), to: null });
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3, maxWidth: 560 }}>
      <Box>
        <ChineseDatePicker
          label="上课日期"
          value={date}
          onChange={setDate}
          referenceDate={REFERENCE}
        />
        <Typography sx={{ mt: 1 }} data-testid="chosen-date">
          {date ? `已选择：${formatChineseDate(date)}` : '未选择日期'}
        </Typography>
      </Box>
      <DateRangeFields value={range} onChange={setRange} referenceDate={REFERENCE} />
    </Box>
  );
}

/** zh-CN date picker and date range: `YYYY-MM-DD`, Chinese labels, weeks from Monday. */
const meta = {
  title: 'Components/DatePicker',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  component: DatePickerDemo,
} satisfies Meta<typeof DatePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ZhCn: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('choose a day from the calendar popup', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: /选择日期/ })[0] as HTMLElement);
      const dialog = await body.findByRole('dialog');
      await expect(within(dialog).getByText('2026年9月')).toBeVisible();
      const headers = within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      await expect(headers[0]).toBe('一');
      await userEvent.click(within(dialog).getByRole('gridcell', { name: '15' }));
      if (hasTouchPointer()) {
        // The mobile dialog keeps the zh-CN texts and waits for 确认.
        await expect(within(dialog).getByText('选择日期')).toBeVisible();
        await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
        await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
      }
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(canvas.getByTestId('chosen-date')).toHaveTextContent(
        '已选择：2026年9月15日 星期二',
      );
    });
    if (hasTouchPointer()) {
      await step('on touch, the end picker offers no day before the start', async () => {
        await expectEndPickerRefusesDayBefore(5, 10);
      });
      return;
    }
    await step('the end of a range cannot come before its start', async () => {
      await enterDate('结束日期', '2026-09-05');
      await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
    });
  },
};
