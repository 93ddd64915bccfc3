import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { RELOAD_GUARD_WINDOW_MS, STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { apiGet } from '@/lib/http/httpClient';
import { localStore, sessionStore } from '@/lib/storage';
import { handlers } from '../../../mocks/handlers';
import { signInHandler, signInRejectedHandler } from '../../../mocks/handlers/auth';
import { unauthorized } from '../../../mocks/handlers/envelope';
import { student, teacher, tokenFor } from '../../../mocks/fixtures/users';
import { loadedOf, type AppStoryLoaded } from '../../support/appEnvironment';
import { STORY_NOW, app } from '../../support/appParameters';
import { stepWith } from '../../support/steps';
import { PINNED_TOOLBAR } from '../../support/toolbar';

// Every auth outcome of docs/session.md as a flow through the real route table. Each play checks
// what the user sees and the effects: where the browser was sent, what storage holds.
/** 登录相关的全部结果（设计 §3），在真实路由表中走完整流程。每个流程检查用户看到什么，以及效果：浏览器被送到哪里、存储里有什么。流程只看步骤，不做截图。 */
const meta = {
  title: 'Flows/Auth',
  // No Docs page: its stories would share one page's storage and mocks (docs/stories.md).
  tags: ['flow', '!autodocs'],
  // Flows are checked by their steps, not by pixels (the offline screenshots skip them too).
  parameters: { chromatic: { disableSnapshot: true } },
  // Each flow sets up its own network and user: the toolbar never changes its outcome.
  globals: PINNED_TOOLBAR,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = Date.parse(STORY_NOW);
const STATE = 'c3RvcnktYXR0ZW1wdC1zdGF0ZS0xMjM0NTY3ODkwYWJj';
const attemptFor = (returnPath: string | null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ state: STATE, returnPath, createdAt: NOW - 15_000, ...extra });

/** Records what the app sent to the sign-in endpoint, then answers like the real one. */
function recordingSignIn() {
  const calls: { body: unknown; authorization: string | null }[] = [];
  const handler = http.post('*/api/auth/oauth-login', async (info) => {
    calls.push({
      body: await info.request.clone().json(),
      authorization: info.request.headers.get('Authorization'),
    });
    return signInHandler
      .run({ request: info.request, requestId: info.requestId })
      .then((r) => r?.response);
  });
  return { calls, handler };
}

/** What a user sees when a guard sends them to sign in: the redirecting screen, and the trip. */
async function expectSentToSignIn(canvasElement: HTMLElement, loaded: AppStoryLoaded) {
  await expect(
    await within(canvasElement).findByRole('heading', { name: '正在前往统一身份认证' }),
  ).toBeVisible();
  return expectRedirectToProvider(loaded);
}

const successExchange = recordingSignIn();

async function expectRedirectToProvider(loaded: AppStoryLoaded) {
  await waitFor(() => expect(loaded.browser.assign).toHaveBeenCalledTimes(1));
  const url = new URL(loaded.browser.assign.mock.calls.at(0)?.[0] ?? '');
  await expect(`${url.origin}${url.pathname}`).toBe('https://sso.example.edu.cn/oauth2/authorize');
  await expect(url.searchParams.get('response_type')).toBe('code');
  await expect(url.searchParams.get('client_id')).toBe('learning-web');
  await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
  const state = url.searchParams.get('state') ?? '';
  await expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const attempt = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? 'null') as {
    state: string;
  } | null;
  await expect(attempt?.state).toBe(state);
  return url;
}

