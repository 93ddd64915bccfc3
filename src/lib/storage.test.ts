import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, onStorageUnavailable } from './storage';

function fullStorage(): Storage {
  const backing = new Map<string, string>([['kept', 'yes']]);
  return {
    get length() {
      return backing.size;
    },
    key: (i) => [...backing.keys()][i] ?? null,
    getItem: (k) => backing.get(k) ?? null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: (k) => void backing.delete(k),
    clear: () => backing.clear(),
  };
}

describe('safe storage', () => {
  it('falls back to memory when storage is full, keeps what was readable, and says so once', () => {
    const listener = vi.fn();
    const stop = onStorageUnavailable(listener);
    const store = createSafeStorage('local', fullStorage);
    store.reset(fullStorage);
    store.set('a', '1');
    store.set('b', '2');
    expect(store.get('a')).toBe('1');
    expect(store.get('kept')).toBe('yes');
    expect(store.inMemory).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('local');
    stop();
  });

  it('clear keeps the listed keys', () => {
    const store = createSafeStorage('session', () => window.sessionStorage);
    store.set('META_AUTH_GUARD__', '{"trips":[]}');
    store.set('other', 'x');
    store.clear(['META_AUTH_GUARD__']);
    expect(window.sessionStorage.getItem('other')).toBeNull();
    expect(window.sessionStorage.getItem('META_AUTH_GUARD__')).toBe('{"trips":[]}');
  });

  it('never throws when storage access itself is forbidden', () => {
    const store = createSafeStorage('local', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('x')).toBeNull();
    expect(() => store.set('x', '1')).not.toThrow();
    expect(store.get('x')).toBe('1');
    expect(() => store.clear()).not.toThrow();
    expect(store.get('x')).toBeNull();
  });

  it('a failure seen before anyone listened is told to the first listener', () => {
    const store = createSafeStorage('local', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.reset(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('token')).toBeNull();
    const listener = vi.fn();
    const stop = onStorageUnavailable(listener);
    expect(listener).toHaveBeenCalledWith('local');
    store.get('again');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
