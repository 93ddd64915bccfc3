import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { clock } from '@/lib/clock';
import { localStore, readJson, writeJson } from '@/lib/storage';

/** localStorage `token`: `{"value":"<token>","expire":<epoch ms>}` (docs/session.md). */
export interface StoredToken {
  value: string;
  expire: number;
}

function isStoredToken(raw: unknown): raw is StoredToken {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const { value, expire } = raw as Record<string, unknown>;
  return (
    typeof value === 'string' &&
    value !== '' &&
    typeof expire === 'number' &&
    Number.isFinite(expire)
  );
}

/**
 * The session token, or null. Reading after `expire`, or reading anything that is not the
 * stored shape, removes the entry, so an expired or corrupt token counts as signed out.
 */
export function getToken(): string | null {
  if (localStore.get(STORAGE_KEYS.token) === null) return null;
  const raw = readJson(localStore, STORAGE_KEYS.token);
  if (!isStoredToken(raw) || clock.now() > raw.expire) {
    localStore.remove(STORAGE_KEYS.token);
    return null;
  }
  return raw.value;
}

/**
 * The stored token's value as it stands, expired or not, and without removing anything: what
 * tells a 401 for the current session from a late 401 for a session that has since been
 * removed or replaced (by this tab's own first 401, or by another tab).
 */
export function storedTokenValue(): string | null {
  const raw = readJson(localStore, STORAGE_KEYS.token);
  return isStoredToken(raw) ? raw.value : null;
}

/** When the stored token's hour ends (epoch ms), expired or not; null without one. */
export function storedTokenExpiry(): number | null {
  const raw = readJson(localStore, STORAGE_KEYS.token);
  return isStoredToken(raw) ? raw.expire : null;
}

export function setToken(value: string): void {
  const entry: StoredToken = { value, expire: clock.now() + TOKEN_LIFETIME_MS };
  writeJson(localStore, STORAGE_KEYS.token, entry);
}

/** Removes the localStorage entry (D2: the seed removed a sessionStorage entry instead). */
export function removeToken(): void {
  localStore.remove(STORAGE_KEYS.token);
}
