import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { renderApp, TEST_NOW } from '@/testing/renderApp';
import { resetAppEnvironment, type ConfigOverrides } from '@/testing/resetAppEnvironment';
import { isGuardInterruption } from '@/lib/auth/authInterruption';
import { server } from '../../mocks/node';
import { teacher, tokenFor } from '../../mocks/fixtures/users';
import { createRoutes } from './routes';

/**
 * The route table's loaders driven through a real data router (no rendering needed): the
 * sign-in rules end to end, with the shared MSW handlers as the backend.
 */
const NOW = TEST_NOW;
const STATE = 'aW50ZWdyYXRpb24tc3RhdGUtMDEyMzQ1Njc4OWFiY2Rl';
let browser: ReturnType<typeof recordingBrowser>;

function setUp(
  options: {
    config?: ConfigOverrides;
    session?: Record<string, string>;
    local?: Record<string, string>;
  } = {},
) {
  browser = recordingBrowser('http://localhost:3000/');
  resetAppEnvironment({
    now: NOW,
    browser,
    ...(options.config ? { config: options.config } : {}),
    sessionStorage: options.session ?? {},
    localStorage: options.local ?? {},
  });
}

async function visit(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  // The exchange loads the HTTP client on demand: on a busy 2-core machine (a mutation run, say)
  // that takes more than waitFor's default second, as for screens (setupUnitTests.ts).
  await vi.waitFor(
    () => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    { timeout: 5000 },
  );
  return router;
}

const attempt = (returnPath: string | null) =>
  JSON.stringify({ state: STATE, returnPath, createdAt: NOW - 10_000 });

const signedIn = {
  [STORAGE_KEYS.token]: JSON.stringify({ value: tokenFor(teacher), expire: NOW + 1000 }),
  [STORAGE_KEYS.user]: JSON.stringify(teacher),
};

function recordExchanges() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/auth/oauth-login')) bodies.push(request.clone().json());
  });
  return bodies;
}

beforeEach(() => {
  server.events.removeAllListeners();
});

describe('sign-in through the route table', () => {
  it('exchanges the code, stores the session and lands on the page first asked for, with xh', async () => {
    setUp({ session: { [STORAGE_KEYS.authAttempt]: attempt('/scenter?tab=records') } });
    const router = await visit(`/login?code=demo-code-teacher&state=${STATE}`);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/scenter?tab=records&xh=T2024001',
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.token) ?? '')).toEqual({
      value: tokenFor(teacher),
      expire: NOW + TOKEN_LIFETIME_MS,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"teacher"');
    expect(browser.replaceAddress).toHaveBeenCalledWith('/login');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
  });

  it('another user signing in on this tab does not inherit the previous user’s caches', async () => {
    setUp({
      local: {
        [STORAGE_KEYS.user]: JSON.stringify({ userId: 'S2024105', userType: 'student' }),
        [STORAGE_KEYS.routers]: JSON.stringify([{ path: '/secret', title: '旧导航' }]),
      },
      session: {
        [STORAGE_KEYS.authAttempt]: attempt(null),
        [STORAGE_KEYS.courseWeight]: JSON.stringify({
          items: [{ courseId: 'x', courseName: '旧课程', weight: 100 }],
        }),
      },
    });
    await visit(`/login?code=demo-code-teacher&state=${STATE}`);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      userId: 'T2024001',
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.routers)).toBeNull();
  });

  it('a forged state gives no exchange and no token', async () => {
    setUp({ session: { [STORAGE_KEYS.authAttempt]: attempt('/scenter') } });
    const bodies = recordExchanges();
    const router = await visit('/login?code=demo-code-teacher&state=forged');
    expect(router.state.location.pathname).toBe('/');
    expect(bodies).toHaveLength(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a replayed callback (state already used) gives no exchange', async () => {
    setUp({ session: { [STORAGE_KEYS.authAttempt]: attempt('/scenter') } });
    await visit(`/login?code=demo-code-teacher&state=${STATE}`);
    window.localStorage.clear();
    const bodies = recordExchanges();
    const router = await visit(`/login?code=demo-code-teacher&state=${STATE}`);
    expect(router.state.location.pathname).toBe('/');
    expect(bodies).toHaveLength(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'a return path of %s lands on mainHost',
    async (returnPath) => {
      setUp({
        config: { mainHost: 'https://portal.example.edu.cn/home' },
        session: { [STORAGE_KEYS.authAttempt]: attempt(returnPath) },
      });
      await visit(`/login?code=demo-code-teacher&state=${STATE}`);
      expect(browser.replace).toHaveBeenCalledWith('https://portal.example.edu.cn/home');
      expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    },
  );

  it('with no return path and mainHost "", lands on /', async () => {
    setUp({ session: { [STORAGE_KEYS.authAttempt]: attempt(null) } });
    const router = await visit(`/login?code=demo-code-teacher&state=${STATE}`);
    expect(router.state.location.pathname).toBe('/');
    expect(browser.replace).not.toHaveBeenCalled();
  });

  it('a failed exchange logs to the console, stores nothing and shows the failed screen data', async () => {
    setUp({ session: { [STORAGE_KEYS.authAttempt]: attempt('/scenter') } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = await visit(`/login?code=demo-code-fail&state=${STATE}`);
    // The /login route's loader data, found by its match rather than its place in the table.
    const login = router.state.matches.find((match) => match.route.path === 'login');
    expect(login && router.state.loaderData[login.route.id]).toMatchObject({
      kind: 'failed',
      reason: 'exchange',
    });
    expect(consoleError).toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends the PKCE verifier and iss, without an Authorization header', async () => {
    setUp({
      session: {
        [STORAGE_KEYS.authAttempt]: JSON.stringify({
          state: STATE,
          returnPath: null,
          codeVerifier: 'v'.repeat(43),
          createdAt: NOW,
        }),
      },
      local: signedIn,
    });
    const seen: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.post('*/api/auth/oauth-login', async ({ request }) => {
        seen.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        return HttpResponse.json({ code: 200, result: { userInfo: teacher, token: 'new' } });
      }),
    );
    await visit(`/login?code=c1&state=${STATE}&iss=https%3A%2F%2Fsso.example.edu.cn`);
    expect(seen).toEqual([
      {
        body: { code: 'c1', codeVerifier: 'v'.repeat(43), iss: 'https://sso.example.edu.cn' },
        auth: null,
      },
    ]);
  });

  it('an answer without userInfo.userId is a failed sign-in, not a broken session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/api/auth/oauth-login', () =>
        HttpResponse.json({ code: 200, result: { token: 'x', userInfo: {} } }),
      ),
    );
    renderApp(`/login?code=c1&state=${STATE}`, {
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attempt(null) },
    });
    expect(await screen.findByRole('heading', { name: '登录失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新登录' })).toBeEnabled();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBeNull();
  });

  it.each([
    ['a refused exchange', `/login?code=demo-code-fail&state=${STATE}`],
    ['a provider error', `/login?state=${STATE}&error=access_denied`],
  ])('after %s, 重新登录 starts a new attempt with the same return path', async (_label, url) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { browser } = renderApp(url, {
      sessionStorage: { [STORAGE_KEYS.authAttempt]: attempt('/scenter?tab=records&xh=T2024001') },
    });
    await user.click(await screen.findByRole('button', { name: '重新登录' }));
    await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    const next = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}') as {
      state: string;
      returnPath: string | null;
    };
    expect(next.returnPath).toBe('/scenter?tab=records&xh=T2024001');
    expect(next.state).not.toBe(STATE);
    const authorize = new URL(browser.assign.mock.calls.at(0)?.[0] ?? '');
    expect(authorize.searchParams.get('state')).toBe(next.state);
  });
});

