import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, within } from 'storybook/test';
import { EmptyView, ErrorView, LoadingView } from '@/components/DataStates';
import { HttpError } from '@/lib/http/httpError';

// The shared loading, empty and error-with-retry views every data view uses (docs/screens.md).
/** 每个数据视图共用的加载中、没有数据、加载失败（带“重试”）三种状态（设计 §7）。加载失败按原因用中文说明：登录已过期（401）、没有权限（403）、找不到（404）、服务器出错（5xx）、网络超时、网络连接错误。 */
const meta = {
  title: 'Components/DataStates',
  decorators: [
    (Story) => (
      <Box sx={{ p: 4, maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 数据还在路上：转圈和“正在加载…”。 */
export const Loading: Story = {
  name: '加载中',
  parameters: { screenshotWhileLoading: true },
  render: () => <LoadingView label="正在加载学习记录" />,
  play: async ({ canvasElement, step }) => {
    await step('应显示“正在加载学习记录…”', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        '正在加载学习记录…',
      );
    });
  },
};

/** 说明缺什么，并提示可以怎么做。 */
export const Empty: Story = {
  name: '没有数据',
  render: () => <EmptyView title="所选日期内没有学习记录" hint="换个日期范围试试" />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应说明缺什么，以及可以怎么做', async () => {
      await expect(canvas.getByText('所选日期内没有学习记录')).toBeVisible();
      await expect(canvas.getByText('换个日期范围试试')).toBeVisible();
    });
  },
};

const retry = fn().mockName('retry');

/** 接口返回 500：显示“加载失败：服务器出错（500）”和“重试”。 */
export const ErrorWithRetry: Story = {
  name: '加载失败',
  render: () => (
    <ErrorView error={new HttpError('status', 'Internal Server Error', 500)} onRetry={retry} />
  ),
  play: async ({ canvasElement, userEvent, step }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    await step('应显示“加载失败：服务器出错（500）”', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败：服务器出错（500）');
    });
    await step('点击“重试”：再请求一次', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '重试' }));
      await expect(retry).toHaveBeenCalledTimes(1);
    });
  },
};
