import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { ChinesePagination } from '../../src/components/ChinesePagination';
import { isPhoneWidth } from '../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../support/responsive';

function PaginationDemo({ total }: { total: number }) {
  const [state, setState] = useState({ page: 1, size: 10 });
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      <ChinesePagination
        total={total}
        page={state.page}
        pageSize={state.size}
        onChange={(page, size) => setState({ page, size })}
        label="学习记录分页"
      />
      <Typography sx={{ mt: 2 }} data-testid="pagination-state">
        第 {state.page} 页，每页 {state.size} 条
      </Typography>
    </Box>
  );
}

/** ElPagination's zh-CN wording: `共 N 条`, `10条/页`, `前往 N 页`, pages named in Chinese. */
const meta = {
  title: 'Components/Pagination',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  component: PaginationDemo,
  args: { total: 235 },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ZhCn: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 235 条');
    if (isPhoneWidth()) {
      await step('below 600 px: 上一页, the page of the total, 下一页 and 共 N 条', async () => {
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 1 / 24 页');
        await expect(canvas.queryByRole('combobox', { name: '每页条数' })).toBeNull();
        await expect(canvas.queryByRole('textbox', { name: /前往页码/ })).toBeNull();
        await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
        await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
        await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
          '第 2 页，每页 10 条',
        );
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 24 页');
        await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
        await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
          '第 1 页，每页 10 条',
        );
        for (const button of canvas.getAllByRole('button')) {
          await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
        }
      });
      return;
    }
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('10条/页');
    await expect(canvas.getByRole('button', { name: '第 24 页' })).toBeVisible();

    await step('page buttons are named in Chinese', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 2 页，每页 10 条');
      await expect(canvas.getByRole('button', { name: '第 2 页，当前页' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 3 页');
    });

    await step('the size menu reads 10条/页, 20条/页, 50条/页, 100条/页', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: '每页条数' }));
      const options = await body.findAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual([
        '10条/页',
        '20条/页',
        '50条/页',
        '100条/页',
      ]);
      await userEvent.click(body.getByRole('option', { name: '20条/页' }));
      // Record 21 (first of page 3 at 10 a page) stays in view: page 2 at 20 a page.
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 2 页，每页 20 条');
    });

    await step('前往 N 页 jumps, clamped to the last page', async () => {
      const jump = canvas.getByRole('textbox', { name: /前往页码/ });
      await userEvent.type(jump, '99{Enter}');
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
        '第 12 页，每页 20 条',
      );
    });
  },
};