/** 统一身份认证带着授权码回到 /login：授权码只换一次令牌，令牌、用户和用户类型存好，用户回到最初要去的个人中心（xh 是登录用户）。最后停在个人中心。 */
export const SignInSuccess: Story = {
  name: '登录成功',
  parameters: {
    ...app({
      url: `/login?code=demo-code-teacher&state=${STATE}&iss=https%3A%2F%2Fsso.example.edu.cn`,
      sessionStorage: {
        [STORAGE_KEYS.authAttempt]: attemptFor('/scenter', {
          codeVerifier: 'verifier-from-the-attempt',
        }),
      },
    }),
    msw: { handlers: [successExchange.handler, ...handlers] },
  },
  // Before render: the exchange starts as soon as the router does.
  beforeEach: () => {
    successExchange.calls.length = 0;
  },
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('回到最初要去的页面，xh 是登录用户', async () => {
      await expect(await canvas.findByRole('heading', { name: '个人中心' })).toBeVisible();
      await expect(canvas.getByTestId('profile-name')).toHaveTextContent('张明华');
      // The guarded page asked for first, with the signed-in user's xh (D7).
      await expect(browser.location().pathname + browser.location().search).toBe(
        '/scenter?xh=T2024001',
      );
      await expect(browser.replaceAddress).toHaveBeenCalledWith('/login');
    });
    await step('授权码只换一次，带 codeVerifier 和 iss，不带 Authorization', async () => {
      await expect(successExchange.calls).toEqual([
        {
          body: {
            code: 'demo-code-teacher',
            codeVerifier: 'verifier-from-the-attempt',
            iss: 'https://sso.example.edu.cn',
          },
          authorization: null,
        },
      ]);
    });
    await step('令牌、用户和用户类型按约定格式存好，登录尝试用完即删', async () => {
      await expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.token) ?? 'null')).toEqual({
        value: tokenFor(teacher),
        expire: NOW + TOKEN_LIFETIME_MS,
      });
      await expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(
        teacher,
      );
      await expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"teacher"');
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
    });
  },
};

/** 授权码已过期，换令牌被拒绝：只写控制台，不弹提示，什么都不存。最后停在“登录失败”页面，点“重新登录”会重新开始，并仍回到最初要去的页面。 */
export const SignInFailed: Story = {
  name: '登录失败',
  parameters: {
    ...app({
      url: `/login?code=expired-code&state=${STATE}`,
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attemptFor('/scenter') },
    }),
    msw: { handlers: [signInRejectedHandler, ...handlers] },
  },
  play: async ({ step, canvasElement }) => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const canvas = within(canvasElement);
      await step('显示登录失败和重新登录', async () => {
        await expect(await canvas.findByRole('heading', { name: '登录失败' })).toBeVisible();
        await expect(canvas.getByRole('button', { name: '重新登录' })).toBeEnabled();
      });
      await step('只写控制台，不弹提示，什么都不存', async () => {
        await expect(consoleError).toHaveBeenCalled();
        // docs/http.md: no toast for a failed sign-in, only the console and (D3) this screen.
        await expect(canvas.queryByRole('alert')).toBeNull();
        await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
        await expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
      });
    } finally {
      consoleError.mockRestore();
    }
  },
};

// The tap on 重新登录, in a story of its own: 登录失败 itself shows the screen as a user finds it.
export const SignInFailedRetried: Story = {
  name: '登录失败后点“重新登录”',
  parameters: {
    ...SignInFailed.parameters,
    endState: '已点“重新登录”，正前往统一身份认证',
  },
  play: async ({ step, canvasElement, loaded, userEvent }) => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const canvas = within(canvasElement);
      const retry = await stepWith(step, '等“登录失败”出现', () =>
        canvas.findByRole('button', { name: '重新登录' }),
      );
      await step('重新登录：新的尝试仍回到最初要去的页面', async () => {
        await userEvent.click(retry);
        const url = await expectRedirectToProvider(loadedOf(loaded));
        await expect(url.searchParams.get('state')).not.toBe(STATE);
        const attempt = JSON.parse(
          window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
        ) as { returnPath?: string };
        await expect(attempt.returnPath).toBe('/scenter');
      });
    } finally {
      consoleError.mockRestore();
    }
  },
};

const forgedExchange = recordingSignIn();

// A forged or replayed state: no exchange, no token, back to `/` (D1, D6).
/** 回来的 state 是伪造或重放的：不换令牌，不去统一身份认证，回到未登录的首页（显示“登录”按钮）。 */
export const StateMismatch: Story = {
  name: 'state 不一致',
  parameters: {
    ...app({
      url: '/login?code=demo-code-teacher&state=forged-by-an-attacker',
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attemptFor('/scenter') },
    }),
    msw: { handlers: [forgedExchange.handler, ...handlers] },
  },
  beforeEach: () => {
    forgedExchange.calls.length = 0;
  },
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('伪造的 state：回到首页', async () => {
      await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
      await expect(browser.location().pathname).toBe('/');
    });
    await step('没有换令牌，也没有去统一身份认证', async () => {
      await expect(forgedExchange.calls).toHaveLength(0);
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
  },
};

