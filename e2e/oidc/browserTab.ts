import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A tab: by default in a fresh browser profile (its own storage and provider cookies). */
export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Every top-level document the tab loaded, in order (reloads and redirects included). */
  documents: string[];
  /** Same-origin `/api/*` requests the page made, in order, with the token each carried. */
  apiRequests: { method: string; url: string; authorization: string | null }[];
  /** Closes the tab, and its profile if the tab opened one. */
  close(): Promise<void>;
}

export async function openTab(
  browser: Browser,
  options: {
    javaScriptEnabled?: boolean;
    context?: BrowserContext;
    /** A touch phone of this size: taps, `(pointer: coarse)`, no mouse hover. */
    phone?: { width: number; height: number };
  } = {},
): Promise<Tab> {
  const context =
    options.context ??
    (await browser.newContext({
      locale: 'zh-CN',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      ...(options.phone ? { viewport: options.phone, hasTouch: true } : {}),
    }));
  // Waits fail well inside the 30 s test timeout, with the locator in the message.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const documents: string[] = [];
  const apiRequests: Tab['apiRequests'] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    } else if (new URL(request.url()).pathname.startsWith('/api/')) {
      apiRequests.push({
        method: request.method(),
        url: request.url(),
        authorization: request.headers().authorization ?? null,
      });
    }
  });
  const close = options.context ? () => page.close() : () => context.close();
  return { context, page, documents, apiRequests, close };
}

export interface StorageSnapshot {
  local: Record<string, string>;
  session: Record<string, string>;
}

/** What the app's origin holds in localStorage and sessionStorage (the page must be on it). */
export function readStorage(page: Page): Promise<StorageSnapshot> {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(window.localStorage)),
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
  }));
}

export interface StoredToken {
  value: string;
  expire: number;
}

export function storedToken(storage: StorageSnapshot): StoredToken | null {
  const raw = storage.local.token;
  return raw === undefined ? null : (JSON.parse(raw) as StoredToken);
}

/**
 * The provider's development login form (any password), then its consent form. Waits for
 * each form, so it fails with a clear message if the provider skipped or changed them.
 */
export async function signInAtProvider(
  page: Page,
  accountId: string,
  options: { expectConsent?: boolean } = {},
): Promise<void> {
  const login = page.locator('input[name="login"]');
  await login.waitFor();
  await login.fill(accountId);
  await page.locator('input[name="password"]').fill('any password: development form');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (options.expectConsent ?? true) {
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

/** The path and query of the tab's address. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
