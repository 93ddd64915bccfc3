import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '@/lib/storage';
import { otherTabsSignal } from './otherTabsSignal';

/** What the browser fires in this tab when another tab writes localStorage. */
function storageEvent(key: string | null, storageArea: Storage | null = window.localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea, newValue: null }));
}

describe('otherTabsSignal: another tab’s change to the stored session', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it.each([
    ['the token', 'token'],
    ['the user', 'META_USER__'],
    ['the user type', 'META_TYPE__'],
    ['a clear() (logout, xh mismatch)', null],
  ])('hears a change of %s', (_what, key) => {
    const listener = vi.fn();
    stop = otherTabsSignal.subscribe(listener);
    storageEvent(key);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores entries that are not the session, and sessionStorage', () => {
    const listener = vi.fn();
    stop = otherTabsSignal.subscribe(listener);
    storageEvent('META_ROUTERS__');
    storageEvent('unrelated');
    storageEvent(null, window.sessionStorage);
    storageEvent('token', null);
    expect(listener).not.toHaveBeenCalled();
  });

  it('with storage unavailable (the session in this tab’s memory) hears nothing, and does not throw', () => {
    localStore.reset(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    localStore.get('token');
    expect(localStore.inMemory).toBe(true);
    const listener = vi.fn();
    stop = otherTabsSignal.subscribe(listener);
    expect(() => storageEvent('token')).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops hearing once unsubscribed', () => {
    const listener = vi.fn();
    otherTabsSignal.subscribe(listener)();
    storageEvent('token');
    expect(listener).not.toHaveBeenCalled();
  });
});
