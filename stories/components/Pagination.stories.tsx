import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { ChinesePagination } from '@/components/ChinesePagination';
import { DEFAULT_PAGE_SIZES } from '@/config/paging';
import { isPhoneWidth } from '../support/phoneLayout';
import { phoneAndDesktopSnapshots } from '../support/responsive';

interface DemoProps {
  /** 共 N 条. */
  total: number;
  /** One of the 条/页 list. */
  pageSize: number;
  /** 1-based; kept within 1 … the last page. */
  page: number;
}

/** What the controls ask for, within range: total ≥ 0, a listed size, a page that exists. */
function withinRange({ total, pageSize, page }: DemoProps) {
  const safeTotal = Math.max(0, Math.floor(Number(total) || 0));
  const safeSize = (DEFAULT_PAGE_SIZES as readonly number[]).includes(pageSize)
    ? pageSize
    : DEFAULT_PAGE_SIZES[0];
  const pageCount = Math.max(1, Math.ceil(safeTotal / safeSize));
  const safePage = Math.min(Math.max(1, Math.floor(Number(page) || 1)), pageCount);
  return { total: safeTotal, pageSize: safeSize, page: safePage, pageCount };
}

function PaginationDemo(props: DemoProps) {
  const start = withinRange(props);
  const [state, setState] = useState({ page: start.page, size: start.pageSize });
  const { page, pageSize } = withinRange({
    total: start.total,
    pageSize: state.size,
    page: state.page,
  });
  const adjusted =
    start.total !== props.total || start.page !== props.page || start.pageSize !== props.pageSize;
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      <ChinesePagination
        total={start.total}
        page={page}
        pageSize={pageSize}
        onChange={(next, size) => setState({ page: next, size })}
        label="学习记录分页"
      />
      <Typography sx={{ mt: 2 }} data-testid="pagination-state">
        第 {page} 页，每页 {pageSize} 条
      </Typography>
      {adjusted && (
        <Typography sx={{ mt: 1 }} color="warning.dark" data-testid="pagination-adjusted">
          控件中的值超出范围，已按 共 {start.total} 条、第 {start.page} / {start.pageCount} 页、
          {start.pageSize}条/页 显示。
        </Typography>
      )}
    </Box>
  );
}

