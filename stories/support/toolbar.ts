import type { LoaderFunction, PlayFunction } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@/config/constants';
import { newcomer, student, teacher } from '../../mocks/fixtures/users';
import {
  isNetworkCondition,
  NETWORK_CONDITIONS,
  networkConditionHandlers,
  SLOW_NETWORK_DELAY_MS,
  type NetworkCondition,
} from '../../mocks/handlers/networkConditions';
import type { UserInfo } from '@/types/user';
import type { AppStoryLoaded } from './appEnvironment';
import type { AppStoryParameters } from './appParameters';
import { isPhoneWidth } from './phoneLayout';
import type { Step } from './steps';
import { changedScreenControls, controlsOutcomePlay } from './storyControls';
import { userStore } from '@/stores/userStore';

/** 账号: who a signed-in screen is shown for; `story` keeps the story's own user. */
export const ACCOUNTS = {
  story: { title: '按故事设定', user: null },
  teacher: { title: '教师 张明华（有数据）', user: teacher },
  student: { title: '学生 李晓雨', user: student },
  newcomer: { title: '新教师 王新（无数据）', user: newcomer },
} as const satisfies Record<string, { title: string; user: UserInfo | null }>;

export type AccountChoice = keyof typeof ACCOUNTS;

const isAccountChoice = (value: unknown): value is AccountChoice =>
  typeof value === 'string' && Object.hasOwn(ACCOUNTS, value);

export interface ToolbarChoice {
  network: NetworkCondition;
  account: AccountChoice;
}

export function toolbarChoice(globals: Record<string, unknown>): ToolbarChoice {
  return {
    network: isNetworkCondition(globals.network) ? globals.network : 'normal',
    account: isAccountChoice(globals.account) ? globals.account : 'story',
  };
}

/** `globals` for a story whose outcome must not follow the toolbar (docs/stories.md's stories). */
export const PINNED_TOOLBAR = { network: 'normal', account: 'story' } satisfies Record<
  keyof ToolbarChoice,
  string
>;

/**
 * Said in the description of every story that pins the toolbar, so that a designer whose
 * switches grey out knows why.
 */
export const PIN_REASON =
  '\n\n（本故事固定了工具栏的“网络”和“账号”：它展示的状态由故事自己的接口数据设定，' +
  '换网络或账号就成了另一个状态。想看网络问题，请打开“网络”开头的故事，或在“已登录”故事里切换。）';

/** The toolbar's switches, for the preview's `globalTypes`. */
export const TOOLBAR_GLOBAL_TYPES = {
  network: {
    description: '网络：每个请求都经过这里选的网络状况',
    toolbar: {
      title: '网络',
      icon: 'globe',
      items: Object.entries(NETWORK_CONDITIONS).map(([value, title]) => ({ value, title })),
      dynamicTitle: true,
    },
  },
  account: {
    description: '账号：已登录的界面以哪个演示账号显示',
    toolbar: {
      title: '账号',
      icon: 'user',
      items: Object.entries(ACCOUNTS).map(([value, { title }]) => ({ value, title })),
      dynamicTitle: true,
    },
  },
};

/** The HTTP timeout under 超时: short, so a story shows 网络超时 without a long wait. */
export const TOOLBAR_TIMEOUT_MS = 1000;

/**
 * The story's app parameters as the toolbar changes them: another demo account for a signed-in
 * story (its `xh` follows, or the guard would see somebody else's link), a short timeout under
 * 超时, and a reload that really reloads the story's app under 登录过期.
 */
export function applyToolbar(app: AppStoryParameters, choice: ToolbarChoice): AppStoryParameters {
  const next: AppStoryParameters = { ...app };
  const user = ACCOUNTS[choice.account].user;
  if (user && app.signedInAs) {
    next.signedInAs = user;
    if (app.url) {
      const url = new URL(app.url, window.location.origin);
      if (url.searchParams.has('xh')) url.searchParams.set('xh', String(user.userId));
      next.url = `${url.pathname}${url.search}`;
    }
  }
  if (choice.network === 'timeout' && !app.httpTimeoutMs) next.httpTimeoutMs = TOOLBAR_TIMEOUT_MS;
  if (choice.network === 'expired') next.simulateReload = true;
  return next;
}

