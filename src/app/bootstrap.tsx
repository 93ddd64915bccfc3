import { startTransition } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { isSignInReturn } from '@/config/paths';
import { setAppConfig } from '@/config/runtimeConfig';
import { ConfigErrorPage } from '@/components/ConfigErrorPage';
import { SignInExchangingScreen } from '@/features/auth/components/SignInExchangingScreen';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { warnWhenStorageUnavailable } from '@/lib/session/storageWarning';
import { yieldToMain } from '@/lib/timers';
import { App } from './App';
import { createRoutes } from './routes';
import { loadFirstScreenCode } from './start/loadFirstScreenCode';
import { mountApp } from './start/mountApp';
import { readConfig } from './start/readConfig';
import { startDemoMode } from './start/startDemo';
import { forgetDemoWorker } from './start/forgetDemoWorker';
import { startHttp } from './start/startHttp';
import { takeOverFirstView } from './firstView/takeOverFirstView';

/**
 * docs/components.md "on start", one job per step: mount on #app, read the runtime config,
 * start the HTTP client with the app's reactions, start demo mode if asked, then the router.
 * Nothing renders blank: a bad config gets the 配置错误 page.
 */
export async function bootstrap(element: HTMLElement | null): Promise<void> {
  if (!element) throw new Error('页面缺少 id 为 app 的挂载点');
  // Start-up runs in tasks of its own, not in the one that evaluated the entry's modules: on a
  // slow phone each alone is near the 50 ms of a long task (docs/budgets.md).
  await yieldToMain();
  const { prerendered, render } = mountApp(element);
  // The route's code downloads while the config is read (docs/budgets.md); the router reuses it.
  if (window.location.pathname === '/') import('@/app/pages/MainPage').catch(() => undefined);

  const read = await readConfig();
  if (!read.ok) {
    render(
      <AppThemeProvider>
        <ConfigErrorPage problem={read.problem} />
      </AppThemeProvider>,
    );
    return;
  }
  setAppConfig(read.config);
  document.title = read.config.title;
  warnWhenStorageUnavailable();
  startHttp();

  if (read.config.demo) {
    // In a fresh browser the demo's worker takes 0.5–4 s to start, and nothing may ask the mock
    // API before it answers. A visitor back from the demo provider sees 正在登录 meanwhile, not
    // a blank page: the /login route shows the same screen while it exchanges the code.
    if (isSignInReturn(window.location)) {
      render(
        <AppThemeProvider>
          <SignInExchangingScreen />
        </AppThemeProvider>,
      );
    }
    const demoPage = await startDemoMode();
    if (demoPage) return render(demoPage);
  } else {
    // `caches` is absent outside a secure context: then there is nothing of the demo's to drop.
    void forgetDemoWorker(
      () => navigator.serviceWorker,
      () => (typeof caches === 'undefined' ? undefined : caches),
    );
  }

  await yieldToMain();
  const router = createBrowserRouter(createRoutes());
  await Promise.all([takeOverFirstView(prerendered, router), loadFirstScreenCode(window.location)]);
  await yieldToMain();
  // A transition, so React renders the whole first page in slices that yield to input rather
  // than in one long task (docs/budgets.md); what is on screen stays until it commits.
  startTransition(() => render(<App router={router} />));
}
