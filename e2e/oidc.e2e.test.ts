import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openTab, readStorage, signInAtProvider, storedToken, type Tab } from './oidc/browserTab';
import { startSignInStack, type SignInStack } from './oidc/signInStack';
import { logOutThroughUserMenu } from './support/userMenu';

/**
 * Issue 3: the production bundle signs a user in against a real, certified OpenID Connect
 * provider (oidc-provider), through the reference backend of docs/sso.md (openid-client).
 * Every scenario asserts what the user sees and what storage holds.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const HOUR = 3_600_000;

/** The documents the tab loaded at this origin and path (the app's or the provider's). */
function documentsOn(tab: Tab, origin: string, pathname: string): string[] {
  return tab.documents.filter((url) => {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname === pathname;
  });
}

/** Opens a guarded page, signs in at the provider and waits for the page asked for. */
async function signIn(stack: SignInStack, accountId: string): Promise<Tab> {
  const tab = await openTab(browser);
  await tab.page.goto(`${stack.site.origin}/scenter`);
  await signInAtProvider(tab.page, accountId);
  await tab.page.waitForURL(`${stack.site.origin}/scenter?xh=${accountId}`);
  await tab.page.getByRole('heading', { name: '个人中心' }).waitFor();
  return tab;
}

describe('sign-in against a real OpenID Connect provider (production build)', () => {
  let stack: SignInStack;

  beforeAll(async () => {
    stack = await startSignInStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('a protected URL with no session: the provider’s login form, consent, then the page asked for with xh', async () => {
    const { site, provider, backend } = stack;
    const tab = await openTab(browser);
    const { page } = tab;
    try {
      await page.goto(`${site.origin}/scenter`);

      // The authorization request the app built, and the provider's own login form.
      await page.locator('input[name="login"]').waitFor();
      const authorize = new URL(documentsOn(tab, provider.issuer, '/auth')[0] ?? '');
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('client_id')).toBe('learning-web');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.origin}/login`);
      expect(authorize.searchParams.get('scope')).toBe('openid profile');
      expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(authorize.searchParams.has('code_challenge')).toBe(false);
      expect(page.url().startsWith(`${provider.issuer}/interaction/`)).toBe(true);

      await signInAtProvider(page, 'T2024001');
      await page.waitForURL(`${site.origin}/scenter?xh=T2024001`);
      await page.getByRole('heading', { name: '个人中心' }).waitFor();
      await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('张明华');

      // The provider came back to /login with code, state and iss (RFC 9207).
      const callback = new URL(documentsOn(tab, site.origin, '/login')[0] ?? '');
      expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
      expect(callback.searchParams.get('iss')).toBe(provider.issuer);
      expect(callback.searchParams.get('code')).toBeTruthy();

      // One exchange: the code and iss, no verifier, no Authorization header, and the code had
      // already left the address bar (D5), so not even the Referer carries it.
      expect(backend.exchanges).toHaveLength(1);
      const [exchange] = backend.exchanges;
      expect(exchange?.body).toEqual({
        code: callback.searchParams.get('code'),
        iss: provider.issuer,
      });
      expect(exchange?.authorization).toBeUndefined();
      expect(exchange?.referer ?? '').not.toMatch(/code=|state=|iss=/);
      // Behind deploy/nginx.conf, Referrer-Policy: no-referrer: no Referer at all.
      expect(exchange?.referer).toBeUndefined();
      expect(exchange?.outcome.ok).toBe(true);
      const issued = exchange?.outcome.ok ? exchange.outcome.token : '';

      // What storage holds (docs/session.md), and the opaque token of the backend, not the provider's.
      const storage = await readStorage(page);
      const token = storedToken(storage);
      expect(token?.value).toBe(issued);
      expect(token?.value).not.toMatch(/^demo-token/);
      expect((token?.expire ?? 0) - Date.now()).toBeGreaterThan(HOUR - 60_000);
      expect((token?.expire ?? 0) - Date.now()).toBeLessThanOrEqual(HOUR);
      expect(JSON.parse(storage.local.META_USER__ ?? '{}')).toEqual({
        userId: 'T2024001',
        userName: '张明华',
        userType: 'teacher',
      });
      expect(storage.local.META_TYPE__).toBe('"teacher"');
      expect(storage.session.META_AUTH__).toBeUndefined();
      expect(page.url()).not.toMatch(/code=|state=|iss=/);

      // Every API request after sign-in carries the Bearer token; the guarded route answers.
      await page
        .getByRole('navigation', { name: '主导航' })
        .getByRole('link', { name: '首页' })
        .waitFor();
      const routers = backend.apiCalls.filter((call) => call.path === '/api/user/routers');
      expect(routers).toEqual([
        { method: 'GET', path: '/api/user/routers', token: issued, status: 200 },
      ]);
    } finally {
      await tab.close();
    }
  });

  it('refuses a forged state (login CSRF): no exchange, no token, the signed-out main page', async () => {
    const { site } = stack;
    // The attacker runs an authorization request of their own at the provider, signs in as
    // themself and keeps the callback unused (a browser without JavaScript: the app never
    // starts, so nothing exchanges the code).
    const attacker = await openTab(browser, { javaScriptEnabled: false });
    const authorize = new URL(stack.appConfig.identityProvider.authorizeUrl);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: stack.appConfig.identityProvider.clientId,
      redirect_uri: `${site.origin}/login`,
      scope: 'openid profile',
      state: 'attacker-chosen-state',
    }).toString();
    await attacker.page.goto(authorize.toString());
    await signInAtProvider(attacker.page, 'S2024105');
    await attacker.page.waitForURL(
      (url) => url.pathname === '/login' && url.origin === site.origin,
    );
    const attackerCallback = attacker.page.url();
    await attacker.close();
    const attackerUrl = new URL(attackerCallback);
    const code = attackerUrl.searchParams.get('code') ?? '';
    const iss = attackerUrl.searchParams.get('iss') ?? '';
    expect(code).not.toBe('');

    // The victim is in the middle of their own sign-in (a pending state of their own) and
    // follows the attacker's link: code and state from another browser.
    const victim = await openTab(browser);
    const { page } = victim;
    try {
      await page.goto(`${site.origin}/scenter`);
      await page.locator('input[name="login"]').waitFor();
      const before = stack.backend.exchanges.length;

      await page.goto(attackerCallback);
      await page.getByRole('button', { name: '登录' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      // The legacy literal is refused too while legacyState is off.
      await page.goto(
        `${site.origin}/login?code=${encodeURIComponent(code)}&state=authLogin&iss=${encodeURIComponent(iss)}`,
      );
      await page.getByRole('button', { name: '登录' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      expect(stack.backend.exchanges.length).toBe(before);
      expect(victim.apiRequests.filter((r) => r.url.includes('/api/auth/oauth-login'))).toEqual([]);
      const storage = await readStorage(page);
      expect(storedToken(storage)).toBeNull();
      expect(storage.local.META_USER__).toBeUndefined();
      await expect.poll(() => page.getByRole('heading', { name: /你好/ }).count()).toBe(0);

      // The code itself was good: had the app exchanged it, the victim would now be signed
      // in as the attacker. The state check alone stopped that.
      const answer = await fetch(`${site.origin}/api/auth/oauth-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, iss }),
      });
      await expect
        .poll(() => answer.json())
        .toMatchObject({
          code: 200,
          result: { userInfo: { userId: 'S2024105' } },
        });
    } finally {
      await victim.close();
    }
  });

  it('refuses a replayed code: the state is single-use, and the provider rejects a spent code', async () => {
    const { site, backend } = stack;
    const first = await signIn(stack, 'T2024001');
    const callback = documentsOn(first, site.origin, '/login')[0] ?? '';
    const spent = new URL(callback);
    const exchangesBefore = backend.exchanges.length;
    const tokenBefore = storedToken(await readStorage(first.page));

    // The same tab opens the callback again (history, a copied link): its state is used up.
    await first.page.goto(callback);
    await first.page.getByRole('heading', { name: '你好，张明华' }).waitFor();
    expect(new URL(first.page.url()).pathname).toBe('/');
    expect(backend.exchanges.length).toBe(exchangesBefore);
    expect(storedToken(await readStorage(first.page))).toEqual(tokenBefore);
    await first.close();

    // A fresh tab with a pending sign-in of its own gets the spent code with its own valid
    // state (code injection): the app exchanges, the provider refuses the code.
    const second = await openTab(browser);
    const { page } = second;
    try {
      await page.goto(`${site.origin}/scenter`);
      await page.locator('input[name="login"]').waitFor();
      await page.goto(`${site.origin}/`);
      await page.getByRole('button', { name: '登录' }).waitFor();
      const attempt = JSON.parse((await readStorage(page)).session.META_AUTH__ ?? '{}') as {
        state?: string;
      };
      expect(attempt.state).toBeTruthy();
      const replay = new URL(`${site.origin}/login`);
      replay.searchParams.set('code', spent.searchParams.get('code') ?? '');
      replay.searchParams.set('state', attempt.state ?? '');
      replay.searchParams.set('iss', spent.searchParams.get('iss') ?? '');
      await page.goto(replay.toString());

      await page.getByRole('heading', { name: '登录失败' }).waitFor();
      await page.getByRole('button', { name: '重新登录' }).waitFor();
      expect(page.url()).toBe(`${site.origin}/login`);
      expect(backend.exchanges.length).toBe(exchangesBefore + 1);
      const refused = backend.exchanges.at(-1)?.outcome;
      expect(refused?.ok).toBe(false);
      expect(refused?.ok === false ? refused.error : '').toMatch(/invalid_grant/);
      const storage = await readStorage(page);
      expect(storedToken(storage)).toBeNull();
      expect(storage.local.META_USER__).toBeUndefined();
      expect(storage.session.META_AUTH__).toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('an expired session token (server side): one 401, one reload, signed in again without a loop', async () => {
    const { site, provider, backend } = stack;
    const tab = await signIn(stack, 'T2024001');
    const { page } = tab;
    try {
      await page
        .getByRole('navigation', { name: '主导航' })
        .getByRole('link', { name: '首页' })
        .waitFor();
      const oldToken = storedToken(await readStorage(page))?.value ?? '';
      expect(oldToken).not.toBe('');
      const exchangesBefore = backend.exchanges.length;

      // The backend ends the session; the user comes back to the tab (a reload of the page).
      backend.expireAllSessions();
      const mark = tab.documents.length;
      await page.reload();

      // routers → 401 → token removed → one reload → provider (its session still open: no
      // form) → /login → a new exchange → the page asked for.
      await expect
        .poll(() => backend.exchanges.length, { timeout: 15_000 })
        .toBe(exchangesBefore + 1);
      await page.waitForURL(`${site.origin}/scenter?xh=T2024001`);
      await page.getByRole('heading', { name: '个人中心' }).waitFor();
      const newToken = storedToken(await readStorage(page))?.value ?? '';
      expect(newToken).not.toBe('');
      expect(newToken).not.toBe(oldToken);
      await expect
        .poll(() => backend.apiCalls.some((call) => call.token === newToken && call.status === 200))
        .toBe(true);

      const after = tab.documents.slice(mark);
      const here = `${site.origin}/scenter?xh=T2024001`;
      expect(after.filter((url) => url === here)).toHaveLength(2); // ours, and the app's one reload
      expect(after.filter((url) => url.startsWith(`${provider.issuer}/auth?`))).toHaveLength(1);
      expect(after.filter((url) => url.startsWith(`${site.origin}/login?`))).toHaveLength(1);
      expect(after).toHaveLength(4);
      // The page's calls (navigation, the bell) all fail together: a burst of 401s, one reload.
      expect(
        backend.apiCalls.filter((call) => call.token === oldToken && call.status === 401).length,
      ).toBeGreaterThanOrEqual(1);
      const guard = JSON.parse((await readStorage(page)).session.META_AUTH_GUARD__ ?? '{}') as {
        trips?: number[];
        reloads?: number[];
      };
      expect(guard.reloads).toHaveLength(1);
      expect(guard.trips).toHaveLength(2); // the first sign-in, and this one
    } finally {
      await tab.close();
    }
  });

  it('an API that rejects every session token: two reloads, two trips, then 无法完成登录', async () => {
    const { site, provider, backend } = stack;
    backend.setSessionLifetime(0);
    const tab = await openTab(browser);
    const { page } = tab;
    try {
      const exchangesBefore = backend.exchanges.length;
      await page.goto(`${site.origin}/scenter`);
      await signInAtProvider(page, 'T2024001');
      await page.getByRole('heading', { name: '无法完成登录' }).waitFor({ timeout: 20_000 });

      expect(documentsOn(tab, provider.issuer, '/auth')).toHaveLength(2);
      expect(backend.exchanges.length - exchangesBefore).toBe(2);
      const storage = await readStorage(page);
      expect(storedToken(storage)).toBeNull();
      const guard = JSON.parse(storage.session.META_AUTH_GUARD__ ?? '{}') as {
        trips?: number[];
        reloads?: number[];
      };
      expect(guard.reloads).toHaveLength(2);
      expect(guard.trips).toHaveLength(2);

      // The backend recovers; 重新登录 (by hand) breaks the pause and signs in.
      backend.setSessionLifetime(HOUR);
      await page.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL(`${site.origin}/scenter?xh=T2024001`);
      await page.getByTestId('profile-name').waitFor();
      await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('张明华');
    } finally {
      backend.setSessionLifetime(HOUR);
      await tab.close();
    }
  });

  it('xh of another user: both storages cleared, signed in again as the real user', async () => {
    const { site, provider, backend } = stack;
    const tab = await signIn(stack, 'T2024001');
    const { page } = tab;
    try {
      const oldToken = storedToken(await readStorage(page))?.value ?? '';
      await page.evaluate(() => {
        window.localStorage.setItem('e2e-canary', 'local');
        window.sessionStorage.setItem('META_COURSE_WEIGHT__', '{"c1":100}');
      });
      const exchangesBefore = backend.exchanges.length;
      const mark = tab.documents.length;

      // A link made for a student opened in the teacher's browser.
      await page.goto(`${site.origin}/scenter?xh=S2024105`);
      await page.waitForURL(`${site.origin}/scenter?xh=T2024001`);
      await page.getByRole('heading', { name: '个人中心' }).waitFor();
      await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('张明华');

      const after = tab.documents.slice(mark).filter((url) => {
        const parsed = new URL(url);
        return parsed.origin === provider.issuer && parsed.pathname === '/auth';
      });
      expect(after).toHaveLength(1);
      expect(backend.exchanges.length).toBe(exchangesBefore + 1);
      const storage = await readStorage(page);
      expect(storage.local['e2e-canary']).toBeUndefined();
      expect(storage.session.META_COURSE_WEIGHT__).toBeUndefined();
      const token = storedToken(storage);
      expect(token?.value).toBeTruthy();
      expect(token?.value).not.toBe(oldToken);
      expect(JSON.parse(storage.local.META_USER__ ?? '{}')).toMatchObject({ userId: 'T2024001' });
    } finally {
      await tab.close();
    }
  });

  it('logout clears both storages and shows the signed-out main page', async () => {
    const { site } = stack;
    const tab = await signIn(stack, 'T2024001');
    const { page } = tab;
    try {
      await page.evaluate(() => window.sessionStorage.setItem('META_COURSE_WEIGHT__', '{}'));
      await logOutThroughUserMenu(page, '张明华');
      await page.getByRole('button', { name: '登录' }).waitFor();
      expect(page.url()).toBe(`${site.origin}/`);
      const storage = await readStorage(page);
      expect(storage.local).toEqual({});
      expect(storage.session).toEqual({});
    } finally {
      await tab.close();
    }
  });
});

describe('a provider that requires PKCE', () => {
  let stack: SignInStack;

  beforeAll(async () => {
    stack = await startSignInStack({ pkceRequired: true, pkce: true });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('signs in with an S256 challenge; the verifier reaches the token endpoint through the backend', async () => {
    const { site, provider, backend } = stack;
    const tab = await openTab(browser);
    const { page } = tab;
    try {
      await page.goto(`${site.origin}/scenter`);
      await signInAtProvider(page, 'S2024105');
      await page.waitForURL(`${site.origin}/scenter?xh=S2024105`);
      await page.getByRole('heading', { name: '个人中心' }).waitFor();
      await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('李晓雨');

      const authorize = new URL(documentsOn(tab, provider.issuer, '/auth')[0] ?? '');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      const challenge = authorize.searchParams.get('code_challenge') ?? '';
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [exchange] = backend.exchanges;
      const verifier = exchange?.body.codeVerifier;
      expect(typeof verifier).toBe('string');
      expect(createHash('sha256').update(String(verifier)).digest('base64url')).toBe(challenge);
      expect(exchange?.body.iss).toBe(provider.issuer);
      expect(exchange?.outcome.ok).toBe(true);

      const storage = await readStorage(page);
      expect(storedToken(storage)?.value).toBe(
        exchange?.outcome.ok ? exchange.outcome.token : 'none',
      );
      expect(JSON.parse(storage.local.META_USER__ ?? '{}')).toEqual({
        userId: 'S2024105',
        userName: '李晓雨',
        userType: 'student',
      });
      expect(storage.local.META_TYPE__).toBe('"student"');
    } finally {
      await tab.close();
    }
  });

  it('without pkce in app-config.json the provider refuses: 登录失败 with its reason, nothing stored', async () => {
    const { site, backend } = stack;
    site.setAppConfig({
      ...stack.appConfig,
      identityProvider: { ...stack.appConfig.identityProvider, pkce: false },
    });
    const tab = await openTab(browser);
    const { page } = tab;
    try {
      const exchangesBefore = backend.exchanges.length;
      await page.goto(`${site.origin}/scenter`);
      await page.getByRole('heading', { name: '登录失败' }).waitFor();
      await expect.poll(() => page.locator('main').textContent()).toMatch(/PKCE/);
      // state and iss left the address bar; the provider's error stays readable (docs/session.md).
      expect(page.url()).not.toMatch(/[?&](state|iss|code)=/);
      expect(backend.exchanges.length).toBe(exchangesBefore);
      const storage = await readStorage(page);
      expect(storedToken(storage)).toBeNull();
      expect(storage.local.META_USER__).toBeUndefined();
    } finally {
      site.setAppConfig(stack.appConfig);
      await tab.close();
    }
  });
});

describe('logout at the provider (logoutUrl set)', () => {
  let stack: SignInStack;

  beforeAll(async () => {
    stack = await startSignInStack({ providerLogout: true });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('clears both storages, ends the provider’s session at its logout page, and comes back', async () => {
    const { site, provider } = stack;
    const tab = await signIn(stack, 'T2024001');
    const { page } = tab;
    try {
      await logOutThroughUserMenu(page, '张明华');
      await page.getByRole('button', { name: 'Yes, sign me out' }).waitFor();
      expect(page.url().startsWith(`${provider.issuer}/session/end`)).toBe(true);
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();

      await page.waitForURL(`${site.origin}/`);
      await page.getByRole('button', { name: '登录' }).waitFor();
      const storage = await readStorage(page);
      expect(storage.local).toEqual({});
      // Everything of the app is gone (scroll positions live in memory, not in storage).
      expect(storage.session).toEqual({});

      // The provider's session is over: the next sign-in asks for credentials again.
      await page.goto(`${site.origin}/scenter`);
      await page.locator('input[name="login"]').waitFor();
    } finally {
      await tab.close();
    }
  });
});
