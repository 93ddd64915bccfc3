import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, within } from 'storybook/test';
import { EmptyView, ErrorView, LoadingView } from '../../src/components/DataStates';
import { HttpError } from '../../src/lib/http/httpError';

/** The shared loading, empty and error-with-retry views every data view uses (design §7). */
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

export const Loading: Story = {
  parameters: { screenshotWhileLoading: true },
  render: () => <LoadingView label="正在加载学习记录" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在加载学习记录…');
  },
};

export const Empty: Story = {
  render: () => <EmptyView title="所选日期内没有学习记录" hint="换个日期范围试试" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('所选日期内没有学习记录')).toBeVisible();
    await expect(canvas.getByText('换个日期范围试试')).toBeVisible();
  },
};

const retry = fn().mockName('retry');

export const ErrorWithRetry: Story = {
  render: () => (
    <ErrorView error={new HttpError('status', 'Internal Server Error', 500)} onRetry={retry} />
  ),
  play: async ({ canvasElement, userEvent }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败：服务器出错（500）');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
