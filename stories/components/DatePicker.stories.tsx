import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { expect, within } from 'storybook/test';
import { ChineseDatePicker } from '../../src/components/dates/ChineseDatePicker';
import { formatChineseDate } from '../../src/components/dates/DateProviders';
import { DateRangeFields } from '../../src/components/dates/DateRangeFields';
import type { DateRange } from '../../src/components/dates/dateRange';

const REFERENCE = dayjs('2026-09-07');

function DatePickerDemo() {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [range, setRange] = useState<DateRange>({ from: dayjs('2026-09-10'), to: null });
  return (
    <Box sx={{ p: 4, display: 'grid', gap: 3, maxWidth: 560 }}>
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
      await expect(canvas.getByTestId('chosen-date')).toHaveTextContent(
        '已选择：2026年9月15日 星期二',
      );
    });
    await step('the end of a range cannot come before its start', async () => {
      const end = canvas.getByRole('group', { name: '结束日期' });
      await userEvent.click(end);
      await userEvent.keyboard('20260905');
      await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
    });
  },
};
