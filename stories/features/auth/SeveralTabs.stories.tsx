import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { currentSession } from '@/lib/session/session';
import type { UserInfo } from '@/types/user';
import { handlers } from '../../../mocks/handlers';
import { student, teacher, tokenFor } from '../../../mocks/fixtures/users';
import { loadedOf } from '../../support/appEnvironment';
import { STORY_NOW, app } from '../../support/appParameters';
import { PINNED_TOOLBAR } from '../../support/toolbar';

// docs/session.md "Several tabs". The story is one tab; the other tab is simulated the way the
// browser would show it here: it writes localStorage, and this tab receives a real
// `StorageEvent` (the browser fires it in the other tabs only, so the play dispatches it).
/** 同一浏览器开着几个标签页（设计 §3“多个标签页”）。故事是其中一个标签页；另一个标签页按浏览器的方式模拟：它写 localStorage，这个标签页收到真实的 StorageEvent。 */
const meta = {
  title: 'Flows/SeveralTabs',
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['flow', '!autodocs'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: PINNED_TOOLBAR,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = Date.parse(STORY_NOW);

/**
 * This tab follows on its own, with no click: a bound that tells a tab that follows from one that
 * does not, not the speed. "Within a second" (docs/session.md) is a figure of `npm run budgets`,
 * measured on a phone's CPU and network: a timed check here fails on a busy machine, as the same
 * check did in e2e/tabs.e2e.test.ts (docs/testing.md).
 */
const ON_ITS_OWN = { timeout: 5000 };

/** Another tab changes one localStorage entry (null: clears it all); this tab hears of it. */
function otherTab(key: string | null, newValue: string | null) {
  const oldValue = key === null ? null : window.localStorage.getItem(key);
  if (key === null) window.localStorage.clear();
  else if (newValue === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      oldValue,
      newValue,
      storageArea: window.localStorage,
      url: `${window.location.origin}/`,
    }),
  );
}

/** Another tab completes a sign-in: token, user and type, in the order the app writes them. */
function otherTabSignsIn(user: UserInfo, expire = NOW + TOKEN_LIFETIME_MS) {
  otherTab(STORAGE_KEYS.token, JSON.stringify({ value: tokenFor(user), expire }));
  otherTab(STORAGE_KEYS.user, JSON.stringify(user));
  otherTab(STORAGE_KEYS.userType, JSON.stringify(user.userType));
}

/** Records the Authorization header of every API request, then lets the usual handler answer. */
function recordingAuthorization() {
  const sent: { path: string; authorization: string | null }[] = [];
  const handler = http.all('*/api/*', ({ request }) => {
    sent.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
    });
    // No answer: the next handler (the shared mock API) answers.
  });
  return { sent, handler };
}

const logoutRecorder = recordingAuthorization();

// The user centre with data on screen; the user logs out in another tab.
/** 个人中心正显示张明华的资料，用户在另一个标签页退出登录：这里一秒内回到未登录的首页，之后的请求不带旧令牌，不重新加载，也不去统一身份认证。 */
export const LogoutInAnotherTab: Story = {
  name: '另一个标签页退出登录',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001', signedInAs: teacher }),
    msw: { handlers: [logoutRecorder.handler, ...handlers] },
  },
  beforeEach: () => {
    logoutRecorder.sent.length = 0;
  },
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    let sentBefore = 0;
    await step('个人中心显示着张明华的资料', async () => {
      // The main page's code is at hand, as in a built app: the bound below is the app's
      // reaction, not the story server compiling a chunk on a busy machine.
      await import('@/app/pages/MainPage');
      await expect(await canvas.findByTestId('profile-name')).toHaveTextContent('张明华');
      // The name comes from storage; the header's entries and unread count come from the API
      // with the token. Waiting for them means every request of this page has been answered,
      // so none still in flight is counted as sent after the logout.
      const nav = await canvas.findByRole('navigation', { name: '主导航' });
      await within(nav).findByRole('link', { name: '个人中心' });
      await canvas.findByRole('link', { name: '消息 99+ 条未读' });
      const authorized = logoutRecorder.sent.filter((r) => r.authorization !== null);
      await expect(authorized.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/api/user/routers', '/api/user/notifications']),
      );
      sentBefore = logoutRecorder.sent.length;
    });
    await step('另一个标签页退出登录：这里自己回到未登录的首页', async () => {
      otherTab(null, null);
      await expect(await canvas.findByRole('button', { name: '登录' }, ON_ITS_OWN)).toBeVisible();
      await expect(browser.location().pathname).toBe('/');
      await expect(canvas.queryByTestId('profile-name')).toBeNull();
      await expect(canvas.queryByRole('heading', { name: '个人中心' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: '张明华' })).toBeNull();
    });
    await step('之后的请求都不带旧令牌；没有重新加载，也没有去统一身份认证', async () => {
      // The signed-out page asks for its public catalogue: without a token.
      await canvas.findByRole('list', { name: '课程列表' });
      const after = logoutRecorder.sent.slice(sentBefore);
      await expect(after.map((r) => r.path)).toContain('/api/courses');
      // Each request with what it carried: the panel shows the requests, not an empty list.
      await expect(after.map((r) => `${r.path} ${r.authorization ?? '无令牌'}`)).toEqual(
        after.map((r) => `${r.path} 无令牌`),
      );
      await expect(browser.reload).not.toHaveBeenCalled();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
  },
};

