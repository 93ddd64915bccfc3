import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { authInterruption } from '@/lib/auth/authInterruption';
import { pageSignal } from '@/lib/http/pageRequests';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { currentSession } from '@/lib/session/session';
import type { UserInfo } from '@/types/user';
import { student, teacher, tokenFor } from '../../../mocks/fixtures/users';
import { decideOtherTabsChange, followOtherTabs, type OtherTabsSituation } from './otherTabs';
import type { SessionSignal } from './otherTabsSignal';

const NOW = Date.parse('2026-09-07T01:30:00Z');

const situation = (over: Partial<OtherTabsSituation>): OtherTabsSituation => ({
  storedToken: null,
  storedUser: null,
  shownUser: null,
  pathname: '/',
  interrupted: false,
  ...over,
});

describe('what a tab does when another tab changed the session (docs/session.md)', () => {
  it.each<[string, Partial<OtherTabsSituation>, string]>([
    [
      'logout elsewhere, on a guarded page',
      { shownUser: teacher, pathname: '/scenter' },
      'signed-out',
    ],
    ['logout elsewhere, on the signed-in main page', { shownUser: teacher }, 'signed-out'],
    [
      'a 401 elsewhere removed the token (the user stays stored)',
      { storedUser: teacher, shownUser: teacher, pathname: '/scenter' },
      'signed-out',
    ],
    ['logout elsewhere, already signed out', {}, 'none'],
    [
      'sign-in elsewhere, on the signed-out main page',
      { storedToken: 't', storedUser: teacher },
      'signed-in',
    ],
    [
      'sign-in elsewhere, token written before the user',
      { storedToken: 't', storedUser: null },
      'none',
    ],
    [
      'another user signed in, on a guarded page',
      { storedToken: 't', storedUser: student, shownUser: teacher, pathname: '/scenter' },
      'switched-user',
    ],
    [
      'another user signed in, on the main page',
      { storedToken: 't', storedUser: student, shownUser: teacher },
      'switched-user',
    ],
    [
      'the same user signed in again (a fresh token)',
      { storedToken: 't2', storedUser: teacher, shownUser: teacher, pathname: '/scenter' },
      'renewed',
    ],
    [
      'the same user id as a number and as a string',
      {
        storedToken: 't2',
        storedUser: { ...teacher, userId: 7 },
        shownUser: { ...teacher, userId: '7' },
      },
      'renewed',
    ],
    ['this tab is on /login (its own sign-in)', { shownUser: teacher, pathname: '/login' }, 'none'],
    [
      'sign-in elsewhere while this tab is on /login',
      { storedToken: 't', storedUser: teacher, pathname: '/login' },
      'none',
    ],
    ['this tab is interrupted', { shownUser: teacher, interrupted: true }, 'none'],
  ])('%s: %s', (_case, over, kind) => {
    expect(decideOtherTabsChange(situation(over))).toEqual({ kind });
  });
});

