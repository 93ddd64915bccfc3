import { APP_CONFIG_PATH, STORAGE_KEYS } from '@/config/constants';
import { loadAppConfig } from '@/config/loadAppConfig';
import { setAppConfig } from '@/config/runtimeConfig';
import { startSignIn } from '@/lib/auth/startSignIn';
import { HOME_PAGE_NAME, pageTitle } from '@/lib/pageTitle';
import { getToken } from '@/lib/session/token';
import { readStoredUser } from '@/lib/session/storedUser';
import { greeting } from '@/lib/session/displayName';
import { startEarlyRequests } from '@/lib/http/earlyRequests';
import { sessionStore } from '@/lib/storage';
import { firstViewRequestPaths } from './firstViewRequests';

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
 * Which prerendered view of `/` this visitor may see (`data-first-view-for` on <html>): the
 * signed-out welcome, or, for a stored session, the signed-in frame (header, greeting, the
 * dashboard's cards loading; docs/budgets.md "Returning visits"). Any other address: neither.
 */
export type FirstViewKind = 'signed-out' | 'signed-in';

export function firstViewKind(pathname: string, signedIn: boolean): FirstViewKind | null {
  if (pathname !== '/') return null;
  return signedIn ? 'signed-in' : 'signed-out';
}

export function firstViewFor(pathname: string, signedIn: boolean): FirstViewState {
  return firstViewKind(pathname, signedIn) ? 'pending' : 'hidden';
}

export interface FirstViewPage {
  pathname: string;
  hostname: string;
  setState(state: FirstViewState): void;
  /** Puts the configured title in the prerendered header and the browser tab. */
  setTitle(title: string): void;
  fetchConfig(): Promise<Response | null>;
  signedIn(): boolean;
}

/**
 * Decides, starts the config request the app will reuse, and resolves once the prerendered
 * markup may be revealed (after `parsed`, so the title swap finds the header).
 */
export function runFirstViewGate(
  page: FirstViewPage,
  parsed: Promise<void>,
): { configRequest: Promise<Response | null>; settled: Promise<FirstViewState> } {
  const state = firstViewFor(page.pathname, page.signedIn());
  page.setState(state);
  const configRequest = page.fetchConfig();
  if (state === 'hidden') return { configRequest, settled: Promise.resolve(state) };
  const settled = loadAppConfig(async () => {
    const response = await configRequest;
    // The same failure the app will meet: it shows 配置错误, never the signed-out page.
    if (!response) throw new TypeError('network');
    return response.clone();
  }, page.hostname)
    .then(async (config) => {
      setAppConfig(config);
      await parsed;
      page.setTitle(config.title);
      return 'shown' as const;
    })
    .catch(() => 'hidden' as const)
    .then((next) => {
      page.setState(next);
      return next;
    });
  return { configRequest, settled };
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

const signedIn = () => getToken() !== null && readStoredUser() !== null;

/**
 * The built page carries both views of `/`; the one this visitor may not see leaves the
 * document as soon as it is parsed (its ids and headings must not be found twice).
 */
function keepOnlyView(kind: FirstViewKind | null): void {
  for (const view of document.querySelectorAll('[data-first-view-content]')) {
    if (view.getAttribute('data-first-view-content') !== kind) view.remove();
  }
}

/** The browser side of the gate: the only place it touches the page. */
export function startFirstViewGate(): void {
  const root = document.documentElement;
  let markParsed: () => void = () => undefined;
  const parsed = new Promise<void>((resolve) => {
    markParsed = resolve;
  });
  const kind = firstViewKind(window.location.pathname, signedIn());
  if (kind) root.setAttribute('data-first-view-for', kind);
  window.__firstViewParsed = () => {
    keepOnlyView(kind);
    answerSignInClicks();
    markParsed();
  };
  const { configRequest } = runFirstViewGate(
    {
      pathname: window.location.pathname,
      hostname: window.location.hostname,
      setState: (state) => root.setAttribute('data-first-view', state),
      setTitle: (title) => {
        // The prerendered view is the main page's: the tab says so (docs/accessibility.md).
        document.title = pageTitle(HOME_PAGE_NAME, title);
        const heading = document.querySelector('[data-app-title]');
        if (heading && heading.textContent !== title) heading.textContent = title;
        heading?.setAttribute('title', title);
        // The signed-in frame greets the stored user, as the app will.
        const hello = document.querySelector('[data-first-view-content] [data-greeting]');
        if (hello) hello.textContent = greeting(readStoredUser());
      },
      // Asked for while the bundle downloads, not after it; bootstrap picks this request up.
      fetchConfig: () =>
        fetch(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } }).catch(() => null),
      signedIn,
    },
    parsed,
  );
  window.__appConfigRequest = configRequest;
  startFirstViewData(configRequest);
}

/** Filled in by the build (scripts/prerender/firstViewPlugin.ts) from its manifest. */
declare const __FIRST_VIEW_CHUNKS__: { home: string[]; userCenter: string[] } | undefined;

/**
 * The signed-in screen's code is asked for together with the entry, not found chunk by chunk
 * after it runs (docs/budgets.md "Returning visits").
 */
function preloadScreenCode(pathname: string): void {
  if (typeof __FIRST_VIEW_CHUNKS__ === 'undefined') return;
  const files =
    pathname === '/'
      ? __FIRST_VIEW_CHUNKS__.home
      : pathname === '/scenter'
        ? __FIRST_VIEW_CHUNKS__.userCenter
        : [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * A returning visitor's first view asks for its data now, with the stored token, once the
 * config says where the API is: not four chunk round trips later (docs/budgets.md).
 */
function startFirstViewData(configRequest: Promise<Response | null>): void {
  const token = getToken();
  const user = readStoredUser();
  if (token === null || user === null) return;
  const visit = {
    pathname: window.location.pathname,
    search: window.location.search,
    now: Date.now(),
    userId: String(user.userId),
    weightCached: sessionStore.get(STORAGE_KEYS.courseWeight) !== null,
  };
  const paths = firstViewRequestPaths(visit);
  // Nothing for a visit the guard will send to sign in.
  if (paths.length === 0) return;
  preloadScreenCode(visit.pathname);
  loadAppConfig(async () => {
    const response = await configRequest;
    if (!response) throw new TypeError('network');
    return response.clone();
  }, window.location.hostname)
    .then((config) => {
      startEarlyRequests(paths, config.apiBase, token);
    })
    // The app meets the same failure and shows it; the data waits for the app then.
    .catch(() => undefined);
}