// A signed-out main page; the user signs in in another tab.
/** 这里是未登录的首页，用户在另一个标签页登录：这里随之显示登录后的首页。 */
export const SignInInAnotherTab: Story = {
  name: '另一个标签页登录',
  parameters: app({ url: '/' }),
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('未登录的首页', async () => {
      await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
    });
    await step('另一个标签页登录：这里显示登录后的首页', async () => {
      otherTabSignsIn(student);
      await expect(
        await canvas.findByRole('heading', { name: '你好，李晓雨' }, ON_ITS_OWN),
      ).toBeVisible();
      await expect(await canvas.findByRole('button', { name: '李晓雨' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
      await expect(await canvas.findByRole('list', { name: '我的课程' })).toBeVisible();
      await expect(browser.location().pathname).toBe('/');
      await expect(browser.assign).not.toHaveBeenCalled();
    });
  },
};

// The other tab meets 401s and signs in again, over and over (its own loop guard will stop
// it). This tab follows each change and never reloads, goes to the provider or counts.
/** 另一个标签页遇到 401 删掉了令牌，又反复重新登录：这里跟着变（回到未登录的首页，再显示登录后的页面），从不重新加载，循环保护也不计数。 */
export const UnauthorizedInAnotherTab: Story = {
  name: '另一个标签页遇到 401',
  parameters: app({ url: '/scenter?xh=T2024001', signedInAs: teacher }),
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('个人中心', async () => {
      await expect(await canvas.findByTestId('profile-name')).toHaveTextContent('张明华');
    });
    await step('另一个标签页遇到 401，删掉了令牌：这里回到未登录的首页，不重新加载', async () => {
      otherTab(STORAGE_KEYS.token, null);
      await expect(await canvas.findByRole('button', { name: '登录' }, ON_ITS_OWN)).toBeVisible();
      await expect(browser.location().pathname).toBe('/');
      await expect(browser.reload).not.toHaveBeenCalled();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
    await step('另一个标签页重新登录、又遇到 401，反复三次：这里跟着变，从不重新加载', async () => {
      for (let round = 1; round <= 3; round += 1) {
        otherTabSignsIn(teacher, NOW + TOKEN_LIFETIME_MS + round);
        await expect(
          await canvas.findByRole('heading', { name: '你好，张明华' }, ON_ITS_OWN),
        ).toBeVisible();
        otherTab(STORAGE_KEYS.token, null);
        await expect(await canvas.findByRole('button', { name: '登录' }, ON_ITS_OWN)).toBeVisible();
      }
      await expect(browser.reload).not.toHaveBeenCalled();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
    await step('这个标签页的循环保护没有计数', async () => {
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
      await expect(canvas.queryByRole('heading', { name: '无法完成登录' })).toBeNull();
    });
  },
};

// Another user signs in in the other tab while this one shows the teacher's user centre. The
// guard would see an `xh` that no longer matches and clear storage, signing the other tab's
// new session out; instead this tab leaves the teacher's page for `/`, signed in as the student.
/** 这里显示张明华的个人中心，另一个标签页以李晓雨登录：这里回到首页并显示李晓雨，不清空存储（否则会把另一个标签页的新会话登出），也不去统一身份认证。 */
export const AnotherUserInAnotherTab: Story = {
  name: '另一个标签页换了用户',
  parameters: app({ url: '/scenter?xh=T2024001&tab=records', signedInAs: teacher }),
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('张明华的个人中心', async () => {
      await expect(await canvas.findByTestId('profile-name')).toHaveTextContent('张明华');
    });
    await step('另一个标签页以李晓雨登录：这里回到首页，显示李晓雨', async () => {
      otherTabSignsIn(student);
      await expect(
        await canvas.findByRole('heading', { name: '你好，李晓雨' }, ON_ITS_OWN),
      ).toBeVisible();
      await expect(browser.location().pathname + browser.location().search).toBe('/');
      await expect(await canvas.findByRole('button', { name: '李晓雨' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: '张明华' })).toBeNull();
      await expect(canvas.queryByTestId('profile-name')).toBeNull();
    });
    await step('另一个标签页的新会话保留；没有去统一身份认证', async () => {
      await expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual(
        student,
      );
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
      await expect(browser.assign).not.toHaveBeenCalled();
      await expect(browser.reload).not.toHaveBeenCalled();
    });
  },
};

// Storage that throws: the session lives in this tab's memory, so nothing is shared.
/** 存储不可用时会话只在本标签页的内存里：另一个标签页登录，这个标签页不受影响，也不出错。 */
export const StorageUnavailable: Story = {
  name: '存储不可用',
  parameters: app({ url: '/', storageUnavailable: true }),
  play: async ({ step, canvasElement }) => {
    const canvas = within(canvasElement);
    await step('另一个标签页登录：这个标签页不受影响，也不出错', async () => {
      await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
      try {
        await expect(() => otherTabSignsIn(teacher)).not.toThrow();
        // The tab's memory is unchanged at once (the listener runs inside dispatchEvent).
        await expect(currentSession.user).toBeNull();
        await waitFor(() => expect(canvas.getByRole('button', { name: '登录' })).toBeVisible());
        await expect(canvas.queryByRole('heading', { name: /你好/ })).toBeNull();
      } finally {
        window.localStorage.clear();
      }
    });
  },
};
