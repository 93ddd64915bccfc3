import { APP_CONFIG_PATH, DEFAULT_USER_TYPE, STORAGE_KEYS } from '@/config/constants';
import { isSignInReturn } from '@/config/paths';
import { loadAppConfig, readAppConfigText } from '@/config/loadAppConfig';
import { servedConfigAnswer, servedConfigText } from '@/config/servedConfig';
import type { AppConfig } from '@/config/appConfig';
import type { UserInfo } from '@/types/user';
import { decideRoute } from '@/lib/auth/routeGuard';
import { setAppConfig } from '@/config/runtimeConfig';
import { startSignIn } from '@/lib/auth/startSignIn';
import { pageTitle } from '@/lib/pageTitle';
import { requestPath } from '@/api/apiRequest';
import { getToken } from '@/lib/session/token';
import { readStoredUser, readStoredUserType } from '@/lib/session/storedUser';
import { roleOf } from '@/lib/session/role';
import { displayName, greeting } from '@/lib/session/displayName';
import { userTypeLabel } from '@/config/userTypes';
import { startEarlyRequests } from '@/lib/http/earlyRequests';
import { sessionStore } from '@/lib/storage';
import { profileRows } from '@/features/profile/profileRows';
import { plainTabOf, userCenterTabOf } from '@/app/pages/userCenterTabs';
import { successfulResult } from '@/lib/http/apiEnvelope';
import { LEARNER_DASHBOARD } from '@/components/dashboard/dashboardLayout';
import { unpackChunks, type PackedChunks } from './firstViewMarkup';
import {
  FIRST_VIEW_SCREENS,
  SIGN_IN_RETURN,
  firstViewScreen,
  type DrawEarlyAnswer,
  type EarlyDrawer,
  type FirstViewScreen,
  type FirstViewVisit,
} from './firstViewScreens';

/**
 * Runs inline in the head of the built index.html, before the first paint (docs/budgets.md): a
 * visitor of `/` sees its prerendered view (the signed-out welcome, or the signed-in frame for a
 * stored session, never the other), and only once the runtime config has been read and found
 * valid, with its title in place. Everyone else (a deep link, `/login?code=…`, a broken config)
 * sees neither: the app paints their page when it starts. Built from this module at build time, so the config is checked by
 * the very code the app uses.
 */

/** `data-first-view` on <html>: the CSS shows the prerendered view only while it is "shown". */
export type FirstViewState = 'pending' | 'shown' | 'hidden';

/**
 * The visit as the registry's screens see it, if the route guard lets it through to a page: the
 * same decision (`decideRoute`) the route loaders will take once the app runs, so a frame is
 * never shown to a visitor the app sends elsewhere (another user's `xh`, no session on
 * `/scenter`, `/login`). `/login` needs neither the pending attempt nor the config's
 * `legacyState` here: it has no frame, whatever the guard decides there.
 */
export function guardedVisit(
  href: string,
  token: string | null,
  user: UserInfo | null,
  {
    weightCached = false,
    now = Date.now(),
    userType = DEFAULT_USER_TYPE,
  }: { weightCached?: boolean; now?: number; userType?: string } = {},
): FirstViewVisit | null {
  const url = new URL(href);
  const decision = decideRoute({ url, token, user, attempt: null, legacyState: false, now });
  if (decision.kind !== 'open' && decision.kind !== 'allow') return null;
  return {
    pathname: url.pathname,
    search: url.search,
    now,
    userId: token !== null && user !== null ? String(user.userId) : null,
    weightCached,
    role: roleOf(userType),
  };
}

export interface FirstViewPage {
  hostname: string;
  /** The prerendered screen this visit may see, or null for none. */
  screen: FirstViewScreen | null;
  setState(state: FirstViewState): void;
  /** Puts the configured title in the prerendered header and the browser tab. */
  setTitle(title: string): void;
  /** The config the server wrote into the page (docs/deploy.md), if it did. */
  servedConfig(): string | null;
  fetchConfig(): Promise<Response | null>;
}

/**
 * Decides, starts the config request the app will reuse, and resolves once the prerendered
 * markup may be revealed (after `parsed`, so the title swap finds the header).
 */
