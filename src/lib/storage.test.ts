import { describe, expect, it, vi } from 'vitest';
import {
  createSafeStorage,
  localStore,
  onStorageUnavailable,
  readJson,
  sessionStore,
  writeJson,
} from './storage';

const forbidden = (): Storage => {
  throw new DOMException('denied', 'SecurityError');
};

function fullStorage(backing = new Map<string, string>([['kept', 'yes']])): Storage {
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

  it('a failure seen before anyone listened is told to the first listener', async () => {
    // A page where nobody listens yet: the module fresh, not as earlier test files left it.
    vi.resetModules();
    const fresh = await import('./storage');
    const store = fresh.createSafeStorage('local', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.reset(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('token')).toBeNull();
    const listener = vi.fn();
    const stop = fresh.onStorageUnavailable(listener);
    expect(listener).toHaveBeenCalledWith('local');
    store.get('again');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('safe storage: once in memory, in memory for the rest of the tab (docs/session.md)', () => {
  it('works on the real storage while it works', () => {
    const store = createSafeStorage('local', () => window.localStorage);
    store.set('a', '1');
    expect(window.localStorage.getItem('a')).toBe('1');
    expect(store.inMemory).toBe(false);
    store.remove('a');
    expect(window.localStorage.getItem('a')).toBeNull();
  });

  it('writes, removals and clearing all go to memory, even where the real storage would accept them', () => {
    const backing = new Map<string, string>([['kept', 'yes']]);
    const store = createSafeStorage('local', () => fullStorage(backing));
    store.set('a', '1');
    expect(store.inMemory).toBe(true);
    // The full storage still removes and clears; the session now lives in memory all the same.
    store.remove('kept');
    expect(store.get('kept')).toBeNull();
    expect(backing.get('kept')).toBe('yes');
    store.set('b', '2');
    store.clear();
    expect(store.get('a')).toBeNull();
    expect(store.get('b')).toBeNull();
    expect(backing.get('kept')).toBe('yes');
  });

  it('writes go to memory even once the real storage would take them again', () => {
    let full = true;
    const backing = new Map<string, string>();
    const recovering = (): Storage => ({
      ...fullStorage(backing),
      setItem: (k, v) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        backing.set(k, v);
      },
    });
    const store = createSafeStorage('local', recovering);
    store.set('a', '1');
    full = false;
    store.set('b', '2');
    expect(store.get('b')).toBe('2');
    expect(backing.has('b')).toBe(false);
  });

  it.each([
    ['a removal', (store: ReturnType<typeof createSafeStorage>) => store.remove('x')],
    ['clearing', (store: ReturnType<typeof createSafeStorage>) => store.clear()],
    ['a read', (store: ReturnType<typeof createSafeStorage>) => store.get('x')],
  ])('%s on forbidden storage is what finds out, and says so', (_label, act) => {
    const listener = vi.fn();
    const stop = onStorageUnavailable(listener);
    const store = createSafeStorage('session', forbidden);
    store.reset(forbidden);
    act(store);
    expect(store.inMemory).toBe(true);
    expect(listener).toHaveBeenCalledWith('session');
    stop();
  });

  it('clear keeps only the listed keys that exist; an absent one stays absent', () => {
    const store = createSafeStorage('session', () => window.sessionStorage);
    store.set('other', 'x');
    store.clear(['META_AUTH_GUARD__']);
    expect(store.get('META_AUTH_GUARD__')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('the one warning per tab', () => {
  it('names the storage that failed first, local or session, and is given once for both', () => {
    const listener = vi.fn();
    const stop = onStorageUnavailable(listener);
    sessionStore.reset(forbidden);
    localStore.reset(forbidden);
    sessionStore.get('META_AUTH__');
    localStore.get('token');
    expect(listener.mock.calls).toEqual([['session']]);
    stop();
  });

  it('the local storage names itself', () => {
    const listener = vi.fn();
    const stop = onStorageUnavailable(listener);
    localStore.reset(forbidden);
    localStore.set('token', 'x');
    expect(listener.mock.calls).toEqual([['local']]);
    stop();
  });

  it('a failure already told to a listener is not told again to the next one', () => {
    const first = vi.fn();
    const stopFirst = onStorageUnavailable(first);
    localStore.reset(forbidden);
    localStore.get('token');
    const second = vi.fn();
    const stopSecond = onStorageUnavailable(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    stopFirst();
    stopSecond();
  });

  it('a fresh page says so the first time storage fails', async () => {
    vi.resetModules();
    const fresh = await import('./storage');
    const listener = vi.fn();
    const stop = fresh.onStorageUnavailable(listener);
    fresh.createSafeStorage('local', forbidden).get('token');
    expect(listener).toHaveBeenCalledWith('local');
    stop();
  });

  it('a listener that unsubscribed hears nothing', () => {
    const listener = vi.fn();
    onStorageUnavailable(listener)();
    localStore.reset(forbidden);
    localStore.get('token');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('JSON entries', () => {
  it('are written as JSON and read back', () => {
    writeJson(localStore, 'k', { a: [1, '二'] });
    expect(window.localStorage.getItem('k')).toBe('{"a":[1,"二"]}');
    expect(readJson(localStore, 'k')).toEqual({ a: [1, '二'] });
  });

  it('an absent entry or one that is not JSON reads as undefined', () => {
    expect(readJson(localStore, 'absent')).toBeUndefined();
    window.localStorage.setItem('broken', '{"a":');
    expect(readJson(localStore, 'broken')).toBeUndefined();
  });
});
