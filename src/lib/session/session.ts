import { proxy } from 'valtio';
import { STORAGE_KEYS } from '@/config/constants';
import { localStore, sessionStore, writeJson } from '@/lib/storage';
import type { UserInfo } from '@/types/user';
import { readStoredUser, readStoredUserType, userTypeOf } from './storedUser';
import { getToken, setToken } from './token';

/**
 * The one owner of the session (docs/session.md): who is signed in on this tab, how that is
 * stored, and every change to it: a sign-in, a sign-out, a session another tab changed. Sign-in
 * (completeSignIn), logout, the guard's clearing and the other-tabs follower all go through
 * here; screens read it through `useSession`. What is cached per user elsewhere (navigation,
 * weighting, the unread count) follows through `onSessionChange`, never by being written here.
 */
export interface SessionState {
  /** The stored user (`META_USER__`), as this tab shows it. */
  user: UserInfo | null;
  /** `META_TYPE__`, `teacher` when missing. */
  userType: string;
  /**
   * Bumped whenever storage changed under this tab (another tab's sign-in, logout or 401):
   * the token is read from storage, not kept here, so this is what re-renders "signed in".
   */
  revision: number;
}

export const currentSession = proxy<SessionState>({
  user: readStoredUser(),
  userType: readStoredUserType(),
  revision: 0,
});

/** Signed in means a readable token and a stored user (docs/session.md rules 4–5). */
export function isSignedIn(): boolean {
  return currentSession.user !== null && getToken() !== null;
}

/** What changed: `sameUser` is false when the session now belongs to someone else, or nobody. */
export interface SessionChange {
  sameUser: boolean;
}

type SessionListener = (change: SessionChange) => void;
const listeners = new Set<SessionListener>();

/** Counts the sessions this tab has seen: it moves on whenever the session is no longer the same user's. */
let sessionEpoch = 0;

/**
 * Which session this is, for work that outlives a click: a save captures it when it starts and
 * writes its answer only if the session is still the same (issue 30, "Logout during a save").
 * The request is aborted at logout too; this holds even when an answer is already on its way.
 */
export function currentSessionEpoch(): number {
  return sessionEpoch;
}

/** Per-user caches re-read storage (and forget the last user's) after every change. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(change: SessionChange): void {
  if (!change.sameUser) sessionEpoch += 1;
  currentSession.user = readStoredUser();
  currentSession.userType = readStoredUserType();
  for (const listener of listeners) listener(change);
}

/**
 * A sign-in completed (docs/session.md rule 1): the token, the user and their type are stored.
 * Another user signing in on this tab (the token had expired, storage was kept) first loses
 * what was cached for the previous one: their navigation and their weighting.
 */
export function startSession({ token, userInfo }: { token: string; userInfo: UserInfo }): void {
  const previous = readStoredUser();
  const sameUser = previous !== null && String(previous.userId) === String(userInfo.userId);
  if (!sameUser) {
    localStore.remove(STORAGE_KEYS.routers);
    sessionStore.remove(STORAGE_KEYS.courseWeight);
  }
  setToken(token);
  writeJson(localStore, STORAGE_KEYS.user, userInfo);
  writeJson(localStore, STORAGE_KEYS.userType, userTypeOf(userInfo));
  changed({ sameUser });
}

/**
 * Clears localStorage and sessionStorage (docs/session.md rule 5, logout). The reload-loop counts
 * survive unless the user logs out, or a loop of mismatches could never be stopped (D4).
 */
export function endSession({ keepLoopGuard }: { keepLoopGuard: boolean }): void {
  localStore.clear();
  sessionStore.clear(keepLoopGuard ? [STORAGE_KEYS.authGuard] : []);
  changed({ sameUser: false });
}

/**
 * Another tab ended, started or replaced the session (docs/session.md "Several tabs"): memory
 * follows what storage now holds, and, unless the same user simply got a fresh token, this
 * tab's own cache for the previous session (the weighting, in its sessionStorage) goes. The
 * shared localStorage is left as the other tab wrote it: writing there would echo to every tab.
 */
export function followStoredSession({ sameUser }: SessionChange): void {
  if (!sameUser) sessionStore.remove(STORAGE_KEYS.courseWeight);
  currentSession.revision += 1;
  changed({ sameUser });
}

/** Re-reads everything from storage: after a story or test seeded it, or a page "reload". */
export function rereadSession(): void {
  changed({ sameUser: false });
}