describe('guards through the route table', () => {
  it('a guarded page without a token starts sign-in at the provider', async () => {
    setUp();
    const router = await visit('/scenter?xh=T2024001');
    expect(isGuardInterruption(router.state.errors?.root)).toBe(true);
    expect(browser.assign).toHaveBeenCalledTimes(1);
    const url = new URL(browser.assign.mock.calls.at(0)?.[0] ?? '');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/login');
  });

  it('a guarded page with a matching xh renders', async () => {
    setUp({ local: signedIn });
    const router = await visit('/scenter?xh=T2024001');
    expect(router.state.errors).toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('an xh mismatch clears both storages but keeps the loop counts', async () => {
    setUp({ local: signedIn, session: { [STORAGE_KEYS.courseWeight]: '{"items":[]}' } });
    await visit('/scenter?xh=S2024105');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authGuard) ?? '{}')).toEqual({
      trips: [NOW],
      reloads: [],
    });
    expect(browser.assign).toHaveBeenCalledTimes(1);
  });

  it('a third automatic trip within five minutes is stopped', async () => {
    setUp({
      session: {
        [STORAGE_KEYS.authGuard]: JSON.stringify({ trips: [NOW - 1, NOW - 2], reloads: [] }),
      },
    });
    const router = await visit('/scenter?xh=T2024001');
    const error = router.state.errors?.root;
    expect(isGuardInterruption(error) && error.kind).toBe('blocked');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('trips older than five minutes no longer count', async () => {
    setUp({
      session: {
        [STORAGE_KEYS.authGuard]: JSON.stringify({
          trips: [NOW - 300_000, NOW - 400_000],
          reloads: [],
        }),
      },
    });
    await visit('/scenter?xh=T2024001');
    expect(browser.assign).toHaveBeenCalledTimes(1);
  });

  it('with no provider on a local host, the fallback is /', async () => {
    setUp({ config: { identityProvider: { authorizeUrl: null } } });
    const router = await visit('/scenter?xh=T2024001');
    expect(router.state.location.pathname).toBe('/');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('/ is open without a session', async () => {
    setUp();
    const router = await visit('/');
    expect(router.state.errors).toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
