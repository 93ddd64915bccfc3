import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment, type ConfigOverrides } from '@/testing/resetAppEnvironment';
import { isSafeReturnPath } from './returnPath';
import { startSignIn } from './startSignIn';

const NOW = Date.parse('2026-09-07T01:30:00Z');
let browser: ReturnType<typeof recordingBrowser>;

function setUp(config: ConfigOverrides = {}) {
  browser = recordingBrowser('https://learn.example.edu.cn/scenter');
  resetAppEnvironment({ now: NOW, browser, config });
}

beforeEach(() => setUp());

describe('authorize redirect (docs/session.md)', () => {
  it('carries response_type, client_id, redirect_uri, state and scope, and keeps the provider query', async () => {
    setUp({
      identityProvider: {
        authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize?tenant=abc',
        scope: 'openid profile',
      },
    });
    const started = await startSignIn({ returnPath: '/scenter?xh=1', automatic: true });
    expect(started.kind).toBe('redirected');
    const url = new URL(browser.assign.mock.calls.at(0)?.[0] ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'abc',
      response_type: 'code',
      client_id: 'learning-web',
      redirect_uri: 'https://learn.example.edu.cn/login',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown as string,
      scope: 'openid profile',
    });
    const attempt = JSON.parse(
      window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
    ) as Record<string, unknown>;
    expect(attempt).toEqual({
      state: url.searchParams.get('state'),
      returnPath: '/scenter?xh=1',
      createdAt: NOW,
    });
  });

  it('sends the scope without surrounding white space, and omits one that is only white space', async () => {
    const scopeSent = async (scope: string) => {
      setUp({ identityProvider: { scope } });
      await startSignIn({ returnPath: null, automatic: false });
      return new URL(browser.assign.mock.calls.at(0)?.[0] ?? '').searchParams.get('scope');
    };
    expect(await scopeSent('  openid profile ')).toBe('openid profile');
    expect(await scopeSent('   ')).toBeNull();
  });

  it('omits an empty scope and uses a fresh state each time', async () => {
    setUp({ identityProvider: { scope: '' } });
    await startSignIn({ returnPath: null, automatic: false });
    await startSignIn({ returnPath: null, automatic: false });
    const [first, second] = browser.assign.mock.calls.map(([u]) => new URL(u));
    expect(first?.searchParams.has('scope')).toBe(false);
    expect(first?.searchParams.get('state')).not.toBe(second?.searchParams.get('state'));
  });

  it('with pkce, sends an S256 challenge and keeps the verifier for the exchange', async () => {
    setUp({ identityProvider: { pkce: true } });
    await startSignIn({ returnPath: null, automatic: true });
    const url = new URL(browser.assign.mock.calls.at(0)?.[0] ?? '');
    const { codeVerifier } = JSON.parse(
      window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}',
    ) as { codeVerifier: string };
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier)),
    );
    const expected = Buffer.from(digest).toString('base64url');
    expect(url.searchParams.get('code_challenge')).toBe(expected);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('never saves an unsafe return path', async () => {
    await startSignIn({ returnPath: '//evil.example/x', automatic: true });
    const attempt = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '{}') as {
      returnPath: unknown;
    };
    expect(attempt.returnPath).toBeNull();
  });

  it('counts automatic trips, blocks the third, and a manual start resets the count', async () => {
    expect((await startSignIn({ returnPath: null, automatic: true })).kind).toBe('redirected');
    expect((await startSignIn({ returnPath: null, automatic: true })).kind).toBe('redirected');
    expect((await startSignIn({ returnPath: null, automatic: true })).kind).toBe('blocked');
    expect(browser.assign).toHaveBeenCalledTimes(2);
    expect((await startSignIn({ returnPath: null, automatic: false })).kind).toBe('redirected');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
  });
});

describe('a browser that refuses storage (docs/session.md "Refused storage")', () => {
  it('does not leave for the provider, manual or automatic, and says why', async () => {
    browser = recordingBrowser('https://learn.example.edu.cn/scenter');
    resetAppEnvironment({ now: NOW, browser, storageUnavailable: true });
    await expect(startSignIn({ returnPath: '/scenter', automatic: true })).resolves.toEqual({
      kind: 'storage-refused',
    });
    await expect(startSignIn({ returnPath: null, automatic: false })).resolves.toEqual({
      kind: 'storage-refused',
    });
    expect(browser.assign).not.toHaveBeenCalled();
  });
});

describe('isSafeReturnPath', () => {
  it.each(['/', '/scenter?xh=1', '/a/b#c', '/课程?q=高数'])('accepts %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });
  it.each([
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    'scenter',
    '',
    '/\nx',
    'javascript:alert(1)',
    // Whatever host follows, even the one the check resolves paths against.
    '//app.invalid/scenter',
    '/\\app.invalid/scenter',
    null,
    42,
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});
