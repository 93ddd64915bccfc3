import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment, type ConfigOverrides } from '@/testing/resetAppEnvironment';
import { userStore } from '@/stores/userStore';
import { currentSession } from '@/lib/session/session';
import { pageSignal, screenSignal } from '@/lib/http/pageRequests';
import { logout } from './logout';

const NOW = Date.parse('2026-09-07T01:30:00Z');
const teacher = { userId: 'T2024001', userName: '张明华', userType: 'teacher' };
let browser: ReturnType<typeof recordingBrowser>;

/** A signed-in tab with something in every entry logout must clear. */
function signedIn(config: ConfigOverrides = {}) {
  browser = recordingBrowser('https://learn.example.edu.cn/scenter?xh=T2024001');
  resetAppEnvironment({
    now: NOW,
    browser,
    config,
    localStorage: {
      [STORAGE_KEYS.token]: JSON.stringify({ value: 'tok', expire: NOW + 1000 }),
      [STORAGE_KEYS.user]: JSON.stringify(teacher),
      [STORAGE_KEYS.userType]: '"teacher"',
      [STORAGE_KEYS.routers]: JSON.stringify([{ path: '/scenter', title: '个人中心' }]),
      'left-by-someone-else': 'x',
    },
    sessionStorage: {
      [STORAGE_KEYS.courseWeight]: JSON.stringify({ items: [] }),
      [STORAGE_KEYS.authGuard]: JSON.stringify({ trips: [NOW - 1000], reloads: [NOW - 500] }),
      [STORAGE_KEYS.authAttempt]: JSON.stringify({ state: 's'.repeat(43), createdAt: NOW }),
    },
  });
}

beforeEach(() => signedIn());

describe('logout (docs/session.md, docs/session.md)', () => {
  it('ends the requests under way: no late answer writes the signed-out storage', () => {
    const page = pageSignal();
    const screen = screenSignal();
    logout();
    expect(page.aborted).toBe(true);
    expect(screen.aborted).toBe(true);
  });

  it('clears localStorage and sessionStorage, the loop counts included, and goes to /', () => {
    expect(currentSession.user).toEqual(teacher);
    expect(logout()).toBe('/');
    expect(window.localStorage.length).toBe(0);
    // Logging out is the user breaking any loop: unlike a mismatch, the counts go too.
    expect(window.sessionStorage.length).toBe(0);
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.replace).not.toHaveBeenCalled();
  });

  it('forgets the signed-in user in memory as well', () => {
    logout();
    expect(currentSession.user).toBeNull();
    expect(currentSession.userType).toBe('teacher');
    expect(userStore.routers).toEqual([]);
    expect(userStore.courseWeightInfo).toBeNull();
  });

  it('with logoutUrl, clears storage and then leaves for the identity provider’s logout page', () => {
    signedIn({
      identityProvider: { logoutUrl: 'https://sso.example.edu.cn/oauth2/logout?client=web' },
    });
    browser.assign.mockImplementation(() => {
      // The browser leaves with nothing left behind.
      expect(window.localStorage.length).toBe(0);
      expect(window.sessionStorage.length).toBe(0);
    });
    expect(logout()).toBeNull();
    expect(browser.assign).toHaveBeenCalledTimes(1);
    expect(browser.assign).toHaveBeenCalledWith(
      'https://sso.example.edu.cn/oauth2/logout?client=web',
    );
  });

  it('a logoutUrl that is a path is a page of this origin', () => {
    signedIn({ identityProvider: { logoutUrl: '/sso/logout' } });
    expect(logout()).toBeNull();
    expect(browser.assign).toHaveBeenCalledWith('https://learn.example.edu.cn/sso/logout');
  });
});