// The old product's literal state is refused unless `legacyState` says otherwise.
/** 配置 legacyState 打开时，接受原系统固定的 state=authLogin：登录成功，落在主站首页，问候“你好，李晓雨”。 */
export const LegacyStateAccepted: Story = {
  name: '旧版 state（authLogin）',
  parameters: app({
    url: '/login?code=demo-code-student&state=authLogin',
    config: { identityProvider: { legacyState: true } },
  }),
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('legacyState 打开时接受 authLogin，落在主站首页', async () => {
      await expect(await canvas.findByRole('heading', { name: '你好，李晓雨' })).toBeVisible();
      // No return path was saved for a portal link: the main host.
      await expect(browser.location().pathname).toBe('/');
      await expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(
        student,
      );
    });
  },
};

/** 未登录打开个人中心的学习记录：显示“正在前往统一身份认证”，浏览器被送往统一身份认证（response_type=code，回到 /login），登录后回到这一页。 */
export const RedirectToProvider: Story = {
  name: '未登录打开受保护页面',
  parameters: app({ url: '/scenter?xh=T2024001&tab=records' }),
  play: async ({ step, canvasElement, loaded }) => {
    await step(
      '受保护页面把用户送去统一身份认证：带 scope，不带 PKCE，记住要回来的页面',
      async () => {
        const url = await expectSentToSignIn(canvasElement, loadedOf(loaded));
        await expect(url.searchParams.get('scope')).toBe('openid profile');
        await expect(url.searchParams.has('code_challenge')).toBe(false);
        const attempt = JSON.parse(
          window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
        ) as {
          returnPath?: string;
        };
        await expect(attempt.returnPath).toBe('/scenter?xh=T2024001&tab=records');
      },
    );
  },
};

/** 打开 PKCE 时，前往统一身份认证的地址带 code_challenge（verifier 的 S256）。最后停在“正在前往统一身份认证”。 */
export const RedirectWithPkce: Story = {
  name: '前往统一身份认证（PKCE）',
  parameters: app({ url: '/scenter?xh=T2024001', config: { identityProvider: { pkce: true } } }),
  play: async ({ step, loaded }) => {
    await step('去统一身份认证，code_challenge 是 verifier 的 S256', async () => {
      const url = await expectRedirectToProvider(loadedOf(loaded));
      await expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const attempt = JSON.parse(
        window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
      ) as {
        codeVerifier?: string;
      };
      const verifier = attempt.codeVerifier ?? '';
      await expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
      );
      const expected = btoa(String.fromCharCode(...digest))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      await expect(url.searchParams.get('code_challenge')).toBe(expected);
    });
  },
};

/** 已登录时导航接口返回 401：令牌被清除，页面重新加载一次（故事只记录这次重新加载，画面仍是个人中心）；重新加载途中再来的 401 不会再次重新加载，也不弹提示。 */
export const Unauthorized401: Story = {
  name: '接口返回 401',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001', signedInAs: teacher }),
    msw: { handlers: [http.get('*/api/user/routers', () => unauthorized()), ...handlers] },
  },
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('401：清除令牌，重新加载一次', async () => {
      await expect(await canvas.findByRole('heading', { name: '个人中心' })).toBeVisible();
      await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
    await step('重新加载途中再来的 401 不会再次重新加载', async () => {
      // A burst of 401s while the reload is under way gives no second reload.
      await Promise.allSettled([
        apiGet('/api/user/routers'),
        apiGet('/api/user/routers'),
        apiGet('/api/user/routers'),
      ]);
      await expect(browser.reload).toHaveBeenCalledTimes(1);
      await expect(document.querySelector('[data-toast-type]')).toBeNull();
    });
  },
};

