import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { ConfigError } from '@/config/appConfig';
import { loadAppConfig } from '@/config/loadAppConfig';
import { setAppConfig } from '@/config/runtimeConfig';
import { ConfigErrorPage } from '@/components/ConfigErrorPage';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { handOverFirstView, type FirstViewHandOver } from '@/lib/firstView';
import { warnWhenStorageUnavailable } from '@/lib/session/storageWarning';
import { App, type AppRouter } from './App';
import { ReplacesFirstView } from './firstView/ReplacesFirstView';
import { createRoutes } from './routes';

export const DEMO_IDP_PATH = '/demo-idp/authorize';

declare global {
  interface Window {
    /** Started by index.html before the bundle loads; null when that request failed. */
    __appConfigRequest?: Promise<Response | null>;
  }
}

/** The config request index.html already started, used once; a plain fetch otherwise. */
function earlyConfigFetch(): typeof fetch {
  const early = window.__appConfigRequest;
  window.__appConfigRequest = undefined;
  if (!early) return fetch;
  return async (input, init) => {
    const response = await early;
    return response ?? fetch(input, init);
  };
}

/**
 * docs/components.md "on start": read the runtime config, wire the ports, start demo mode if asked, and
 * mount on #app. Nothing renders blank: a bad config gets the 配置错误 page.
 */
export async function bootstrap(element: HTMLElement | null): Promise<void> {
  if (!element) throw new Error('页面缺少 id 为 app 的挂载点');
  // The built index.html carries the prerendered `/` (docs/budgets.md), signed out or the signed-in
  // frame, whichever the gate kept; it stays, and answers input, until the app's first commit
  // replaces it (ReplacesFirstView).
  const prerendered = element.querySelector('[data-first-view-content]');
  const root = createRoot(
    prerendered ? element.appendChild(document.createElement('div')) : element,
  );
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        {prerendered ? (
          <ReplacesFirstView prerendered={prerendered}>{node}</ReplacesFirstView>
        ) : (
          node
        )}
      </StrictMode>,
    );

  // The route's code downloads while the config is read (docs/budgets.md); the router reuses it.
  if (window.location.pathname === '/') import('@/features/main/MainPage').catch(() => undefined);

  let config;
  try {
    config = await loadAppConfig(earlyConfigFetch());
  } catch (error) {
    const problem =
      error instanceof ConfigError
        ? error.problem
        : { file: '/app-config.json', key: null, message: String(error) };
    render(
      <AppThemeProvider>
        <ConfigErrorPage problem={problem} />
      </AppThemeProvider>,
    );
    return;
  }
  setAppConfig(config);
  document.title = config.title;
  warnWhenStorageUnavailable();

  if (config.demo) {
    // Loaded only in demo mode, so a production config ships no MSW code to the browser.
    const { startDemo } = await import('./demo/startDemo');
    await startDemo();
    if (window.location.pathname === DEMO_IDP_PATH) {
      const { DemoIdentityProviderPage } = await import('./demo/DemoIdentityProviderPage');
      render(
        <AppThemeProvider>
          <DemoIdentityProviderPage />
        </AppThemeProvider>,
      );
      return;
    }
  }

  const router = createBrowserRouter(createRoutes());
  // Only where the gate may show it (a signed-out visit to `/`); elsewhere it is never painted
  // and the app starts as it would without it.
  const shownHere = document.documentElement.getAttribute('data-first-view') !== 'hidden';
  if (prerendered && shownHere) {
    // The prerendered `/` stays until the app can paint the same page (docs/budgets.md): the route's
    // code loaded, not a progress bar over a blank page in between.
    await routerReady(router);
    // Read when the catalogue commits, not now: the visitor may still be typing.
    if (prerendered.getAttribute('data-first-view-content') === 'signed-out') {
      handOverFirstView(() => readFirstView(prerendered));
    }
  }
  // A transition, so React renders the whole first page in slices that yield to input rather
  // than in one long task (docs/budgets.md); what is on screen stays until it commits.
  startTransition(() => render(<App router={router} />));
}

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** What the visitor typed into the prerendered search box, so the takeover loses nothing. */
function readFirstView(prerendered: Element): FirstViewHandOver {
  const input = prerendered.querySelector('input[name="q"]');
  if (!(input instanceof HTMLInputElement)) {
    return { searchDraft: '', searchFocused: false, selection: null };
  }
  const { selectionStart, selectionEnd } = input;
  return {
    searchDraft: input.value,
    searchFocused: document.activeElement === input,
    selection:
      selectionStart !== null && selectionEnd !== null ? [selectionStart, selectionEnd] : null,
  };
}

/**
 * The last resort when start-up itself fails (demo mode's service worker refused, a chunk
 * that cannot load): a plain message instead of a blank page.
 */
export function showStartFailure(error: unknown): void {
  console.error('[bootstrap] start failed', error);
  const element = document.getElementById('app') ?? document.body;
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'font-family:sans-serif;max-width:520px;margin:15vh auto;padding:24px;border:1px solid #ddd;border-radius:8px';
  const heading = document.createElement('h1');
  heading.textContent = '页面无法启动';
  const detail = document.createElement('p');
  detail.textContent = `请刷新页面重试；如果问题仍然存在，请联系管理员。（${error instanceof Error ? error.message : String(error)}）`;
  box.append(heading, detail);
  element.replaceChildren(box);
}