// ElPagination's zh-CN wording: `共 N 条`, `10条/页`, `前往 N 页`, pages named in Chinese.
const meta = {
  title: 'Components/Pagination',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: {
    ...phoneAndDesktopSnapshots,
    docs: {
      description: {
        component:
          '中文分页（仿 Element Plus 的 ElPagination）：“共 N 条”、“10条/页”、页码按钮和“前往 N 页”。' +
          '手机上显示上一页、第几页/共几页、下一页、共 N 条和“前往 N 页”。下方一行显示当前页和每页条数。',
      },
    },
  },
  // Changing a control starts the demo anew from the controls' values.
  render: (args) => <PaginationDemo key={JSON.stringify(args)} {...args} />,
  args: { total: 235, pageSize: DEFAULT_PAGE_SIZES[0], page: 1 },
  argTypes: {
    total: {
      name: '总条数',
      description: '列表一共有多少条（共 N 条），不能小于 0。',
      control: { type: 'number', min: 0, step: 1 },
    },
    pageSize: {
      name: '每页条数',
      description: '每页显示多少条，只能从“条/页”列表中选。',
      options: [...DEFAULT_PAGE_SIZES],
      control: {
        type: 'select',
        labels: Object.fromEntries(DEFAULT_PAGE_SIZES.map((size) => [size, `${size}条/页`])),
      },
      table: { defaultValue: { summary: `${DEFAULT_PAGE_SIZES[0]}条/页` } },
    },
    page: {
      name: '当前页',
      description: '从第几页开始（从 1 开始）；超过最后一页时按最后一页显示。',
      control: { type: 'number', min: 1, step: 1 },
    },
  },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ZhCn: Story = {
  name: '中文分页',
  parameters: {
    docs: {
      description: {
        story:
          '共 235 条、每页 10 条、第 1 页：页码按钮、“10条/页”和“前往 N 页”。手机上是上一页、' +
          '第几页/共几页、下一页和“前往 N 页”。翻页、改每页条数、跳页之后的样子见“翻页后”。',
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示共 235 条、第 1 页、每页 10 条', async () => {
      await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 235 条');
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 1 页，每页 10 条');
      await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    });
    if (isPhoneWidth()) {
      await step(
        '手机上：上一页、第 1 / 24 页、下一页、共 N 条和“前往 N 页”，按钮和输入框至少 44 px 高',
        async () => {
          await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 1 / 24 页');
          await expect(canvas.queryByRole('combobox', { name: '每页条数' })).toBeNull();
          for (const button of canvas.getAllByRole('button')) {
            await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
          }
          const jump = canvas.getByRole('textbox', { name: '前往页码，共 24 页' });
          await expect(jump).toHaveAttribute('inputmode', 'numeric');
          const box = (jump.closest('.MuiInputBase-root') as HTMLElement).getBoundingClientRect();
          await expect(box.height).toBeGreaterThanOrEqual(44);
          await expect(canvas.getByText('前往')).toBeVisible();
        },
      );
      return;
    }
    await step('应显示 10条/页、第 1 页为当前页和最后一页“第 24 页”', async () => {
      await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('10条/页');
      await expect(canvas.getByRole('button', { name: '第 1 页，当前页' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('button', { name: '第 24 页' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: /前往页码/ })).toHaveValue('');
    });
  },
};

// The interactions, in a story named for where they end (the controls hold where it started).
export const PagedThrough: Story = {
  name: '翻页后',
  parameters: {
    endState:
      '桌面：第 12 页、20条/页（翻页、改每页条数、前往 99 页之后）；手机：第 12 / 24 页（翻页、前往 12 页之后）',
    docs: {
      description: {
        story:
          '从共 235 条、每页 10 条的第 1 页开始：点页码和“下一页”翻页，把每页条数改为 20条/页 时' +
          '仍停在第 21 条所在的页，在“前往”中输入 99 跳到最后一页，停在第 12 页（20条/页）。' +
          '手机上点“下一页”“上一页”“下一页”，再在“前往”中输入 12，停在第 12 / 24 页。控件显示的是开始时的值。',
      },
    },
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    if (isPhoneWidth()) {
      await step('手机上：下一页、上一页、再下一页，停在第 2 / 24 页', async () => {
        await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 24 页');
        await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
        await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
          '第 1 页，每页 10 条',
        );
        await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
        await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
          '第 2 页，每页 10 条',
        );
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 2 / 24 页');
      });
      await step('手机上：在“前往”中输入 12 回车，跳到第 12 / 24 页', async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: /前往页码/ }), '12{Enter}');
        await expect(canvas.getByTestId('pagination-page')).toHaveTextContent('第 12 / 24 页');
        await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
          '第 12 页，每页 10 条',
        );
        await expect(canvas.getByRole('textbox', { name: /前往页码/ })).toHaveValue('');
      });
      return;
    }
    await step('点击“第 2 页”再点“下一页”，到第 3 页', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 2 页，每页 10 条');
      await expect(canvas.getByRole('button', { name: '第 2 页，当前页' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 3 页');
    });

    await step('每页条数改为 20条/页：列表为 10/20/50/100条/页，停在第 2 页', async () => {
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

    await step('前往 99 页：跳到最后一页（第 12 页）', async () => {
      const jump = canvas.getByRole('textbox', { name: /前往页码/ });
      await userEvent.type(jump, '99{Enter}');
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent(
        '第 12 页，每页 20 条',
      );
    });
  },
};

export const FewRecords: Story = {
  name: '控件超出范围',
  args: { total: 3, page: 12 },
  parameters: {
    docs: {
      description: {
        story:
          '只有 3 条却要第 12 页：分页和下方的说明都按唯一的第 1 页显示，并提示控件的值超出了范围。',
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示共 3 条、第 1 页', async () => {
      await expect(canvas.getByTestId('pagination-total')).toHaveTextContent('共 3 条');
      await expect(canvas.getByTestId('pagination-state')).toHaveTextContent('第 1 页，每页 10 条');
    });
    await step('应说明控件的值超出范围', async () => {
      await expect(canvas.getByTestId('pagination-adjusted')).toHaveTextContent('第 1 / 1 页');
    });
  },
};