/** Puts the chosen network in front of the story's handlers (after msw-storybook-addon's loader). */
export const applyNetworkCondition: LoaderFunction<ReactRenderer> = (context) => {
  const { network } = toolbarChoice(context.globals);
  const worker = (context as unknown as { msw?: SetupWorker }).msw;
  if (!worker) throw new Error('The MSW worker must start before the network condition is set.');
  const conditionHandlers = networkConditionHandlers(network);
  if (conditionHandlers.length > 0) worker.use(...conditionHandlers);
  return {};
};

/**
 * How long a play waits for a screen on 慢速 to finish loading before calling it hung: far past
 * the slowest wave of answers (SLOW_NETWORK_DELAY_MS each) a screen makes.
 */
const SLOW_NETWORK_DEADLINE_MS = 20 * SLOW_NETWORK_DELAY_MS;

async function expectErrorToast(text: string, timeout = 5000) {
  const region = within(document.body).getByRole('region', { name: '消息提示' });
  const toast = await within(region).findByText(text, {}, { timeout });
  await expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'error');
  await toastsSettled(region);
}

/**
 * Requests fail one after another as screens load: the grouped toast's count settles once no
 * new failure has come for longer than the shortened timeout. Bounded, so it cannot hang.
 */
async function toastsSettled(region: HTMLElement) {
  const quietFor = TOOLBAR_TIMEOUT_MS + 200;
  const deadline = Date.now() + 8000;
  let seen = region.textContent;
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietFor) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (region.textContent !== seen) {
      seen = region.textContent;
      since = Date.now();
    }
  }
}