export function runFirstViewGate(
  page: FirstViewPage,
  parsed: Promise<void>,
): {
  configRequest: Promise<Response | null>;
  /** The checked config, read once for the reveal and the early reads; null if none may be. */
  config: Promise<AppConfig | null>;
  settled: Promise<FirstViewState>;
} {
  const state: FirstViewState = page.screen ? 'pending' : 'hidden';
  page.setState(state);
  const served = page.servedConfig();
  const configRequest =
    served === null ? page.fetchConfig() : Promise.resolve(servedConfigAnswer(served));
  if (state === 'hidden') {
    return { configRequest, config: Promise.resolve(null), settled: Promise.resolve(state) };
  }
  // The same failure the app will meet: it shows 配置错误, never the signed-out page.
  const config =
    served === null
      ? loadAppConfig(async () => {
          const response = await configRequest;
          if (!response) throw new TypeError('network');
          return response.clone();
        }, page.hostname).catch(() => null)
      : // Checked now, in the gate's own turn: the early reads leave at the end of it, before
        // the parser goes on (docs/budgets.md "The config in the page").
        checkedNow(() => readAppConfigText(served, page.hostname));
  const settled = config
    .then(async (checked) => {
      if (!checked) return 'hidden' as const;
      setAppConfig(checked);
      await parsed;
      page.setTitle(checked.title);
      return 'shown' as const;
    })
    .catch(() => 'hidden' as const)
    .then((next) => {
      page.setState(next);
      return next;
    });
  return { configRequest, config, settled };
}

/** A config checked at once, as a settled promise: null if it fails its checks. */
function checkedNow(read: () => AppConfig): Promise<AppConfig | null> {
  try {
    return Promise.resolve(read());
  } catch {
    return Promise.resolve(null);
  }
}

declare global {
  interface Window {
    /** Called by the one-line inline script after the prerendered markup. */
    __firstViewParsed?: () => void;
  }
}

/**
 * The prerendered page works before the bundle arrives: its search box is a plain GET form,
 * and 登录 starts sign-in here, by the same code and with the same checked config as the app's
 * button. The listener sits on the prerendered markup, so it leaves with it at the takeover.
 */
function answerSignInClicks(): void {
  const content = document.querySelector('[data-first-view-content]');
  if (!content) return;
  let starting = false;
  content.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (starting || !target?.closest('[data-action="sign-in"]')) return;
    starting = true;
    startSignIn({ returnPath: null, automatic: false }).then(
      (started) => {
        if (started.kind !== 'redirected') starting = false;
      },
      (error: unknown) => {
        // The app, moments away, shows such errors; here there is nowhere to show them.
        console.error('[first view] sign-in did not start', error);
        starting = false;
      },
    );
  });
}

/** What the gate writes into the kept view: the title, the tab's title, who it is for. */
function personalise(screen: FirstViewScreen | null, title: string): void {
  // The tab says which page the prerendered view is (docs/accessibility.md).
  if (screen) document.title = pageTitle(screen.pageName, title);
  const heading = document.querySelector('[data-app-title]');
  if (heading && heading.textContent !== title) heading.textContent = title;
  heading?.setAttribute('title', title);
  const view = document.querySelector('[data-first-view-content]');
  if (!view) return;
  // The signed-in views name the stored user, as the app will.
  const user = readStoredUser();
  const hello = view.querySelector('[data-greeting]');
  if (hello) hello.textContent = greeting(user);
  const name = view.querySelector('[data-user-name]');
  if (name) name.textContent = displayName(user);
  const type = view.querySelector('[data-user-type]');
  if (type) type.textContent = userTypeLabel(readStoredUserType());
  // The frame is a teacher's dashboard (the default type); a learner's own card has its title.
  if (roleOf(readStoredUserType()) === 'learner') {
    for (const title of view.querySelectorAll('[data-learner-title]')) {
      title.textContent = title.getAttribute('data-learner-title');
    }
    for (const action of view.querySelectorAll<HTMLElement>('[data-learner-action]')) {
      action.style.removeProperty('display');
    }
    // Sizes what only a learner's cards need while they load (LEARNER_DASHBOARD).
    view.setAttribute(LEARNER_DASHBOARD, '');
  }
  const profile = view.querySelector('[data-first-view-profile]');
  if (
    profile &&
    user &&
    userCenterTabOf(new URLSearchParams(window.location.search).get('tab')) === 'profile'
  ) {
    writeProfile(profile, profileRows(user, readStoredUserType()));
  } else {
    profile?.remove();
  }
  // 学习记录 as it first renders: for its plain first page only, as its early reads. Its filter
  // works with the app: until then a tap must not submit the form (a reload without the address).
  const records = view.querySelector('[data-first-view-records]');
  if (plainTabOf(window.location.search) !== 'records') records?.remove();
  else records?.querySelector('form')?.setAttribute('inert', '');
}

/**
 * 个人资料's lines in the prerendered frame: each a copy of the frame's first line (the markup
 * and classes ProfilePanel gives it), with the stored user's label and value.
 */
function writeProfile(panel: Element, rows: [string, string][]): void {
  const list = panel.querySelector('dl');
  const template = list?.firstElementChild;
  if (!list || !template) return;
  list.replaceChildren(
    ...rows.map(([label, value]) => {
      const line = template.cloneNode(true) as Element;
      const [term, description] = line.children;
      if (term) term.textContent = label;
      if (description) {
        description.textContent = value;
        description.setAttribute('data-testid', `profile-${label}`);
      }
      return line;
    }),
  );
}

