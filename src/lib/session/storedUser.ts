import { DEFAULT_USER_TYPE, STORAGE_KEYS } from '@/config/constants';
import { localStore, readJson, type KeyValueStore } from '@/lib/storage';
import { isUserInfo, type UserInfo } from '@/types/user';

/** Reads a JSON entry that must pass `valid`; a corrupt one is removed, as for the token. */
export function readChecked<T>(
  store: KeyValueStore,
  key: string,
  valid: (raw: unknown) => raw is T,
): T | null {
  if (store.get(key) === null) return null;
  const raw = readJson(store, key);
  if (valid(raw)) return raw;
  store.remove(key);
  return null;
}

/** localStorage `META_USER__`, or null (a corrupt entry is removed). */
export function readStoredUser(): UserInfo | null {
  return readChecked(localStore, STORAGE_KEYS.user, isUserInfo);
}

const isUserType = (raw: unknown): raw is string => typeof raw === 'string' && raw !== '';

/** localStorage `META_TYPE__`, `teacher` when missing (a corrupt entry is removed). */
export function readStoredUserType(): string {
  return readChecked(localStore, STORAGE_KEYS.userType, isUserType) ?? DEFAULT_USER_TYPE;
}
