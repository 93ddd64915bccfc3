import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DemoIdentityProviderPage } from '@/app/demo/DemoIdentityProviderPage';
import { loadedOf } from '../../support/appEnvironment';
import type { AppStoryParameters } from '../../support/appParameters';
import { phoneAndDesktopSnapshots } from '../../support/responsive';

const authorize = (query: Record<string, string>) =>
  `/demo-idp/authorize?${new URLSearchParams(query).toString()}`;

const VALID_REQUEST = {
  response_type: 'code',
  client_id: 'learning-web',
  redirect_uri: `${window.location.origin}/login`,
  state: 'story-state',
};

// Demo mode's stand-in for the identity provider's login page (docs/screens.md).
/** 演示模式下代替统一身份认证的登录页（设计 §7）：列出演示账号（教师、学生、新入职教师、登录失败演示），选择后带着授权码回到应用。 */
const meta = {
  title: 'Screens/DemoIdentityProvider',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  component: DemoIdentityProviderPage,
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: { location: authorize(VALID_REQUEST) } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof DemoIdentityProviderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 选择张明华：带着授权码、原来的 state 和 iss 回到应用的 /login。 */
export const ChooseAccount: Story = {
  name: '选择演示账号',
  play: async ({ canvasElement, userEvent, loaded, step }) => {
    const canvas = within(canvasElement);
    const accounts = () =>
      within(canvas.getByRole('list', { name: '演示账号' })).getAllByRole('button');
    await step('应显示“统一身份认证（演示）”和 4 个演示账号', async () => {
      await expect(canvas.getByRole('heading', { name: '统一身份认证（演示）' })).toBeVisible();
      await expect(canvas.getByText('智慧学习平台请求登录。请选择一个演示账号：')).toBeVisible();
      await expect(accounts().map((account) => account.textContent)).toEqual([
        '张明华教师 · 信息工程学院',
        '李晓雨学生 · 计算机科学与技术 2024 级',
        expect.stringContaining('王新'),
        expect.stringContaining('登录失败'),
      ]);
    });
    await step('选择张明华：带着授权码、原来的 state 和 iss 回到应用的 /login', async () => {
      await userEvent.click(accounts()[0] as HTMLElement);
      const { browser } = loadedOf(loaded);
      await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
      const back = new URL(String(browser.assign.mock.calls[0]?.[0]));
      await expect(back.pathname).toBe('/login');
      await expect(back.searchParams.get('code')).toBe('demo-code-teacher');
      await expect(back.searchParams.get('state')).toBe('story-state');
      await expect(back.searchParams.get('iss')).toBe(window.location.origin);
    });
  },
};

/** redirect_uri 指向别的站点：说明请求无效，不列出账号，也不跳转。 */
export const InvalidRequest: Story = {
  name: '无效的登录请求',
  parameters: {
    app: { location: authorize({ ...VALID_REQUEST, redirect_uri: 'https://evil.example/login' }) },
  },
  play: async ({ canvasElement, loaded, step }) => {
    const canvas = within(canvasElement);
    await step('应说明登录请求无效，不列出演示账号，也不跳转', async () => {
      await expect(canvas.getByText('无效的登录请求：redirect_uri 不属于本演示站点')).toBeVisible();
      await expect(canvas.queryByRole('list', { name: '演示账号' })).toBeNull();
      await expect(loadedOf(loaded).browser.assign).not.toHaveBeenCalled();
    });
  },
};
