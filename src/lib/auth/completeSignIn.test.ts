import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { notificationStore, setUnreadCount } from '@/stores/notificationStore';
import { userStore } from '@/stores/userStore';
import { currentSession } from '@/lib/session/session';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment, type ConfigOverrides } from '@/testing/resetAppEnvironment';
import { server } from '../../../mocks/node';
import { student, teacher, tokenFor } from '../../../mocks/fixtures/users';
import type { AuthAttempt } from './authAttempt';
import { completeSignIn } from './completeSignIn';

const NOW = Date.parse('2026-09-07T01:30:00Z');
const ORIGIN = 'https://learn.example.edu.cn';
const STATE = 'c3RhdGUtZm9yLXVuaXQtdGVzdHMtMTIzNDU2Nzg5MA';
let browser: ReturnType<typeof recordingBrowser>;

function setUp(
  options: { config?: ConfigOverrides; local?: Record<string, string>; callback?: string } = {},
) {
  const callback = options.callback ?? `/login?code=demo-code-teacher&state=${STATE}`;
  browser = recordingBrowser(`${ORIGIN}${callback}`);
  resetAppEnvironment({
    now: NOW,
    browser,
    config: options.config ?? {},
    localStorage: options.local ?? {},
    sessionStorage: { [STORAGE_KEYS.authAttempt]: JSON.stringify(attempt('/scenter')) },
  });
  return new URL(`${ORIGIN}${callback}`);
}

const attempt = (returnPath: string | null, extra: Partial<AuthAttempt> = {}): AuthAttempt => ({
  state: STATE,
  returnPath,
  createdAt: NOW - 10_000,
  ...extra,
});

const exchange = (code: string, from: AuthAttempt | null, iss: string | null = null) =>
  ({ kind: 'complete-sign-in', code, iss, attempt: from }) as const;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the callback leaves the address bar first (D5)', () => {
  it('removes code, state and iss and keeps everything else', async () => {
    const url = setUp({
      callback: `/login?code=demo-code-teacher&lang=zh&state=${STATE}&iss=https%3A%2F%2Fsso#top`,
    });
    await completeSignIn(exchange('demo-code-teacher', attempt(null)), url);
    expect(browser.replaceAddress).toHaveBeenCalledTimes(1);
    expect(browser.replaceAddress).toHaveBeenCalledWith('/login?lang=zh#top');
  });

  it('also for a provider error, and the attempt is used up either way', async () => {
    const url = setUp({ callback: `/login?state=${STATE}&error=access_denied` });
    const outcome = await completeSignIn(
      {
        kind: 'sign-in-error',
        error: 'access_denied',
        description: '用户拒绝授权',
        attempt: attempt('/scenter?xh=T2024001'),
      },
      url,
    );
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'provider',
      error: 'access_denied',
      description: '用户拒绝授权',
      returnPath: '/scenter?xh=T2024001',
    });
    expect(browser.replaceAddress).toHaveBeenCalledWith('/login?error=access_denied');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('a successful exchange', () => {
  it('stores token, user info and user type in the docs/session.md formats', async () => {
    const url = setUp();
    await completeSignIn(exchange('demo-code-student', attempt(null)), url);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.token) ?? '')).toEqual({
      value: tokenFor(student),
      expire: NOW + TOKEN_LIFETIME_MS,
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual(student);
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"student"');
    expect(currentSession.user).toEqual(student);
    expect(currentSession.userType).toBe('student');
  });

  it('a user without a userType is stored as "teacher"', async () => {
    const url = setUp();
    server.use(
      mock.post('*/api/auth/oauth-login', () =>
        HttpResponse.json({ code: 200, result: { userInfo: { userId: 7 }, token: 't7' } }),
      ),
    );
    await completeSignIn(exchange('c1', attempt('/scenter')), url);
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"teacher"');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBe('{"userId":7}');
  });

  it('lands on the saved return path with xh set to the signed-in user (D7)', async () => {
    const url = setUp();
    await expect(
      completeSignIn(
        exchange('demo-code-student', attempt('/scenter?tab=records&xh=T2024001')),
        url,
      ),
    ).resolves.toEqual({ kind: 'signed-in', path: '/scenter?tab=records&xh=S2024105' });
    expect(browser.replace).not.toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('sends the attempt’s PKCE verifier and the iss to the backend', async () => {
    const url = setUp();
    const bodies: unknown[] = [];
    server.use(
      mock.post('*/api/auth/oauth-login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, result: { userInfo: teacher, token: 't' } });
      }),
    );
    await completeSignIn(
      exchange('c1', attempt(null, { codeVerifier: 'v'.repeat(43) }), 'https://sso'),
      url,
    );
    await completeSignIn(exchange('c2', null), url);
    expect(bodies).toEqual([
      { code: 'c1', codeVerifier: 'v'.repeat(43), iss: 'https://sso' },
      { code: 'c2' },
    ]);
  });

  it.each([['/login'], ['/login/'], ['/login?next=/scenter']])(
    'a return path of %s is not followed: mainHost instead',
    async (returnPath) => {
      const url = setUp();
      await expect(
        completeSignIn(exchange('demo-code-teacher', attempt(returnPath)), url),
      ).resolves.toEqual({ kind: 'signed-in', path: '/' });
    },
  );

  it('an unsafe return path in a legacy or tampered attempt is not followed', async () => {
    const url = setUp();
    await expect(
      completeSignIn(exchange('demo-code-teacher', attempt('//evil.example/x')), url),
    ).resolves.toEqual({ kind: 'signed-in', path: '/' });
    await expect(completeSignIn(exchange('demo-code-teacher', null), url)).resolves.toEqual({
      kind: 'signed-in',
      path: '/',
    });
  });
});

