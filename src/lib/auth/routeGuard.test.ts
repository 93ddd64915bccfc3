import { describe, expect, it } from 'vitest';
import { AUTH_ATTEMPT_MAX_AGE_MS } from '@/config/constants';
import type { AuthAttempt } from './authAttempt';
import { decideRoute, type GuardInput } from './routeGuard';

const NOW = 1_780_000_000_000;
const STATE = 'c3RhdGUtZm9yLXVuaXQtdGVzdHMtMTIzNDU2Nzg5MA';
const teacher = { userId: 'T2024001', userType: 'teacher' };
const attempt: AuthAttempt = { state: STATE, returnPath: '/scenter', createdAt: NOW - 1000 };

function input(path: string, overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    url: new URL(path, 'https://learn.example.edu.cn'),
    token: 'tok',
    user: teacher,
    attempt,
    legacyState: false,
    now: NOW,
    ...overrides,
  };
}

describe('rule 1: /login with an accepted state', () => {
  it('completes sign-in with the code, the iss and the attempt', () => {
    expect(decideRoute(input(`/login?code=abc&state=${STATE}&iss=https%3A%2F%2Fidp`))).toEqual({
      kind: 'complete-sign-in',
      code: 'abc',
      iss: 'https://idp',
      attempt,
    });
  });

  it('applies before every other rule: no token, no user, no xh needed', () => {
    expect(
      decideRoute(input(`/login?code=abc&state=${STATE}`, { token: null, user: null })).kind,
    ).toBe('complete-sign-in');
  });

  it('reports the provider error when the code is missing', () => {
    expect(
      decideRoute(input(`/login?state=${STATE}&error=access_denied&error_description=no`)),
    ).toEqual({
      kind: 'sign-in-error',
      error: 'access_denied',
      description: 'no',
      attempt,
    });
  });

  it('without a code or an error, the failure is missing_code', () => {
    expect(decideRoute(input(`/login?state=${STATE}`))).toEqual({
      kind: 'sign-in-error',
      error: 'missing_code',
      description: null,
      attempt,
    });
  });

  it('legacyState accepts authLogin, not any other forged state', () => {
    expect(
      decideRoute(input('/login?code=abc&state=forged', { legacyState: true, attempt: null })),
    ).toEqual({ kind: 'leave-login' });
  });

  it('accepts the literal authLogin only with legacyState', () => {
    expect(decideRoute(input('/login?code=abc&state=authLogin')).kind).toBe('leave-login');
    expect(
      decideRoute(input('/login?code=abc&state=authLogin', { legacyState: true, attempt: null })),
    ).toEqual({
      kind: 'complete-sign-in',
      code: 'abc',
      iss: null,
      attempt: null,
    });
  });
});

describe('rule 2 (D6): /login without an accepted state leaves for / and exchanges nothing', () => {
  it.each([
    ['a forged state', '/login?code=abc&state=forged'],
    ['no state', '/login?code=abc'],
    ['an empty state', '/login?code=abc&state='],
    ['no query', '/login'],
  ])('%s', (_label, path) => {
    expect(decideRoute(input(path))).toEqual({ kind: 'leave-login' });
  });

  it('refuses a replay once the attempt is gone', () => {
    expect(decideRoute(input(`/login?code=abc&state=${STATE}`, { attempt: null }))).toEqual({
      kind: 'leave-login',
    });
  });

  it('refuses an attempt older than its maximum age', () => {
    const old = { ...attempt, createdAt: NOW - AUTH_ATTEMPT_MAX_AGE_MS - 1 };
    expect(decideRoute(input(`/login?code=abc&state=${STATE}`, { attempt: old })).kind).toBe(
      'leave-login',
    );
    const edge = { ...attempt, createdAt: NOW - AUTH_ATTEMPT_MAX_AGE_MS };
    expect(decideRoute(input(`/login?code=abc&state=${STATE}`, { attempt: edge })).kind).toBe(
      'complete-sign-in',
    );
  });
});

describe('rule 3: / is always open', () => {
  it('with no token, no user and no xh', () => {
    expect(decideRoute(input('/', { token: null, user: null }))).toEqual({ kind: 'open' });
    expect(decideRoute(input('/?xh=someone-else'))).toEqual({ kind: 'open' });
  });
});

describe('rules 4–5: every other path', () => {
  it('without a token: sign in, storage kept (rule 4 before rule 5)', () => {
    expect(decideRoute(input('/scenter?xh=S1', { token: null, user: null }))).toEqual({
      kind: 'sign-in',
      reason: 'no-token',
      clearStorage: false,
    });
  });

  it('with a token but no stored user: clear and sign in', () => {
    expect(decideRoute(input('/scenter?xh=T2024001', { user: null }))).toEqual({
      kind: 'sign-in',
      reason: 'no-user',
      clearStorage: true,
    });
  });

  it.each([
    ['missing', '/scenter', 'xh-missing'],
    ['empty', '/scenter?xh=', 'xh-missing'],
    ['different', '/scenter?xh=S2024105', 'xh-mismatch'],
    ['different case', '/scenter?xh=t2024001', 'xh-mismatch'],
  ])('xh %s: clear and sign in', (_label, path, reason) => {
    expect(decideRoute(input(path))).toEqual({ kind: 'sign-in', reason, clearStorage: true });
  });

  it('allows when xh equals the stored userId (numbers compared as text)', () => {
    expect(decideRoute(input('/scenter?xh=T2024001'))).toEqual({ kind: 'allow' });
    expect(decideRoute(input('/scenter?xh=42', { user: { userId: 42 } }))).toEqual({
      kind: 'allow',
    });
    expect(decideRoute(input('/anything/else?xh=T2024001'))).toEqual({ kind: 'allow' });
  });
});
