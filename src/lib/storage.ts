/**
 * localStorage and sessionStorage behind a port that never throws. Storage can be disabled,
 * full, or forbidden (private mode, sandboxed frames); then the app keeps working from memory
 * for the rest of the tab and says so once (docs/session.md).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Removes every entry except the keys listed. */
  clear(keep?: readonly string[]): void;
  /** True once the real storage failed and entries live in memory only. */
  readonly inMemory: boolean;
}

export type StorageArea = 'local' | 'session';

type UnavailableListener = (area: StorageArea) => void;
const listeners = new Set<UnavailableListener>();
let announced = false;
/** A failure seen before anyone listened (the store reads storage as its module loads). */
let unheard: StorageArea | null = null;

/** Called once per tab, the first time either storage fails, even if that was before this call. */
export function onStorageUnavailable(listener: UnavailableListener): () => void {
  listeners.add(listener);
  if (unheard) {
    const area = unheard;
    unheard = null;
    listener(area);
  }
  return () => listeners.delete(listener);
}

function announce(area: StorageArea): void {
  if (announced) return;
  announced = true;
  if (listeners.size === 0) unheard = area;
  for (const listener of listeners) listener(area);
}

export interface ResettableStore extends KeyValueStore {
  /** Back to the real storage (or another one), forgetting any fallback; for stories and tests. */
  reset(resolve?: () => Storage): void;
}

export function createSafeStorage(
  area: StorageArea,
  initialResolve: () => Storage,
): ResettableStore {
  let resolve = initialResolve;
  let memory: Map<string, string> | null = null;

  const fallBack = (): Map<string, string> => {
    if (memory) return memory;
    memory = new Map();
    // Keep what can still be read, so a full storage does not lose the session.
    try {
      const backing = resolve();
      for (let i = 0; i < backing.length; i += 1) {
        const key = backing.key(i);
        if (key !== null) {
          const value = backing.getItem(key);
          if (value !== null) memory.set(key, value);
        }
      }
    } catch {
      // Unreadable storage: start empty.
    }
    announce(area);
    return memory;
  };

  return {
    reset(next = initialResolve) {
      resolve = next;
      memory = null;
      announced = false;
      unheard = null;
    },
    get inMemory() {
      return memory !== null;
    },
    get(key) {
      if (memory) return memory.get(key) ?? null;
      try {
        return resolve().getItem(key);
      } catch {
        return fallBack().get(key) ?? null;
      }
    },
    set(key, value) {
      if (memory) {
        memory.set(key, value);
        return;
      }
      try {
        resolve().setItem(key, value);
      } catch {
        fallBack().set(key, value);
      }
    },
    remove(key) {
      if (memory) {
        memory.delete(key);
        return;
      }
      try {
        resolve().removeItem(key);
      } catch {
        fallBack().delete(key);
      }
    },
    clear(keep = []) {
      const saved = keep.map((key) => [key, this.get(key)] as const);
      if (memory) {
        memory.clear();
      } else {
        try {
          resolve().clear();
        } catch {
          fallBack().clear();
        }
      }
      for (const [key, value] of saved) if (value !== null) this.set(key, value);
    },
  };
}

export const localStore = createSafeStorage('local', () => window.localStorage);
export const sessionStore = createSafeStorage('session', () => window.sessionStorage);

/** Reads JSON; `undefined` when the entry is absent or is not JSON. */
export function readJson(store: KeyValueStore, key: string): unknown {
  const text = store.get(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}
