import type { CatalogueCourse } from '@/features/catalogue/catalogueApi';
import type { MyCourse } from '@/features/courses/coursesApi';
import { catalogue } from '../fixtures/courses';
import { buildNotifications } from '../fixtures/notifications';
import { dataOf, mockNow } from './mockDatabase';
import { setTeacherCourseCount } from './teachingDatabase';

/**
 * What a designer varies on a screen (the Controls panel of a screen story), applied to one
 * user's data in the mock database after it was reset. Unset fields keep the fixtures.
 */
export interface FixtureVariant {
  /** 我的课程 (a learner's) and 我的授课 (a teacher's): this many courses (0 = none). */
  courseCount?: number;
  /** 消息: this many unread (the bell's badge); more notifications are made if needed. */
  unreadCount?: number;
}

/** The most courses a variant makes: a department head's load and more (docs/screens.md "Many courses"). */
export const MAX_VARIANT_COURSES = 500;

/** Course `index` of a made-up list from `from`, progress spread over 0–100 %. */
function courseOf(from: readonly CatalogueCourse[], index: number): MyCourse {
  const course = from[index % from.length] ?? catalogue[0];
  // Past the catalogue, the same course again in another class: its own id, its own name.
  const round = Math.floor(index / Math.max(1, from.length));
  const lessonsTotal = 16 + ((index * 5) % 17);
  const lessonsDone = Math.round((lessonsTotal * ((index * 37) % 101)) / 100);
  return {
    id: round === 0 ? (course?.id ?? `c-${index}`) : `${course?.id ?? 'c'}-${round + 1}`,
    title:
      round === 0
        ? (course?.title ?? `课程 ${index + 1}`)
        : `${course?.title ?? '课程'}（${round + 1} 班）`,
    progress: Math.round((lessonsDone / lessonsTotal) * 100),
    lessonsDone,
    lessonsTotal,
    term: '2026-2027 学年第一学期',
  };
}

function wholeNumber(value: number | undefined, max: number): number | null {
  if (value === undefined || value === null || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(0, Math.floor(value)));
}

/** The counts a variant makes: whole numbers within range, null where it keeps the fixtures. */
export function variantCounts(variant: FixtureVariant): {
  courses: number | null;
  unread: number | null;
} {
  return {
    courses: wholeNumber(variant.courseCount, MAX_VARIANT_COURSES),
    unread: wholeNumber(variant.unreadCount, 999),
  };
}

export function applyFixtureVariant(userId: string | number, variant: FixtureVariant): void {
  const data = dataOf(userId);
  const { courses, unread } = variantCounts(variant);
  if (courses !== null) {
    // The user's own courses first, then made-up ones from the rest of the catalogue.
    const own = data.courses.slice(0, courses);
    const others = catalogue.filter((c) => !data.courses.some((mine) => mine.id === c.id));
    data.courses = [
      ...own,
      ...Array.from({ length: courses - own.length }, (_, i) => courseOf(others, i)),
    ];
    // The courses a teacher teaches, as many; made-up ones named as the learner's would be.
    setTeacherCourseCount(String(userId), courses, (i) => courseOf(others, i));
  }
  if (unread !== null) {
    const newest = data.notifications[0] ? Date.parse(data.notifications[0].createdAt) : mockNow();
    data.notifications = buildNotifications(
      Math.max(data.notifications.length, unread),
      unread,
      newest,
    );
  }
}
