import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigErrorPage } from '@/components/ConfigErrorPage';
import { phoneAndDesktopSnapshots } from '../support/responsive';

// docs/configuration.md: a bad `app-config.json` is named, never a blank page.
/** 部署的 app-config.json 有问题时显示的页面（设计 §2）：指出哪个文件、哪一项、错在哪里，而不是一片空白。 */
const meta = {
  title: 'Screens/ConfigError',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  parameters: phoneAndDesktopSnapshots,
  component: ConfigErrorPage,
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** identityProvider.pkce 应为布尔值，却写成了字符串。 */
export const WrongType: Story = {
  name: '类型不对',
  args: {
    problem: {
      file: '/app-config.json',
      key: 'identityProvider.pkce',
      message: '应为布尔值（true 或 false），实际为字符串',
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示“配置错误”，并指出是哪个文件的哪一项', async () => {
      await expect(canvas.getByRole('heading', { name: '配置错误' })).toBeVisible();
      await expect(document.title).toBe('错误：配置错误 – 智慧学习平台');
      await expect(canvas.getByRole('main')).toHaveTextContent(
        '/app-config.json 中的 identityProvider.pkce',
      );
    });
  },
};

/** 配置文件无法解析为 JSON。 */
export const InvalidJson: Story = {
  name: '不是有效的 JSON',
  args: { problem: { file: '/app-config.json', key: null, message: '不是有效的 JSON' } },
  play: async ({ canvasElement, step }) => {
    await step('应说明配置文件不是有效的 JSON', async () => {
      await expect(within(canvasElement).getByRole('main')).toHaveTextContent(
        '配置文件 /app-config.json：不是有效的 JSON',
      );
    });
  },
};

/** 服务器上没有 app-config.json（HTTP 404）。 */
export const Missing: Story = {
  name: '配置文件不存在',
  args: { problem: { file: '/app-config.json', key: null, message: '配置文件不存在（HTTP 404）' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('应显示“配置错误”，并说明配置文件不存在（HTTP 404）', async () => {
      await expect(canvas.getByRole('heading', { name: '配置错误' })).toBeVisible();
      await expect(canvas.getByRole('main')).toHaveTextContent('/app-config.json');
      await expect(canvas.getByRole('main')).toHaveTextContent('配置文件不存在（HTTP 404）');
    });
  },
};
