import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '../../../src/config/constants';
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

const meta = {
  title: 'Screens/Login',
  // Also a test on a touch phone, with `-mobile` baselines (see stories/support/responsive.ts).
  tags: ['responsive'],
  // Design §9: keeps its outcome whatever the toolbar says.
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

/** `/login` while the code is exchanged: the answer never comes. */
export const Exchanging: Story = {
  parameters: {
    screenshotWhileLoading: true,
    msw: { handlers: [http.post('*/api/auth/oauth-login', () => delay('infinite')), ...handlers] },
  },
  play: async ({ canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '正在登录' })).toBeVisible();
    await expect(canvas.getByText('正在验证身份，请稍候…')).toBeVisible();
    // D5: the code leaves the address bar before the exchange starts.
    await waitFor(() => expect(browser.replaceAddress).toHaveBeenCalledWith('/login'));
    await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  },
};

/** The exchange answers `code ≠ 200`: the console hears of it, the user sees 重新登录 (D3). */
export const Failed: Story = {
  parameters: { msw: { handlers: [signInRejectedHandler, ...handlers] } },
  play: async ({ canvasElement, loaded, userEvent }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '登录失败' })).toBeVisible();
    await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    const authorize = new URL(browser.assign.mock.calls.at(0)?.[0] ?? '');
    await expect(authorize.origin + authorize.pathname).toBe(
      'https://sso.example.edu.cn/oauth2/authorize',
    );
    await expect(authorize.searchParams.get('state')).not.toBe(STATE);
  },
};