/**
 * The built page carries every prerendered view; those this visitor may not see leave the
 * document as soon as it is parsed (its ids and headings must not be found twice).
 */
function keepOnlyView(kept: string | null): void {
  for (const view of document.querySelectorAll('[data-first-view-content]')) {
    if (view.getAttribute('data-first-view-content') !== kept) view.remove();
  }
}

/** The browser side of the gate: the only place it touches the page. */
export function startFirstViewGate(screens: readonly FirstViewScreen[] = FIRST_VIEW_SCREENS): void {
  const root = document.documentElement;
  let markParsed: () => void = () => undefined;
  const parsed = new Promise<void>((resolve) => {
    markParsed = resolve;
  });
  const visit = guardedVisit(window.location.href, getToken(), readStoredUser(), {
    weightCached: sessionStore.get(STORAGE_KEYS.courseWeight) !== null,
    userType: readStoredUserType(),
  });
  const screen = visit ? firstViewScreen(visit, screens) : null;
  if (screen) root.setAttribute('data-first-view-for', screen.view);
  window.__firstViewParsed = () => {
    keepOnlyView(screen?.view ?? null);
    answerSignInClicks();
    markParsed();
  };
  const { configRequest, config, settled } = runFirstViewGate(
    {
      hostname: window.location.hostname,
      screen,
      setState: (state) => root.setAttribute('data-first-view', state),
      setTitle: (title) => personalise(screen, title),
      servedConfig: () => servedConfigText(document),
      // Asked for while the bundle downloads, not after it; bootstrap picks this request up.
      fetchConfig: () =>
        fetch(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } }).catch(() => null),
    },
    parsed,
  );
  window.__appConfigRequest = configRequest;
  const shown = settled.then(afterItsPaint);
  window.__firstViewShown = shown;
  // Its route exchanges the code unless the state is refused, and then the chunk (1.2 kB) came
  // for nothing: checking the state needs the pending attempt, more of the gate's 10 kB than the
  // chunk is worth.
  if (isSignInReturn(window.location)) preloadScreenCode(SIGN_IN_RETURN.view, '');
  if (!screen || !visit) return;
  // Every visitor's, the signed-out one's too: left to the entry, Vite's preload helper inserts
  // them in one of start-up's tasks, ~30 links at 1–2 ms each on a slow phone (docs/budgets.md).
  // Once the first view is painted: asked for with the page, they shared slow 4G with the rest
  // of the HTML and app-config.json, and the signed-out page's first paint came ~200 ms later
  // (100 ms once the page was parsed). In tasks of their own, after that frame: with the
  // parser's work they made one long task. They still leave seconds before the entry is in.
  void shown.then(() => preloadScreenCode(screen.view, visit.search));
  startFirstViewData(screen, visit, config, settled);
}

/**
 * A task after the frame that paints what the gate has just decided: a frame callback runs
 * before that frame's paint, a task queued from it after. A hidden tab paints no frames, so
 * there the task follows at once.
 */
function afterItsPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') next();
    else requestAnimationFrame(next);
  });
}

/** Filled in by the build (scripts/prerender/firstViewPlugin.ts) from its manifest, by view. */
declare const __FIRST_VIEW_CHUNKS__: PackedChunks | undefined;

/**
 * The screen's code is asked for together with the entry, not found chunk by chunk after it
 * runs (docs/budgets.md "Returning visits").
 */
function preloadScreenCode(view: string, search: string): void {
  if (typeof __FIRST_VIEW_CHUNKS__ === 'undefined') return;
  const { dir, views } = __FIRST_VIEW_CHUNKS__;
  const screen = views[view];
  if (!screen) return;
  // Over HTTP/1.1's six connections the browser sends what waits in priority order, and in the
  // order asked within one: the entry's chunks (in the HTML, high) first, then the API's reads
  // (asked a task earlier), the screen's largest part, the rest of its first view.
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  };
  // A few per task, each batch in a task of its own: a link costs a slow phone 1–5 ms (the
  // first one 8–20), and eight of the screen's with eight of `next` made a task of 50–65 ms
  // during which a tap on the frame would wait (docs/budgets.md).
  const insertInTurn = (hrefs: string[]) => {
    const queue = [...new Set(hrefs)];
    const insertSome = () => {
      queue.splice(0, PRELOADS_PER_TASK).forEach(preload);
      if (queue.length > 0) setTimeout(insertSome, 0);
    };
    setTimeout(insertSome, 0);
  };
  // On `/scenter`, the tab in the address before the others.
  const tab = screen.tabs?.[new URLSearchParams(search).get('tab') ?? ''];
  insertInTurn([screen.first, tab, screen.later].flatMap((names) => unpackChunks(dir, names)));
  const next = unpackChunks(dir, screen.next);
  // The app asks for them only once it has taken over, well after; were it first, a second
  // link to a module already asked for costs nothing but the link.
  if (next.length > 0) whenEntryHasRun(() => insertInTurn(next));
}