/** A stand-in for the other tabs: `fire()` is another tab's change reaching this one. */
function fakeSignal() {
  const listeners = new Set<() => void>();
  const signal: SessionSignal = {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { signal, fire: () => listeners.forEach((listener) => listener()), listeners };
}

function sessionOf(user: UserInfo, token = tokenFor(user)): Record<string, string> {
  return {
    [STORAGE_KEYS.token]: JSON.stringify({ value: token, expire: NOW + TOKEN_LIFETIME_MS }),
    [STORAGE_KEYS.user]: JSON.stringify(user),
    [STORAGE_KEYS.userType]: JSON.stringify(user.userType),
  };
}

/** Another tab writes storage (a real tab would; the `storage` event is the fake signal's). */
function otherTabWrites(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}

describe('followOtherTabs', () => {
  let browser: ReturnType<typeof recordingBrowser>;
  let other: ReturnType<typeof fakeSignal>;
  let path: string;
  const goHome = vi.fn(() => {
    path = '/';
  });

  function start(at: string, options: { localStorage?: Record<string, string> } = {}) {
    path = at;
    browser = recordingBrowser(`http://localhost:3000${at}`);
    resetAppEnvironment({
      now: NOW,
      browser,
      localStorage: options.localStorage ?? {},
      sessionStorage: {
        [STORAGE_KEYS.courseWeight]: JSON.stringify({ items: [] }),
        [STORAGE_KEYS.authGuard]: JSON.stringify({ trips: [NOW - 1000], reloads: [] }),
      },
    });
    other = fakeSignal();
    return followOtherTabs({ signal: other.signal, pathname: () => path, goHome });
  }

  const guardCounts = () => window.sessionStorage.getItem(STORAGE_KEYS.authGuard);

  beforeEach(() => {
    goHome.mockClear();
  });

  it('a logout in another tab: requests in flight end, memory is dropped, the signed-out / shows', () => {
    start('/scenter?xh=T2024001', { localStorage: sessionOf(teacher) });
    const inFlight = pageSignal();
    expect(currentSession.user?.userId).toBe('T2024001');

    window.localStorage.clear();
    other.fire();

    expect(inFlight.aborted).toBe(true);
    expect(pageSignal().aborted).toBe(false);
    expect(currentSession.user).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
    // The user centre's cache for that session goes with it.
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
  });

  it('a 401 in another tab: no reload, no trip, no count in this tab’s loop guard', () => {
    start('/scenter?xh=T2024001', { localStorage: sessionOf(teacher) });
    const before = guardCounts();
    window.localStorage.removeItem(STORAGE_KEYS.token);
    other.fire();

    expect(goHome).toHaveBeenCalledTimes(1);
    expect(browser.reload).not.toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.replace).not.toHaveBeenCalled();
    expect(guardCounts()).toBe(before);
    expect(authInterruption.kind).toBeNull();
    // Only the token went: the shared storage is left as the other tab wrote it.
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('the other tab then signs the same user in again: the main page shows them signed in', () => {
    start('/scenter?xh=T2024001', { localStorage: sessionOf(teacher) });
    window.localStorage.removeItem(STORAGE_KEYS.token);
    other.fire();
    expect(goHome).toHaveBeenCalledTimes(1);

    otherTabWrites(sessionOf(teacher, 'fresh-token'));
    other.fire();
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(currentSession.user?.userId).toBe('T2024001');
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('a sign-in in another tab, this tab on the signed-out /: adopts the stored session', () => {
    start('/');
    expect(currentSession.user).toBeNull();
    const signal = pageSignal();

    otherTabWrites(sessionOf(student));
    other.fire();

    expect(currentSession.user?.userId).toBe('S2024105');
    expect(currentSession.userType).toBe('student');
    expect(goHome).not.toHaveBeenCalled();
    // Nothing of this tab (the public catalogue loading) is cancelled.
    expect(signal.aborted).toBe(false);
  });

  it('another user signs in over this tab’s session: the previous user’s page goes, / shows the new one', () => {
    start('/scenter?xh=T2024001', { localStorage: sessionOf(teacher) });
    const inFlight = pageSignal();

    otherTabWrites(sessionOf(student));
    other.fire();

    expect(inFlight.aborted).toBe(true);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(currentSession.user?.userId).toBe('S2024105');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
    // The guard's xh-mismatch path would clear storage: the other tab's session is kept.
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('already on /: no navigation, only the view changes', () => {
    start('/', { localStorage: sessionOf(teacher) });
    window.localStorage.clear();
    other.fire();
    expect(goHome).not.toHaveBeenCalled();
    expect(currentSession.user).toBeNull();
  });

  it('a tab stopped on 无法完成登录 stays there', () => {
    start('/scenter?xh=T2024001', { localStorage: sessionOf(teacher) });
    authInterruption.kind = 'blocked';
    const inFlight = pageSignal();
    window.localStorage.clear();
    other.fire();
    expect(goHome).not.toHaveBeenCalled();
    expect(inFlight.aborted).toBe(false);
  });

  it('stops following when unsubscribed', () => {
    const stop = start('/scenter?xh=T2024001', { localStorage: sessionOf(teacher) });
    stop();
    expect(other.listeners.size).toBe(0);
  });
});
