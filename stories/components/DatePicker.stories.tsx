import { lazy, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { expect, waitFor, within } from 'storybook/test';
import { ChineseDatePicker } from '@/components/dates/ChineseDatePicker';
import { formatChineseDate } from '@/components/dates/DateProviders';
import { DateRangeFields } from '@/components/dates/DateRangeFields';
import { DatePickerCode } from '@/components/dates/datePickerCode';
import { TYPED_DATE_ERROR } from '@/components/dates/LazyDatePicker';
import type { ChineseDatePickerProps } from '@/components/dates/ChineseDatePicker';
import type { DateRange } from '@/components/dates/dateRange';
import {
  enterDate,
  expectEndPickerRefusesDayBefore,
  findDateField,
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

// zh-CN date picker and date range: `年/月/日`, Chinese labels, weeks from Monday, quick ranges.
/** 中文日期选择器和日期范围：空时写作“年/月/日”，中文标签，每周从周一开始，快捷范围本周/本月/本学期；触屏上以对话框打开（标题如“9月15日”），需点“确认”。 */
const meta = {
  title: 'Components/DatePicker',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  component: DatePickerDemo,
} satisfies Meta<typeof DatePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 从弹出的日历选择 9月15日；再把结束日期填得早于开始日期，看到中文提示（触屏上，选择器根本不提供这些日子）。 */
export const ZhCn: Story = {
  name: '中文日期选择',
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The field's text, whether MUI X's picker or the stand-in before it is used.
    const dateOf = (label: string) =>
      (canvas.queryByRole('group', { name: label }) ?? canvas.getByRole('textbox', { name: label }))
        .closest('.MuiFormControl-root')
        ?.querySelector('input')?.value;
    await step('空的日期框写作“年/月/日”，不是 YYYY-MM-DD', async () => {
      // Until used, each field of the range is a stand-in that looks the same, without MUI X's
      // code (components/dates/LazyDatePicker).
      const standIn = await findDateField('结束日期');
      await expect(standIn).toHaveRole('textbox');
      await expect(standIn).toHaveAttribute('placeholder', '年/月/日');
      await expect(dateOf('结束日期')).toBe('');
      if (!hasTouchPointer()) {
        // With the keyboard: from 开始日期's 选择日期, Tab goes on to 结束日期.
        const controlOf = (field: HTMLElement) =>
          field.closest<HTMLElement>('.MuiFormControl-root') ?? field;
        const before = controlOf(standIn).getBoundingClientRect();
        const startControl = controlOf(await findDateField('开始日期'));
        within(startControl)
          .getByRole('button', { name: /选择日期/ })
          .focus();
        await userEvent.tab();
        // The picker in its place, in the same box, with the focus on its first section.
        const field = await canvas.findByRole('group', { name: '结束日期' });
        await waitFor(() => expect(field).toContainElement(document.activeElement as HTMLElement));
        await expect(document.activeElement).toHaveAccessibleName('年份');
        await expect(field).toHaveTextContent('年/月/日');
        const after = controlOf(field).getBoundingClientRect();
        await expect([after.x, after.y, after.width, after.height]).toEqual([
          before.x,
          before.y,
          before.width,
          before.height,
        ]);
      }
    });
    await step('从弹出的日历中选择 9月15日', async () => {
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
        // Its header in Chinese order, not the adapter's "15 九月".
        await expect(within(dialog).getByText('9月15日')).toBeVisible();
        // Thumb-sized: every day, the month arrows and 确认 at least 44 px.
        for (const target of [
          within(dialog).getByRole('gridcell', { name: '16' }),
          within(dialog).getByRole('button', { name: '下个月' }),
          within(dialog).getByRole('button', { name: '确认' }),
        ]) {
          const box = target.getBoundingClientRect();
          await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
        await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
        await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
      }
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(canvas.getByTestId('chosen-date')).toHaveTextContent(
        '已选择：2026年9月15日 星期二',
      );
    });
    if (hasTouchPointer()) {
      await step('触屏上：结束日期选择器不提供开始日期之前的日子', async () => {
        await expectEndPickerRefusesDayBefore(5, 10);
      });
    } else {
      await step('结束日期填 2026-09-05：应提示“结束日期不能早于开始日期”', async () => {
        await enterDate('结束日期', '2026-09-05');
        await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
      });
    }
    await step('快捷范围“本月”填入 9月1日至今天（9月7日）', async () => {
      const group = canvas.getByRole('group', { name: '快捷日期范围' });
      await expect(
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['本周', '本月', '本学期']);
      await userEvent.click(within(group).getByRole('button', { name: '本月' }));
      await expect(dateOf('开始日期')).toBe('2026/09/01');
      await expect(dateOf('结束日期')).toBe('2026/09/07');
      if (hasTouchPointer()) {
        const box = within(group).getByRole('button', { name: '本月' }).getBoundingClientRect();
        await expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

/** The picker's code held on its way for good, as a slow network holds it. */
const PickerCodeOnItsWay: ComponentType<ChineseDatePickerProps> = lazy(
  () => new Promise<{ default: ComponentType<ChineseDatePickerProps> }>(() => undefined),
);

/** 日期选择器的代码还在路上时，在结束日期里输入不是日期的文字（2026/13/45）再离开：框里留着所输入的文字，下方提示“请按 年/月/日 输入日期，如 2026/09/15”，框标为无效。 */
export const TypedNotADate: Story = {
  name: '输入的不是日期',
  decorators: [
    (Story) => (
      <DatePickerCode.Provider value={PickerCodeOnItsWay}>
        <Story />
      </DatePickerCode.Provider>
    ),
  ],
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('在结束日期里输入 2026/13/45，按 Tab 离开', async () => {
      const field = await findDateField('结束日期');
      await userEvent.click(field);
      await userEvent.keyboard('2026/13/45');
      await userEvent.tab();
    });
    await step('框里仍是所输入的文字，标为无效，提示写明格式', async () => {
      const field = canvas.getByRole('textbox', { name: '结束日期' });
      await expect(field).toHaveValue('2026/13/45');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(TYPED_DATE_ERROR);
      await expect(canvas.getByText(TYPED_DATE_ERROR)).toBeVisible();
      // The start date is untouched.
      await expect(canvas.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026/09/10');
    });
  },
};
