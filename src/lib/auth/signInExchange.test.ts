import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { startHttp } from '@/app/start/startHttp';
import { HttpError } from '@/lib/http/httpError';
import { setToken } from '@/lib/session/token';
import { toastQueue } from '@/lib/toast/toast';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { server } from '../../../mocks/node';
import { teacher, tokenFor } from '../../../mocks/fixtures/users';
import { exchangeSignInCode } from './signInExchange';

const NOW = Date.parse('2026-09-07T01:30:00Z');
let browser: ReturnType<typeof recordingBrowser>;

beforeEach(() => {
  browser = recordingBrowser('https://learn.example.edu.cn/login');
  resetAppEnvironment({ now: NOW, browser });
});

/** Answers the exchange with `result` in a code-200 envelope and records what was sent. */
function answerWith(result: unknown) {
  const seen: { body: unknown; auth: string | null }[] = [];
  server.use(
    mock.post('*/api/auth/oauth-login', async ({ request }) => {
      seen.push({ body: await request.json(), auth: request.headers.get('Authorization') });
      return HttpResponse.json({ code: 200, result });
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected the exchange to fail');
}

describe('POST /api/auth/oauth-login (docs/session.md, docs/api.md)', () => {
  it('sends the code alone when there is no verifier and no iss', async () => {
    const seen = answerWith({ userInfo: teacher, token: 'tok' });
    await exchangeSignInCode({ code: 'c1' });
    expect(seen).toEqual([{ body: { code: 'c1' }, auth: null }]);
  });

  it('adds codeVerifier and iss when there are some, and never an Authorization header', async () => {
    setToken('an-old-session');
    const seen = answerWith({ userInfo: teacher, token: 'tok' });
    await exchangeSignInCode({
      code: 'c1',
      codeVerifier: 'v'.repeat(43),
      iss: 'https://sso.example.edu.cn',
    });
    expect(seen).toEqual([
      {
        body: { code: 'c1', codeVerifier: 'v'.repeat(43), iss: 'https://sso.example.edu.cn' },
        auth: null,
      },
    ]);
  });

  it('leaves out an empty verifier and an empty iss', async () => {
    const seen = answerWith({ userInfo: teacher, token: 'tok' });
    await exchangeSignInCode({ code: 'c1', codeVerifier: '', iss: '' });
    expect(seen.map((s) => s.body)).toEqual([{ code: 'c1' }]);
  });

  it('resolves to the user info and the token', async () => {
    await expect(exchangeSignInCode({ code: 'demo-code-teacher' })).resolves.toEqual({
      userInfo: teacher,
      token: tokenFor(teacher),
    });
  });
});

describe('a failed exchange has its own screen (D3): no toast, no reload', () => {
  it('code ≠ 200 rejects with the server’s message', async () => {
    const error = await rejection(exchangeSignInCode({ code: 'demo-code-fail' }));
    expect(error.message).toBe('授权码无效或已过期');
    expect(toastQueue.snapshot()).toEqual([]);
  });

  it('a 401 is a failed sign-in: the stored token stays and nothing reloads', async () => {
    const onUnauthorized = vi.fn();
    startHttp({ onUnauthorized });
    setToken('keep-me');
    server.use(
      mock.post(
        '*/api/auth/oauth-login',
        () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const error = await rejection(exchangeSignInCode({ code: 'c1' }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    expect(toastQueue.snapshot()).toEqual([]);
  });

  it('a network failure or a 500 raises no toast', async () => {
    server.use(mock.post('*/api/auth/oauth-login', () => HttpResponse.error()));
    await rejection(exchangeSignInCode({ code: 'c1' }));
    server.use(
      mock.post('*/api/auth/oauth-login', () =>
        HttpResponse.json({ code: 500 }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    await rejection(exchangeSignInCode({ code: 'c1' }));
    expect(toastQueue.snapshot()).toEqual([]);
  });
});

describe('an answer that cannot make a session is a failed sign-in', () => {
  it.each([[null], ['a string'], [42]])('result %j: 登录接口未返回用户信息', async (result) => {
    answerWith(result);
    const error = await rejection(exchangeSignInCode({ code: 'c1' }));
    expect(error.message).toBe('登录接口未返回用户信息');
  });

  it.each([
    ['no userInfo', { token: 'tok' }],
    ['an empty userInfo', { token: 'tok', userInfo: {} }],
    ['an empty userId', { token: 'tok', userInfo: { userId: '' } }],
    ['a userInfo that is an array', { token: 'tok', userInfo: ['T2024001'] }],
  ])('%s: 登录接口返回的 userInfo 缺少 userId', async (_label, result) => {
    answerWith(result);
    const error = await rejection(exchangeSignInCode({ code: 'c1' }));
    expect(error.message).toBe('登录接口返回的 userInfo 缺少 userId');
  });

  it.each([
    ['no token', { userInfo: teacher }],
    ['an empty token', { userInfo: teacher, token: '' }],
    ['a numeric token', { userInfo: teacher, token: 42 }],
  ])('%s: 登录接口未返回 token', async (_label, result) => {
    answerWith(result);
    const error = await rejection(exchangeSignInCode({ code: 'c1' }));
    expect(error.message).toBe('登录接口未返回 token');
  });
});
