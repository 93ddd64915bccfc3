import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { openTab, signInAtProvider, type Tab } from '../oidc/browserTab';
import { startSignInStack, type SignInStack, type SignInStackOptions } from '../oidc/signInStack';

/**
 * The set-up every sign-in file shares, in one place (docs/testing.md): for the file, Chromium
 * and the deployment's stack (nginx with the build, the reference backend, a real OpenID
 * Connect provider, all on free ports of 127.0.0.1, so files run side by side); for each test,
 * fresh browser profiles, closed after it with the stack put back as it was (hanging calls
 * answered, the site's own app-config.json).
 *
 *   const signIn = signInStackForFile();
 *   it('…', async () => {
 *     const tab = await signIn.newTab();
 *     await signIn.signInAt(tab, '/scenter');
 *   });
 */
export interface SignInStackFixture {
  readonly browser: Browser;
  readonly stack: SignInStack;
  /** A fresh profile (its own storage and provider cookies) with one tab, closed after the test. */
  newTab(options?: {
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    /** A touch phone (taps, coarse pointer) of `width` × `height`. */
    touch?: boolean;
  }): Promise<Tab>;
  /** Another tab in the profile of `tab`: they share storage, as two tabs of a browser do. */
  newTabBeside(tab: Tab): Promise<Tab>;
  /** Opens `path` (a guarded user-centre address), signs in at the provider, waits for 个人中心. */
  signInAt(tab: Tab, path: string, accountId?: string): Promise<void>;
}

export function signInStackForFile(options: SignInStackOptions = {}): SignInStackFixture {
  let browser: Browser | undefined;
  let stack: SignInStack | undefined;
  const opened: Tab[] = [];
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before the file's beforeAll`);
    return value;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    stack = await startSignInStack(options);
  });

  afterEach(async () => {
    // Tabs first: a failed test's screenshots and diagnosis are taken as each closes
    // (./failureArtefacts.ts), and must show the page as the test left it, calls still hanging.
    while (opened.length > 0) await opened.pop()?.close();
    stack?.backend.answerHangingCalls();
    stack?.site.setAppConfig(stack.appConfig);
  });

  afterAll(async () => {
    await stack?.close();
    await browser?.close();
  });

  const fixture: SignInStackFixture = {
    get browser() {
      return ready(browser, 'the browser');
    },
    get stack() {
      return ready(stack, 'the sign-in stack');
    },
    async newTab({ width, height, javaScriptEnabled, touch } = {}) {
      const phone = touch ? { width: width ?? 390, height: height ?? 844 } : undefined;
      const tab = await openTab(fixture.browser, { javaScriptEnabled, phone });
      opened.push(tab);
      if (width && !phone) await tab.page.setViewportSize({ width, height: height ?? 844 });
      return tab;
    },
    async newTabBeside(tab) {
      const beside = await openTab(fixture.browser, { context: tab.context });
      opened.push(beside);
      return beside;
    },
    async signInAt(tab, path, accountId = 'T2024001') {
      await tab.page.goto(`${fixture.stack.site.origin}${path}`);
      await signInAtProvider(tab.page, accountId);
      await tab.page.getByRole('heading', { name: '个人中心' }).waitFor();
    },
  };
  return fixture;
}
