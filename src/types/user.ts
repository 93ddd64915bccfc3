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

/** The parts of a course's final grade (总评成绩), in the order they are shown. */
export const GRADE_PARTS = ['平时', '作业', '期中', '期末'] as const;
export type GradePart = (typeof GRADE_PARTS)[number];
/** Each part's share of the final grade: whole numbers 0–100 adding up to 100. */
export type GradeParts = Record<GradePart, number>;

/** docs/api.md: one course's grade composition. */
export interface CourseGradeComposition {
  courseId: string;
  courseName: string;
  parts: GradeParts;
}

/** docs/api.md `GET /api/user/course-weight`: 课程权重, the grade composition of each course. */
export interface CourseWeightInfo {
  courses: CourseGradeComposition[];
  updatedAt?: string;
}

/**
 * What a course of the old shape (`{items: [{courseId, courseName, weight}]}`, weights across
 * courses) becomes: its weight said nothing about its own parts, so it gets this composition
 * until a teacher saves one (docs/api.md "The old shape").
 */
export const DEFAULT_GRADE_PARTS: GradeParts = { 平时: 10, 作业: 20, 期中: 30, 期末: 40 };

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

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

function isGradeParts(raw: unknown): raw is GradeParts {
  return (
    isRecord(raw) &&
    GRADE_PARTS.every((part) => typeof raw[part] === 'number' && Number.isFinite(raw[part]))
  );
}

/** The shape of today: `{ courses: [{courseId, courseName, parts: {平时, 作业, 期中, 期末}}] }`. */
export function isCourseWeightInfo(raw: unknown): raw is CourseWeightInfo {
  if (!isRecord(raw) || !Array.isArray(raw.courses)) return false;
  return raw.courses.every(
    (course: unknown) =>
      isRecord(course) &&
      typeof course.courseId === 'string' &&
      typeof course.courseName === 'string' &&
      isGradeParts(course.parts),
  );
}

/**
 * The weighting from what the API answered or the tab cached: today's shape as it is, the old
 * one (`items` with a weight per course) migrated silently, each course with
 * `DEFAULT_GRADE_PARTS`; anything else is null.
 */
export function courseWeightFrom(raw: unknown): CourseWeightInfo | null {
  if (isCourseWeightInfo(raw)) return raw;
  if (!isRecord(raw) || !Array.isArray(raw.items)) return null;
  const courses: CourseGradeComposition[] = [];
  for (const item of raw.items as unknown[]) {
    if (!isRecord(item) || typeof item.courseId !== 'string') return null;
    if (typeof item.courseName !== 'string') return null;
    courses.push({
      courseId: item.courseId,
      courseName: item.courseName,
      parts: { ...DEFAULT_GRADE_PARTS },
    });
  }
  return {
    courses,
    ...(typeof raw.updatedAt === 'string' ? { updatedAt: raw.updatedAt } : {}),
  };
}
