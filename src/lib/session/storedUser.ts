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

/** The type a user signed in with: `userInfo.userType`, `teacher` when it has none (design §3). */
export function userTypeOf(user: Pick<UserInfo, 'userType'> | null): string {
  return user?.userType && user.userType !== '' ? user.userType : DEFAULT_USER_TYPE;
}

/**
 * localStorage `META_TYPE__` (a corrupt entry is removed). Missing or corrupt, it is the stored
 * user's own type, which sign-in wrote beside it, and `teacher` only when that has none: a
 * learner whose entry broke is never shown a teacher's screens.
 */
export function readStoredUserType(): string {
  return readChecked(localStore, STORAGE_KEYS.userType, isUserType) ?? userTypeOf(readStoredUser());
}