/**
 * Once the app's entry module has run: the entry is a module script, deferred, so the document's
 * DOMContentLoaded comes after its evaluation (and a failed entry's error).
 */
function whenEntryHasRun(then: () => void): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', then, { once: true });
  } else then();
}

const PRELOADS_PER_TASK = 3;

/**
 * A returning visitor's first view asks for its data now, with the stored token, once the
 * config says where the API is: not four chunk round trips later (docs/budgets.md). Its largest
 * part is drawn from its answer as soon as that is in, by its drawer (firstViewScreens.ts).
 */
function startFirstViewData(
  screen: FirstViewScreen,
  visit: FirstViewVisit,
  config: Promise<AppConfig | null>,
  shown: Promise<FirstViewState>,
): void {
  const token = getToken();
  if (token === null || visit.userId === null) return;
  const reads = screen.reads(visit).map(({ request, drawnBy }) => ({
    path: requestPath(request),
    outlivesScreen: request.outlivesScreen === true,
    drawnEarly: drawnBy !== undefined,
    drawnBy,
  }));
  // Our own code, from the page's origin: asked for at once, beside the config.
  const drawers = reads.flatMap(({ path, drawnBy }) =>
    drawnBy ? [{ path, draw: loadDrawer(drawnBy) }] : [],
  );
  void config.then((checked) => {
    // A config that fails: the app shows 配置错误 and reads nothing.
    const apiBase = checked ? earlyReadsBase(checked) : null;
    if (apiBase === null || reads.length === 0) return;
    startEarlyRequests(reads, apiBase, token);
    for (const { path, draw } of drawers) {
      drawWhenIn(earlyResult(`${apiBase}${path}`), draw, screen.view, visit, shown);
    }
  });
}

/** Filled in by the build (scripts/prerender/firstViewPlugin.ts): each drawer's script. */
declare const __FIRST_VIEW_DRAWERS__: Partial<Record<EarlyDrawer, string>> | undefined;

/**
 * A drawer's `draw`, from its script beside the gate; outside a build (the dev server, tests),
 * from its source. Null if it does not load: the app then draws that part, as it would anyway.
 */
function loadDrawer(drawer: EarlyDrawer): Promise<DrawEarlyAnswer | null> {
  const url =
    typeof __FIRST_VIEW_DRAWERS__ === 'undefined' ? `/${drawer}` : __FIRST_VIEW_DRAWERS__[drawer];
  if (!url) return Promise.resolve(null);
  return import(/* @vite-ignore */ url).then(
    (module: { draw?: DrawEarlyAnswer }) => module.draw ?? null,
    () => null,
  );
}

/**
 * Where this visit's early reads may go, or null for none (design §3 "Requests made before the
 * app's code runs"): only to the API the current app-config.json names, never to one remembered
 * from an earlier visit, so a token never leaves for an origin the deployment no longer trusts.
 * In demo mode nothing leaves early: the mock API is a service worker that the app starts, and
 * until it does, the static server would answer (404) for it.
 */
export function earlyReadsBase(config: { apiBase: string; demo: boolean }): string | null {
  return config.demo ? null : config.apiBase;
}

/**
 * The `result` of the early read of `url`, if one was started and its answer is a plain success,
 * else null (a 401, an error or a strange answer is the app's to meet). Read from a copy taken in
 * the first reaction to the answer, before the app (which takes the same request) can have read
 * its body.
 */
function earlyResult(url: string): Promise<{ result: unknown } | null> {
  const request = window.__earlyRequests?.find((early) => early.url === url);
  if (!request) return Promise.resolve(null);
  return request.response
    .then(async (response) => {
      if (!(response instanceof Response) || !response.ok) return null;
      return successfulResult(await response.clone().json());
    })
    .catch(() => null);
}

/**
 * The screen's largest part as soon as its answer is in, not when the app's code has arrived
 * and run (an empty cache: ~0.8 s later on a slow phone; docs/budgets.md "Returning visits"):
 * only into a frame that is shown and not yet taken over. A drawer that throws (an answer it
 * does not understand) leaves that part to the app.
 */
function drawWhenIn(
  answer: Promise<{ result: unknown } | null>,
  drawer: Promise<DrawEarlyAnswer | null>,
  view: string,
  visit: FirstViewVisit,
  shown: Promise<FirstViewState>,
): void {
  void Promise.all([answer, drawer, shown])
    .then(([early, draw, state]) => {
      const frame = document.querySelector(`[data-first-view-content="${view}"]`);
      if (early && draw && state === 'shown' && frame) draw(frame, early.result, visit);
    })
    .catch(() => undefined);
}