describe('mainHost (docs/configuration.md), when there is no return path', () => {
  it('on this origin: continues inside the app at its path and query', async () => {
    const url = setUp({ config: { mainHost: `${ORIGIN}/portal/home?from=sso` } });
    await expect(
      completeSignIn(exchange('demo-code-teacher', attempt(null)), url),
    ).resolves.toEqual({ kind: 'signed-in', path: '/portal/home?from=sso' });
    expect(browser.replace).not.toHaveBeenCalled();
  });

  it('a bare origin of this app is /', async () => {
    const url = setUp({ config: { mainHost: ORIGIN } });
    await expect(
      completeSignIn(exchange('demo-code-teacher', attempt(null)), url),
    ).resolves.toEqual({ kind: 'signed-in', path: '/' });
  });

  it('another site: the browser is sent there, replacing /login in history', async () => {
    const url = setUp({ config: { mainHost: 'https://portal.example.edu.cn/home?x=1' } });
    await expect(
      completeSignIn(exchange('demo-code-teacher', attempt(null)), url),
    ).resolves.toEqual({
      kind: 'signed-in-elsewhere',
      url: 'https://portal.example.edu.cn/home?x=1',
    });
    expect(browser.replace).toHaveBeenCalledTimes(1);
    expect(browser.replace).toHaveBeenCalledWith('https://portal.example.edu.cn/home?x=1');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});

describe('the previous user’s caches', () => {
  const previous = (user: object) => ({
    [STORAGE_KEYS.user]: JSON.stringify(user),
    [STORAGE_KEYS.routers]: JSON.stringify([{ path: '/scenter', title: '个人中心' }]),
  });

  it('another user: navigation, weighting and unread count are forgotten', async () => {
    const url = setUp({ local: previous(student) });
    window.sessionStorage.setItem(STORAGE_KEYS.courseWeight, '{"items":[]}');
    setUnreadCount(5);
    await completeSignIn(exchange('demo-code-teacher', attempt(null)), url);
    expect(window.localStorage.getItem(STORAGE_KEYS.routers)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
    expect(userStore.routers).toEqual([]);
    expect(notificationStore.unreadCount).toBeNull();
  });

  it('no previous user: nothing of anyone’s is kept', async () => {
    const url = setUp({
      local: { [STORAGE_KEYS.routers]: JSON.stringify([{ path: '/x', title: 'x' }]) },
    });
    setUnreadCount(5);
    await completeSignIn(exchange('demo-code-teacher', attempt(null)), url);
    expect(window.localStorage.getItem(STORAGE_KEYS.routers)).toBeNull();
    expect(notificationStore.unreadCount).toBeNull();
  });

  it('the same user again (ids compared as text): the caches stay', async () => {
    const url = setUp({ local: previous({ userId: 7, userType: 'teacher' }) });
    window.sessionStorage.setItem(STORAGE_KEYS.courseWeight, '{"courses":[]}');
    setUnreadCount(5);
    server.use(
      mock.post('*/api/auth/oauth-login', () =>
        HttpResponse.json({ code: 200, result: { userInfo: { userId: '7' }, token: 't7' } }),
      ),
    );
    await completeSignIn(exchange('c1', attempt(null)), url);
    expect(window.localStorage.getItem(STORAGE_KEYS.routers)).not.toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBe('{"courses":[]}');
    expect(notificationStore.unreadCount).toBe(5);
  });
});

describe('a failed exchange (docs/http.md, D3)', () => {
  it('logs to the console and reports the reason, storing nothing', async () => {
    const url = setUp();
    const outcome = await completeSignIn(exchange('demo-code-fail', attempt('/scenter')), url);
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'exchange',
      message: '授权码无效或已过期',
      returnPath: '/scenter',
    });
    expect(console.error).toHaveBeenCalledWith('[sign-in] exchange failed', expect.any(Error));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
    expect(browser.replace).not.toHaveBeenCalled();
  });

  it('with a legacy state (no attempt), 重新登录 has no return path to keep', async () => {
    const url = setUp();
    await expect(completeSignIn(exchange('demo-code-fail', null), url)).resolves.toMatchObject({
      kind: 'failed',
      returnPath: null,
    });
  });
});
