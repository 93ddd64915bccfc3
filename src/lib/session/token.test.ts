import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { fixedClock, setClock } from '@/lib/clock';
import { localStore } from '@/lib/storage';
import { getToken, removeToken, setToken, storedTokenValue } from './token';

const T0 = Date.parse('2026-09-07T01:30:00Z');

describe('token (docs/session.md)', () => {
  let clock: ReturnType<typeof fixedClock>;
  beforeEach(() => {
    clock = fixedClock(T0);
    setClock(clock);
  });

  it('stores {value, expire} with expire one hour after storing', () => {
    setToken('abc');
    expect(JSON.parse(window.localStorage.getItem('token') ?? '')).toEqual({
      value: 'abc',
      expire: T0 + 3_600_000,
    });
    expect(TOKEN_LIFETIME_MS).toBe(3_600_000);
    expect(getToken()).toBe('abc');
  });

  it('is readable up to and including expire, and gone one millisecond after', () => {
    setToken('abc');
    clock.set(T0 + TOKEN_LIFETIME_MS);
    expect(getToken()).toBe('abc');
    clock.set(T0 + TOKEN_LIFETIME_MS + 1);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['not JSON', '{"value":'],
    ['a bare string', '"abc"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["abc", 1]'],
    ['no value', JSON.stringify({ expire: T0 + 1000 })],
    ['an empty value', JSON.stringify({ value: '', expire: T0 + 1000 })],
    ['a numeric value', JSON.stringify({ value: 12, expire: T0 + 1000 })],
    ['no expire', JSON.stringify({ value: 'abc' })],
    ['a string expire', JSON.stringify({ value: 'abc', expire: String(T0 + 1000) })],
    ['a null expire', JSON.stringify({ value: 'abc', expire: null })],
  ])('removes a corrupt entry (%s) when read', (_label, raw) => {
    window.localStorage.setItem(STORAGE_KEYS.token, raw);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('removeToken removes the localStorage entry, not a sessionStorage one (D2)', () => {
    setToken('abc');
    window.sessionStorage.setItem('token', 'session-copy');
    removeToken();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBe('session-copy');
  });

  it('storedTokenValue reads the value even after expire, and removes nothing', () => {
    setToken('abc');
    clock.set(T0 + TOKEN_LIFETIME_MS + 1);
    expect(storedTokenValue()).toBe('abc');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.token, '{"value":');
    expect(storedTokenValue()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('{"value":');
    removeToken();
    expect(storedTokenValue()).toBeNull();
  });

  it('keeps working in memory when storage throws', () => {
    const throwing = (): Storage => {
      throw new DOMException('denied', 'SecurityError');
    };
    localStore.reset(throwing);
    setToken('in-memory');
    expect(getToken()).toBe('in-memory');
    expect(localStore.inMemory).toBe(true);
  });
});
