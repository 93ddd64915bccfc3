import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@/config/constants';
import { handlers } from '../../../mocks/handlers';
import { signInRejectedHandler } from '../../../mocks/handlers/auth';
import { loadedOf } from '../../support/appEnvironment';
import { STORY_NOW, type AppStoryParameters } from '../../support/appParameters';
import { phoneAndDesktopSnapshots } from '../../support/responsive';
import { PINNED_TOOLBAR } from '../../support/toolbar';

const STATE = 'S3JhbmRvbS1zdGF0ZS1mb3Itc3Rvcmllcy0xMjM0NTY';
const attempt = JSON.stringify({
  state: STATE,
  returnPath: '/scenter',
  createdAt: Date.parse(STORY_NOW) - 20_000,
});

/** /login 页面：统一身份认证带着授权码回来后，用授权码换取令牌时用户看到的画面。固定为网络正常、按故事设定的账号：换令牌的结果由故事自己的接口决定。 */
const meta = {
  title: 'Screens/Login',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['responsive', '!autodocs'],
  // docs/stories.md: keeps its outcome whatever the toolbar says.
  globals: PINNED_TOOLBAR,
  parameters: {
    ...phoneAndDesktopSnapshots,
    app: {
      url: `/login?code=demo-code-teacher&state=${STATE}`,
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attempt },
    } satisfies AppStoryParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// `/login` while the code is exchanged: the answer never comes.
/** 正在用授权码换令牌（接口一直不回答）：显示“正在登录”和“正在验证身份，请稍候…”；授权码在换令牌前就从地址栏去掉，还没有存任何令牌。 */
export const Exchanging: Story = {
  name: '正在登录',
  parameters: {
    screenshotWhileLoading: true,
    msw: { handlers: [http.post('*/api/auth/oauth-login', () => delay('infinite')), ...handlers] },
  },
  play: async ({ canvasElement, loaded, step }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('应显示“正在登录”和“正在验证身份，请稍候…”', async () => {
      await expect(await canvas.findByRole('heading', { name: '正在登录' })).toBeVisible();
      await expect(canvas.getByText('正在验证身份，请稍候…')).toBeVisible();
    });
    await step('授权码已从地址栏去掉，还没有存令牌', async () => {
      // D5: the code leaves the address bar before the exchange starts.
      await waitFor(() => expect(browser.replaceAddress).toHaveBeenCalledWith('/login'));
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
  },
};

// The exchange answers `code ≠ 200`: the console hears of it, the user sees 重新登录 (D3).
/** 换令牌被拒绝（code ≠ 200）：只写控制台，不存令牌，删掉这次登录尝试，停在“登录失败”页面。点“重新登录”会以新的 state 前往统一身份认证。 */
export const Failed: Story = {
  name: '登录失败',
  parameters: { msw: { handlers: [signInRejectedHandler, ...handlers] } },
  play: async ({ canvasElement, loaded, userEvent, step }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('应显示“登录失败”，没有存令牌，登录尝试已删掉', async () => {
      await expect(await canvas.findByRole('heading', { name: '登录失败' })).toBeVisible();
      await expect(document.title).toBe('错误：登录失败 – 智慧学习平台');
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
    });
    await step('点击“重新登录”：以新的 state 前往统一身份认证', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '重新登录' }));
      await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
      const authorize = new URL(browser.assign.mock.calls.at(0)?.[0] ?? '');
      await expect(authorize.origin + authorize.pathname).toBe(
        'https://sso.example.edu.cn/oauth2/authorize',
      );
      await expect(authorize.searchParams.get('state')).not.toBe(STATE);
    });
  },
};