/** The screen's data views failed, each saying why and offering 重试. */
async function expectDataViewsFailed(canvasElement: HTMLElement, message: string, count: number) {
  const canvas = within(canvasElement);
  const text = new RegExp(`加载失败：${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await waitFor(
    () => {
      expect(canvas.queryAllByText(text)).toHaveLength(count);
      expect(canvas.queryAllByRole('button', { name: '重试' })).toHaveLength(count);
      // Screens load their code on demand: the last request can start seconds late on CI.
    },
    { timeout: 10_000 },
  );
}

/**
 * Whatever the API does, a returning user's header keeps the navigation stored from before
 * (design §3). On phones the entries are in the header menu, which the after-play check opens.
 */
async function expectStoredNavigation() {
  const nav = await within(document.body).findByRole('navigation', { name: '主导航' });
  const titles = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  await expect(titles).toEqual(userStore.routers.map((entry) => entry.title));
  await expect(titles.length).toBeGreaterThan(0);
}

/**
 * What a user sees on this screen under the toolbar's network, for a story that follows the
 * toolbar: the same checks whichever screen it is, as named steps (the Interactions panel).
 */
export async function expectNetworkOutcome(
  { canvasElement, step }: { canvasElement: HTMLElement; step: Step },
  network: NetworkCondition,
  loaded: AppStoryLoaded,
  { failedDataViews = 1 }: { failedDataViews?: number } = {},
): Promise<void> {
  const canvas = within(canvasElement);
  const failed = async (toast: string, card: string, toastTimeout?: number) => {
    await step(`弹出错误提示“${toast}”`, () => expectErrorToast(toast, toastTimeout));
    await step(`${failedDataViews} 个数据区显示“加载失败：${card}”和“重试”`, () =>
      expectDataViewsFailed(canvasElement, card, failedDataViews),
    );
    if (loaded.app.signedInAs && loaded.app.routersStored !== false && !isPhoneWidth()) {
      await step('页眉仍显示保存的导航', expectStoredNavigation);
    }
  };
  switch (network) {
    case 'normal':
      return;
    case 'slow':
      await step('先显示“正在加载…”', async () => {
        // Three seconds of loading indicators before anything arrives.
        await expect(await canvas.findAllByText(/正在加载/)).not.toHaveLength(0);
      });
      await step('数据全部到齐，没有出错', async () => {
        // Each answer is 3 s late, four requests go at a time and some wait for another's
        // answer, so a screen's data comes in waves: 7–9 s in the story tests, 13–29 s seen in
        // a busy workbench. The deadline is for a hang.
        await waitFor(() => expect(canvas.queryAllByText(/正在加载/)).toHaveLength(0), {
          timeout: SLOW_NETWORK_DEADLINE_MS,
        });
        await expect(canvas.queryAllByText(/加载失败/)).toHaveLength(0);
      });
      return;
    case 'server-error':
      // The toast keeps the seed's status text; the card says why in Chinese (docs/http.md).
      await failed('Internal Server Error', '服务器出错（500）');
      return;
    case 'offline':
      await failed('网络连接错误', '网络连接错误');
      return;
    case 'timeout':
      await failed('网络超时', '网络超时', TOOLBAR_TIMEOUT_MS + 5000);
      return;
    case 'expired':
      await step('令牌被清除，页面重新加载', async () => {
        await waitFor(() => expect(loaded.browser.reload).toHaveBeenCalled());
        await expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      });
      // On the open main page every call keeps failing, so after two reloads the loop guard
      // says it cannot complete the sign-in; a guarded screen sends the user to sign in.
      if (new URL(loaded.app.url ?? '/', window.location.origin).pathname === '/') {
        await step('重新加载两次后显示“无法完成登录”', async () => {
          await expect(await canvas.findByRole('heading', { name: '无法完成登录' })).toBeVisible();
        });
        return;
      }
      await step('前往统一身份认证，登录后回到这一页', async () => {
        await expect(
          await canvas.findByRole('heading', { name: '正在前往统一身份认证' }),
        ).toBeVisible();
        await waitFor(() => expect(loaded.browser.assign).toHaveBeenCalled());
        // The restarted sign-in comes back to the very page (its xh included).
        await expect(
          (
            JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}') as {
              returnPath?: string;
            }
          ).returnPath,
        ).toBe(loaded.app.url);
      });
      return;
  }
}

/** What a user sees under another account: the header names that user. */
async function expectAccountShown(canvasElement: HTMLElement, step: Step, account: AccountChoice) {
  const user = ACCOUNTS[account].user;
  if (!user?.userName) return;
  const name = user.userName;
  await step(`页眉显示账号“${name}”`, async () => {
    await expect(await within(canvasElement).findByRole('button', { name })).toBeVisible();
  });
}

type Play = PlayFunction<ReactRenderer>;

/**
 * A screen or shell story that follows the toolbar. With 网络 正常 and 账号 按故事设定 its own
 * play runs; otherwise the play checks what a user sees under the chosen network or account, so
 * a designer who flips the toolbar gets a green play that proves the screen handled it.
 * `failedDataViews`: how many data views on the screen show 加载失败 with 重试 when every
 * request fails (0 for a screen with none).
 */
export function followsToolbar(play: Play, options: { failedDataViews?: number } = {}): Play {
  return async (context) => {
    const choice = toolbarChoice(context.globals);
    const loaded = context.loaded as AppStoryLoaded;
    if (choice.network !== 'normal') {
      await expectNetworkOutcome(context, choice.network, loaded, options);
      return;
    }
    const otherAccount = choice.account !== 'story' && loaded.app.signedInAs;
    if (otherAccount) await expectAccountShown(context.canvasElement, context.step, choice.account);
    // Changed controls replace the story's data: what follows from them is checked instead.
    const controls = changedScreenControls(context.args, context.initialArgs);
    if (controls && loaded.app.signedInAs) await controlsOutcomePlay(context);
    if (otherAccount || controls) return;
    await play(context);
  };
}

/** The play of a story pinned to a network condition: what a user sees under it. */
export function networkOutcomePlay(failedDataViews: number): Play {
  return async (context) => {
    const { network } = toolbarChoice(context.globals);
    if (network === 'normal') throw new Error('This story is pinned to a network condition.');
    await expectNetworkOutcome(context, network, context.loaded as AppStoryLoaded, {
      failedDataViews,
    });
  };
}
