import { beforeEach, describe, expect, it } from 'vitest';
import { RELOAD_GUARD_WINDOW_MS, STORAGE_KEYS } from '@/config/constants';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { allowAutomatic, readGuardCounts, resetGuardCounts } from './reloadLoopGuard';

const NOW = Date.parse('2026-09-07T01:30:00Z');
let clock: ReturnType<typeof resetAppEnvironment>['clock'];

function withCounts(raw: string) {
  ({ clock } = resetAppEnvironment({
    now: NOW,
    browser: recordingBrowser(),
    sessionStorage: { [STORAGE_KEYS.authGuard]: raw },
  }));
}

const stored = () => JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authGuard) ?? 'null');

beforeEach(() => {
  ({ clock } = resetAppEnvironment({ now: NOW, browser: recordingBrowser() }));
});

describe('reload-loop guard (docs/session.md, D4)', () => {
  it('allows two automatic trips and two reloads per tab, counted apart, then refuses', () => {
    expect([allowAutomatic('trips'), allowAutomatic('trips'), allowAutomatic('trips')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([
      allowAutomatic('reloads'),
      allowAutomatic('reloads'),
      allowAutomatic('reloads'),
    ]).toEqual([true, true, false]);
    expect(stored()).toEqual({ trips: [NOW, NOW], reloads: [NOW, NOW] });
  });

  it('counts within five minutes: one made exactly five minutes ago no longer counts', () => {
    expect(RELOAD_GUARD_WINDOW_MS).toBe(300_000);
    withCounts(JSON.stringify({ trips: [NOW - 300_000, NOW - 300_000], reloads: [] }));
    expect(allowAutomatic('trips')).toBe(true);
    expect(stored()).toEqual({ trips: [NOW], reloads: [] });
  });

  it('one made a millisecond less than five minutes ago still counts', () => {
    withCounts(JSON.stringify({ trips: [NOW - 299_999, NOW - 1], reloads: [] }));
    expect(allowAutomatic('trips')).toBe(false);
  });

  it('the window moves with the clock', () => {
    allowAutomatic('reloads');
    allowAutomatic('reloads');
    clock.advance(RELOAD_GUARD_WINDOW_MS);
    expect(allowAutomatic('reloads')).toBe(true);
  });

  it('times from the future (a clock set back) do not count', () => {
    withCounts(JSON.stringify({ trips: [NOW + 1000, NOW + 2000], reloads: [] }));
    expect(readGuardCounts()).toEqual({ trips: [], reloads: [] });
    expect(allowAutomatic('trips')).toBe(true);
  });

  it.each([
    ['not JSON', '{"trips":'],
    ['null', 'null'],
    ['a list', '[1, 2]'],
    ['a list with text in it', JSON.stringify({ trips: [NOW - 1, NOW - 2, 'x'], reloads: [] })],
    ['counts that are not lists', JSON.stringify({ trips: 2, reloads: '2' })],
  ])('a corrupt entry (%s) counts as nothing', (_label, raw) => {
    withCounts(raw);
    expect(readGuardCounts()).toEqual({ trips: [], reloads: [] });
    expect(allowAutomatic('trips')).toBe(true);
  });

  it('a sign-in started by hand clears the counts', () => {
    allowAutomatic('trips');
    resetGuardCounts();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
  });
});
