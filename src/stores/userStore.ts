import { proxy } from 'valtio';
import { DEFAULT_USER_TYPE, STORAGE_KEYS } from '@/config/constants';
import { localStore, sessionStore, writeJson } from '@/lib/storage';
import { readChecked, readStoredUser } from '@/lib/session/storedUser';
import {
  isCourseWeightInfo,
  isNavigationEntry,
  type CourseWeightInfo,
  type NavigationEntry,
  type UserInfo,
} from '@/types/user';

/**
 * docs/session.md's user store. Each field is persisted where the seed keeps it: user info, type and
 * routers in localStorage, the course weighting in sessionStorage. Writes go through the
 * actions below so that memory and storage never disagree.
 */
export interface UserState {
  userInfo: UserInfo | null;
  userType: string;
  routers: NavigationEntry[];
  courseWeightInfo: CourseWeightInfo | null;
}

const isUserType = (raw: unknown): raw is string => typeof raw === 'string' && raw !== '';
const isRouterList = (raw: unknown): raw is NavigationEntry[] =>
  Array.isArray(raw) && raw.every(isNavigationEntry);

function readState(): UserState {
  return {
    userInfo: readStoredUser(),
    userType: readChecked(localStore, STORAGE_KEYS.userType, isUserType) ?? DEFAULT_USER_TYPE,
    routers: readChecked(localStore, STORAGE_KEYS.routers, isRouterList) ?? [],
    courseWeightInfo: readChecked(sessionStore, STORAGE_KEYS.courseWeight, isCourseWeightInfo),
  };
}

export const userStore = proxy<UserState>(readState());

/** Re-reads everything from storage: after a story seeds storage, after a logout. */
export function resetUserStore(): void {
  Object.assign(userStore, readState());
}

export function setUserInfo(userInfo: UserInfo): void {
  userStore.userInfo = userInfo;
  writeJson(localStore, STORAGE_KEYS.user, userInfo);
}

export function setUserType(userType: string | undefined): void {
  const value = userType && userType !== '' ? userType : DEFAULT_USER_TYPE;
  userStore.userType = value;
  writeJson(localStore, STORAGE_KEYS.userType, value);
}

export function setRouters(routers: NavigationEntry[]): void {
  userStore.routers = routers;
  writeJson(localStore, STORAGE_KEYS.routers, routers);
}

export function setCourseWeightInfo(info: CourseWeightInfo): void {
  userStore.courseWeightInfo = info;
  writeJson(sessionStore, STORAGE_KEYS.courseWeight, info);
}

/**
 * Another user signs in on this tab (the token had expired, so storage was kept): what was
 * cached for the previous one (navigation, weighting) must not show for the next.
 */
export function forgetPreviousUser(): void {
  localStore.remove(STORAGE_KEYS.routers);
  sessionStore.remove(STORAGE_KEYS.courseWeight);
  userStore.routers = [];
  userStore.courseWeightInfo = null;
}

/**
 * The token is read from storage, not kept in this store: when another tab changes the stored
 * session, this count is what re-renders the views that show "signed in" (useSession).
 */
export const storedSessionRevision = proxy({ count: 0 });

/**
 * Another tab ended, started or replaced the session (docs/session.md "Several tabs"): memory follows
 * what storage now holds, and, unless the same user simply got a fresh token, this tab's own
 * cache for the previous session (the course weighting, in its sessionStorage) goes. The shared
 * localStorage is left as the other tab wrote it: writing there would echo back to every tab.
 */
export function followStoredSession({ sameUser }: { sameUser: boolean }): void {
  if (!sameUser) sessionStore.remove(STORAGE_KEYS.courseWeight);
  resetUserStore();
  storedSessionRevision.count += 1;
}
