import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { fixedClock, setClock } from '@/lib/clock';
import { toastQueue } from '@/lib/toast/toast';
import { manualTimers } from '@/testing/manualTimers';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { watchSessionExpiry } from './expiryWarning';
import { setToken } from './token';

const NOW = Date.parse('2026-09-07T08:00:00+08:00');
const MINUTE = 60_000;
let clock: ReturnType<typeof fixedClock>;
let time: ReturnType<typeof manualTimers>;

/** Moves the app's clock and its timers together. */
function pass(ms: number) {
  clock.advance(ms);
  time.advance(ms);
}

const shown = () => toastQueue.snapshot().map((t) => `${t.type}:${t.message}`);

beforeEach(() => {
  resetAppEnvironment({ now: NOW, browser: recordingBrowser() });
  clock = fixedClock(NOW);
  setClock(clock);
  time = manualTimers();
  setToken('a-token');
});

describe('the session expiry warning (docs/session.md)', () => {
  it('says nothing for 55 minutes, then counts down the last five with 重新登录', () => {
    const onSignInAgain = vi.fn();
    watchSessionExpiry({ onSignInAgain, timers: time.timers });
    pass(55 * MINUTE - 1);
    expect(shown()).toEqual([]);
    pass(1);
    expect(shown()).toEqual(['warning:登录将在 5 分钟后过期']);
    const [warning] = toastQueue.snapshot();
    expect(warning?.duration).toBe(0);
    expect(warning?.action?.label).toBe('重新登录');
    pass(MINUTE);
    expect(shown()).toEqual(['warning:登录将在 4 分钟后过期']);
    pass(4 * MINUTE);
    expect(shown()).toEqual(['warning:登录已过期，请重新登录']);
    warning?.action?.onClick();
    expect(onSignInAgain).toHaveBeenCalledTimes(1);
  });

  it('moves with a renewed token, and stops without a trace', () => {
    const stop = watchSessionExpiry({ onSignInAgain: vi.fn(), timers: time.timers });
    pass(30 * MINUTE);
    setToken('renewed'); // another tab signed in again: a new hour from now
    pass(25 * MINUTE);
    expect(shown()).toEqual([]);
    pass(TOKEN_LIFETIME_MS - 55 * MINUTE - 5 * MINUTE + 30 * MINUTE);
    expect(shown()).toEqual(['warning:登录将在 5 分钟后过期']);
    stop();
    expect(shown()).toEqual([]);
    expect(time.pendingCount()).toBe(0);
  });

  it('waits quietly for a token that expires in 30 days (a clock set back): no timer storm', () => {
    const DAY = 24 * 60 * MINUTE;
    localStorage.setItem(
      STORAGE_KEYS.token,
      JSON.stringify({ value: 'a-token', expire: NOW + 30 * DAY }),
    );
    watchSessionExpiry({ onSignInAgain: vi.fn(), timers: time.timers });
    for (let i = 0; i < 100; i += 1) pass(10);
    expect(time.setCount()).toBe(1);
    expect(shown()).toEqual([]);
    // Still on watch: the warning comes five minutes before the end, through the capped steps.
    pass(30 * DAY - 5 * MINUTE - 1000);
    pass(1000);
    expect(shown()).toEqual(['warning:登录将在 5 分钟后过期']);
  });
});