/** 请求超时（超时缩短为 200 毫秒）：顶部提示“网络超时”，令牌还在，用户仍在个人中心。 */
export const Timeout: Story = {
  name: '请求超时',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001', signedInAs: teacher, httpTimeoutMs: 200 }),
    msw: { handlers: [http.get('*/api/user/routers', () => delay('infinite')), ...handlers] },
  },
  play: async ({ step, canvasElement }) => {
    await step('超时：提示网络超时，令牌还在', async () => {
      const toast = await within(canvasElement.ownerDocument.body).findByText(
        '网络超时',
        {},
        { timeout: 3000 },
      );
      await expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'error');
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    });
  },
};

/** 断网：顶部提示“网络连接错误”（屏幕阅读器立即播报），令牌还在，用户仍在个人中心。 */
export const NetworkError: Story = {
  name: '断网',
  parameters: {
    ...app({ url: '/scenter?xh=T2024001', signedInAs: teacher }),
    msw: { handlers: [http.get('*/api/user/routers', () => HttpResponse.error()), ...handlers] },
  },
  play: async ({ step, canvasElement }) => {
    await step('断网：提示网络连接错误（role=alert）', async () => {
      const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
        name: '消息提示',
      });
      const toast = await within(region).findByText('网络连接错误');
      await expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'error');
      await expect(toast.closest('[role]')).toHaveAttribute('role', 'alert');
    });
  },
};

// `xh` names somebody else: both storages are cleared and sign-in starts again.
/** 地址中的 xh 是另一个用户：两种存储都清空（循环保护的计数保留），显示“正在前往统一身份认证”，重新登录。 */
export const UserMismatch: Story = {
  name: 'xh 是别人',
  parameters: app({
    url: '/scenter?xh=S2024105',
    signedInAs: teacher,
    sessionStorage: { [STORAGE_KEYS.courseWeight]: JSON.stringify({ items: [] }) },
  }),
  play: async ({ step, canvasElement, loaded }) => {
    await step('xh 是别人：重新登录', async () => {
      await expectSentToSignIn(canvasElement, loadedOf(loaded));
    });
    await step('两种存储都清空，循环保护的计数保留', async () => {
      await expect(window.localStorage.length).toBe(0);
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).not.toBeNull();
    });
  },
};

/** 存储的令牌已超过一小时：读取时视为未登录，删掉它，显示“正在前往统一身份认证”，重新登录。 */
export const TokenExpired: Story = {
  name: '令牌已过期',
  parameters: app({
    url: '/scenter?xh=T2024001',
    localStorage: {
      [STORAGE_KEYS.token]: JSON.stringify({ value: tokenFor(teacher), expire: NOW - 1 }),
      [STORAGE_KEYS.user]: JSON.stringify(teacher),
    },
  }),
  play: async ({ step, canvasElement, loaded }) => {
    await step('过期的令牌：重新登录，并删掉它', async () => {
      await expectSentToSignIn(canvasElement, loadedOf(loaded));
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
  },
};

/** 存储的令牌无法解析：删掉它，显示“正在前往统一身份认证”，重新登录。 */
export const CorruptToken: Story = {
  name: '令牌已损坏',
  parameters: app({
    url: '/scenter?xh=T2024001',
    localStorage: {
      [STORAGE_KEYS.token]: '{"value":',
      [STORAGE_KEYS.user]: JSON.stringify(teacher),
    },
  }),
  play: async ({ step, canvasElement, loaded }) => {
    await step('损坏的令牌：重新登录，并删掉它', async () => {
      await expectSentToSignIn(canvasElement, loadedOf(loaded));
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
  },
};

/** 从用户菜单选“退出登录”：两种存储都清空，回到未登录的首页（显示“登录”按钮）。 */
export const Logout: Story = {
  name: '退出登录',
  parameters: app({
    url: '/',
    signedInAs: teacher,
    sessionStorage: { [STORAGE_KEYS.courseWeight]: JSON.stringify({ items: [] }) },
  }),
  play: async ({ step, canvasElement, loaded, userEvent }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('从用户菜单退出登录', async () => {
      await expect(await canvas.findByRole('heading', { name: '你好，张明华' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: '张明华' }));
      await userEvent.click(
        await within(document.body).findByRole('menuitem', { name: '退出登录' }),
      );
    });
    await step('回到未登录的首页，两种存储都清空', async () => {
      await expect(await canvas.findByRole('button', { name: '登录' })).toBeVisible();
      await expect(window.localStorage.length).toBe(0);
      await expect(window.sessionStorage.length).toBe(0);
      await expect(browser.assign).not.toHaveBeenCalled();
    });
  },
};

/** 配置了统一身份认证的退出地址时，“退出登录”清空存储后前往该退出页面（故事记录这次跳转）。 */
export const LogoutAtProvider: Story = {
  name: '退出登录（统一身份认证也退出）',
  parameters: app({
    url: '/',
    signedInAs: teacher,
    config: {
      identityProvider: { logoutUrl: 'https://sso.example.edu.cn/logout?service=learning-web' },
    },
  }),
  play: async ({ step, canvasElement, loaded, userEvent }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('从用户菜单退出登录', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: '张明华' }));
      await userEvent.click(
        await within(document.body).findByRole('menuitem', { name: '退出登录' }),
      );
    });
    await step('去统一身份认证的退出页面，存储清空', async () => {
      await expect(browser.assign).toHaveBeenCalledWith(
        'https://sso.example.edu.cn/logout?service=learning-web',
      );
      await expect(window.localStorage.length).toBe(0);
    });
  },
};

