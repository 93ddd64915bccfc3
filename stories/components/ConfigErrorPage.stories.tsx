import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigErrorPage } from '../../src/components/ConfigErrorPage';
import { phoneAndDesktopSnapshots } from '../support/responsive';

/** Design §2: a bad `app-config.json` is named, never a blank page. */
const meta = {
  title: 'Screens/ConfigError',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  parameters: phoneAndDesktopSnapshots,
  component: ConfigErrorPage,
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WrongType: Story = {
  args: {
    problem: {
      file: '/app-config.json',
      key: 'identityProvider.pkce',
      message: '应为布尔值（true 或 false），实际为字符串',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '配置错误' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(
      '/app-config.json 中的 identityProvider.pkce',
    );
  },
};

export const InvalidJson: Story = {
  args: { problem: { file: '/app-config.json', key: null, message: '不是有效的 JSON' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent(
      '配置文件 /app-config.json：不是有效的 JSON',
    );
  },
};

export const Missing: Story = {
  args: { problem: { file: '/app-config.json', key: null, message: '配置文件不存在（HTTP 404）' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '配置错误' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('/app-config.json');
    await expect(canvas.getByRole('main')).toHaveTextContent('配置文件不存在（HTTP 404）');
  },
};
