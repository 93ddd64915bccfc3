import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { authInterruption } from './authInterruption';
import { handleUnauthorized } from './unauthorized';

const NOW = Date.parse('2026-09-07T01:30:00Z');
let browser: ReturnType<typeof recordingBrowser>;
let clock: ReturnType<typeof resetAppEnvironment>['clock'];

beforeEach(() => {
  browser = recordingBrowser();
  ({ clock } = resetAppEnvironment({ now: NOW, browser }));
});

describe('a 401 from our API (docs/session.md)', () => {
  it('the first one after the page loaded reloads it', async () => {
    vi.resetModules();
    const fresh = await import('./unauthorized');
    const freshBrowser = await import('@/lib/browser');
    freshBrowser.setBrowserAdapter(browser);
    fresh.handleUnauthorized();
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('one reload for a burst of 401s', () => {
    handleUnauthorized();
    handleUnauthorized();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authGuard) ?? '')).toEqual({
      trips: [],
      reloads: [NOW],
    });
  });

  it('once stopped on 无法完成登录, stays there even after the window has passed', () => {
    ({ clock } = resetAppEnvironment({
      now: NOW,
      browser,
      sessionStorage: {
        [STORAGE_KEYS.authGuard]: JSON.stringify({ trips: [], reloads: [NOW - 2, NOW - 1] }),
      },
    }));
    handleUnauthorized();
    expect(authInterruption.kind).toBe('blocked');
    clock.advance(10 * 60_000);
    handleUnauthorized();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(authInterruption.kind).toBe('blocked');
  });
});