// Two automatic trips in five minutes already: the third becomes 无法完成登录 (D4).
/** 五分钟内已经自动前往统一身份认证两次：第三次不再跳转，停在“无法完成登录”页面；手动“重新登录”总是可以，并清零计数。 */
export const ReloadLoopStopped: Story = {
  name: '自动跳转被拦住',
  parameters: app({
    url: '/scenter?xh=T2024001',
    sessionStorage: {
      [STORAGE_KEYS.authGuard]: JSON.stringify({
        trips: [NOW - 60_000, NOW - 30_000],
        reloads: [],
      }),
    },
  }),
  play: async ({ step, canvasElement, loaded, userEvent }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('五分钟内已经自动跳转两次：显示无法完成登录', async () => {
      await expect(await canvas.findByRole('heading', { name: '无法完成登录' })).toBeVisible();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
    await step('手动重新登录总是可以，并清零计数', async () => {
      // Starting by hand is always allowed, and clears the counts.
      await userEvent.click(canvas.getByRole('button', { name: '重新登录' }));
      await expectRedirectToProvider(loadedOf(loaded));
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
    });
  },
};

// Two 401 reloads already: the next 401 stops on 无法完成登录 instead of reloading.
/** 已经因 401 重新加载两次：下一次 401 不再重新加载，停在“无法完成登录”页面。 */
export const ReloadLoopStoppedAfter401: Story = {
  name: '401 重新加载被拦住',
  parameters: {
    ...app({
      url: '/scenter?xh=T2024001',
      signedInAs: teacher,
      sessionStorage: {
        [STORAGE_KEYS.authGuard]: JSON.stringify({
          trips: [],
          reloads: [NOW - 20_000, NOW - RELOAD_GUARD_WINDOW_MS + 60_000],
        }),
      },
    }),
    msw: { handlers: [http.get('*/api/user/routers', () => unauthorized()), ...handlers] },
  },
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('已经因 401 重新加载两次：不再重新加载', async () => {
      await expect(await canvas.findByRole('heading', { name: '无法完成登录' })).toBeVisible();
      await expect(browser.reload).not.toHaveBeenCalled();
      await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
  },
};

// The provider sent `error` instead of a code: its description, as text, and 重新登录.
/** 用户在统一身份认证页点了取消（access_denied）：不是失败，显示“已取消登录”；对方的说明按文字显示，不当作 HTML。 */
export const ProviderError: Story = {
  name: '在统一身份认证页取消登录',
  parameters: app({
    url: `/login?error=access_denied&error_description=${encodeURIComponent('<b>用户取消了登录</b>')}&state=${STATE}`,
    sessionStorage: { [STORAGE_KEYS.authAttempt]: attemptFor(null) },
  }),
  play: async ({ step, canvasElement }) => {
    const canvas = within(canvasElement);
    await step('显示“已取消登录”，不是红色的登录失败', async () => {
      const heading = await canvas.findByRole('heading', { name: '已取消登录' });
      await expect(heading).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: '登录失败' })).toBeNull();
      await expect(document.title).toBe('已取消登录 – 智慧学习平台');
      await expect(canvas.getByRole('button', { name: '重新登录' })).toBeEnabled();
    });
    await step('统一身份认证的说明按文字显示，不当作 HTML', async () => {
      // Shown as text, never parsed as HTML.
      await expect(canvas.getByTestId('provider-error')).toHaveTextContent('<b>用户取消了登录</b>');
      await expect(canvasElement.querySelector('[data-testid="provider-error"] b')).toBeNull();
    });
  },
};

