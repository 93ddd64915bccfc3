import { proxy } from 'valtio';
import { STORAGE_KEYS } from '@/config/constants';
import { currentSessionEpoch, onSessionChange } from '@/lib/session/session';
import { localStore, readJson, sessionStore, writeJson } from '@/lib/storage';
import { readChecked } from '@/lib/session/storedUser';
import {
  courseWeightFrom,
  isNavigationEntry,
  type CourseWeightInfo,
  type NavigationEntry,
} from '@/types/user';

/**
 * What the screens read besides the session itself (docs/session.md): the navigation from
 * `routers`, in localStorage as the seed keeps it, and the course weighting, in sessionStorage.
 * Who is signed in belongs to `lib/session/session.ts`; this store re-reads storage after each
 * change of the session, which also removes what belonged to the previous user.
 */
export interface UserState {
  routers: NavigationEntry[];
  courseWeightInfo: CourseWeightInfo | null;
}

const isRouterList = (raw: unknown): raw is NavigationEntry[] =>
  Array.isArray(raw) && raw.every(isNavigationEntry);

/**
 * The tab's cached weighting: an entry of the old shape is migrated (and stored again in
 * today's), a corrupt one removed.
 */
function readCourseWeight(): CourseWeightInfo | null {
  if (sessionStore.get(STORAGE_KEYS.courseWeight) === null) return null;
  const raw = readJson(sessionStore, STORAGE_KEYS.courseWeight);
  const info = courseWeightFrom(raw);
  if (info === null) sessionStore.remove(STORAGE_KEYS.courseWeight);
  else if (info !== raw) writeJson(sessionStore, STORAGE_KEYS.courseWeight, info);
  return info;
}

function readState(): UserState {
  return {
    routers: readChecked(localStore, STORAGE_KEYS.routers, isRouterList) ?? [],
    courseWeightInfo: readCourseWeight(),
  };
}

export const userStore = proxy<UserState>(readState());

/** Re-reads everything from storage: after a story seeds storage, after a logout. */
export function resetUserStore(): void {
  Object.assign(userStore, readState());
}

onSessionChange(resetUserStore);

export function setRouters(routers: NavigationEntry[]): void {
  // A returning visit's answer is usually what it stored: left as it is, the header's readers
  // are not re-rendered for nothing (synchronously, in one of start-up's tasks).
  if (JSON.stringify(routers) !== JSON.stringify(userStore.routers)) userStore.routers = routers;
  writeJson(localStore, STORAGE_KEYS.routers, routers);
}

/**
 * Caches the weighting for the tab. `epoch` is the session the answer was asked for in
 * (`currentSessionEpoch()` when the request left): an answer for a session that has since ended,
 * or changed user, writes nothing, so a logout leaves storage empty. Returns whether it wrote.
 */
export function setCourseWeightInfo(
  info: CourseWeightInfo,
  epoch: number = currentSessionEpoch(),
): boolean {
  if (epoch !== currentSessionEpoch()) return false;
  userStore.courseWeightInfo = info;
  writeJson(sessionStore, STORAGE_KEYS.courseWeight, info);
  return true;
}
