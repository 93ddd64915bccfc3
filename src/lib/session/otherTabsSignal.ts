import { STORAGE_KEYS } from '@/config/constants';
import { localStore } from '@/lib/storage';

/**
 * docs/session.md "Several tabs": how a tab hears that another tab of the app (same browser, same
 * origin) changed the stored session.
 *
 * Why `storage` events, and no BroadcastChannel besides: the session *is* localStorage, and
 * the browser fires `storage` in every other same-origin tab when an entry changes, never in
 * the tab that wrote it. The signal therefore cannot disagree with the state it announces and
 * needs no sender: a logout's clear, a 401's removal, an xh mismatch's clear, a sign-in in
 * another tab, even an acceptance check writing the entry by hand, all reach the other tabs
 * alike. A second channel would only bring the same news twice, and possibly before the
 * storage it speaks of. With storage unavailable (the in-memory fallback) each tab's session
 * lives in its own memory: nothing is shared, so there is nothing to hear.
 */
export interface SessionSignal {
  /** Calls `listener` after another tab changed the stored session; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The entries the session is made of; `null` is another tab's `localStorage.clear()`. */
const SESSION_KEYS: ReadonlySet<string | null> = new Set([
  null,
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.userType,
]);

function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === window.localStorage;
  } catch {
    // Storage forbidden here: this tab keeps its session in memory.
    return false;
  }
}

export const otherTabsSignal: SessionSignal = {
  subscribe(listener) {
    const onStorage = (event: StorageEvent) => {
      if (!SESSION_KEYS.has(event.key) || localStore.inMemory) return;
      if (!isLocalStorage(event.storageArea)) return;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