/** 统一身份认证返回了别的错误（如 server_error）：停在“登录失败”页面，显示错误代码和重新登录。 */
export const ProviderFailed: Story = {
  name: '统一身份认证返回错误',
  parameters: app({
    url: `/login?error=server_error&state=${STATE}`,
    sessionStorage: { [STORAGE_KEYS.authAttempt]: attemptFor(null) },
  }),
  play: async ({ step, canvasElement }) => {
    const canvas = within(canvasElement);
    await step('显示登录失败和对方的错误代码', async () => {
      await expect(await canvas.findByRole('heading', { name: '登录失败' })).toBeVisible();
      await expect(canvas.getByText('错误代码：server_error')).toBeVisible();
      await expect(document.title).toBe('错误：登录失败 – 智慧学习平台');
    });
  },
};

// Storage that throws (older Safari private windows, site data blocked): the pending sign-in
// could not outlive the trip, so the app stays and explains (docs/session.md "Refused storage").
/** 浏览器禁止存储（如旧版 Safari 的无痕窗口）：不去统一身份认证，整页说明原因和怎么办；再点也不会悄悄循环。 */
export const StorageRefused: Story = {
  name: '浏览器禁止存储：点登录',
  parameters: app({ url: '/', storageUnavailable: true }),
  play: async ({ step, canvasElement, loaded, userEvent }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    const region = within(document.body).getByRole('region', { name: '消息提示' });
    await step('点“登录”：整页说明浏览器禁止了存储，不前往统一身份认证', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: '登录' }));
      await expect(
        await canvas.findByRole('heading', { name: '浏览器禁止了本网站的存储，无法完成登录' }),
      ).toBeVisible();
      await expect(canvas.getByText(/无痕（隐私）浏览模式/)).toBeVisible();
      await expect(canvas.getByText(/允许本网站保存 Cookie 和网站数据/)).toBeVisible();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
    await step('存储不可用的提示只出现一次', async () => {
      const warning = await within(region).findByText(/浏览器存储不可用/);
      await expect(warning.closest('[data-toast-type]')).toHaveAttribute(
        'data-toast-type',
        'warning',
      );
      localStore.set('probe', '1');
      sessionStore.set('probe', '2');
      await expect(within(region).getAllByText(/浏览器存储不可用/)).toHaveLength(1);
    });
    await step('点“再试一次”：存储仍被禁止，留在说明页，仍不跳转', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '再试一次' }));
      await expect(
        await canvas.findByRole('heading', { name: '浏览器禁止了本网站的存储，无法完成登录' }),
      ).toBeVisible();
      await expect(browser.assign).not.toHaveBeenCalled();
    });
  },
};

/** 浏览器禁止存储时直接打开个人中心：路由守卫不去统一身份认证，显示同一页说明。 */
export const StorageRefusedOnGuardedPage: Story = {
  name: '浏览器禁止存储：打开个人中心',
  parameters: app({ url: '/scenter?xh=T2024001', storageUnavailable: true }),
  play: async ({ step, canvasElement, loaded }) => {
    const { browser } = loadedOf(loaded);
    const canvas = within(canvasElement);
    await step('显示说明页，不前往统一身份认证', async () => {
      await expect(
        await canvas.findByRole('heading', { name: '浏览器禁止了本网站的存储，无法完成登录' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: '再试一次' })).toBeEnabled();
      await expect(browser.assign).not.toHaveBeenCalled();
      await expect(canvas.queryByText('正在前往统一身份认证')).toBeNull();
    });
  },
};
