import { isAppLinkPath } from '@/config/paths';

/** docs/session.md: user info as the sign-in answer gives it; `userId` and `userType` are known. */
export interface UserInfo {
  userId: string | number;
  userType?: string;
  /** Display name. */
  userName?: string;
  [field: string]: unknown;
}

/** docs/api.md: a navigation entry from `/api/user/routers`. */
export interface NavigationEntry {
  path: string;
  title: string;
}

/** docs/screens.md: whole-number percentages per course. */
export interface CourseWeightItem {
  courseId: string;
  courseName: string;
  weight: number;
}

export interface CourseWeightInfo {
  items: CourseWeightItem[];
  updatedAt?: string;
}

export function isUserInfo(raw: unknown): raw is UserInfo {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const { userId, userType } = raw as Record<string, unknown>;
  const idOk =
    (typeof userId === 'string' && userId !== '') ||
    (typeof userId === 'number' && Number.isFinite(userId));
  return idOk && (userType === undefined || typeof userType === 'string');
}

export function isNavigationEntry(raw: unknown): raw is NavigationEntry {
  if (typeof raw !== 'object' || raw === null) return false;
  const { path, title } = raw as Record<string, unknown>;
  return isAppLinkPath(path) && typeof title === 'string';
}

export function isCourseWeightInfo(raw: unknown): raw is CourseWeightInfo {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const { items } = raw as Record<string, unknown>;
  return (
    Array.isArray(items) &&
    items.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { courseId, courseName, weight } = item as Record<string, unknown>;
      return (
        typeof courseId === 'string' && typeof courseName === 'string' && typeof weight === 'number'
      );
    })
  );
}
