import type { CourseMinutes, DayMinutes } from '@/features/study-stats/studyStats';

/**
 * `GET /api/user/stats`: study minutes over a range of days (docs/api.md). `days` has every day
 * of the range, in order, 0 for a day without study; `courses` has each course studied in the
 * range, most minutes first.
 */
export interface StudyStats {
  totalMinutes: number;
  days: DayMinutes[];
  courses: CourseMinutes[];
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isDayMinutes(raw: unknown): raw is DayMinutes {
  if (typeof raw !== 'object' || raw === null) return false;
  const d = raw as Record<string, unknown>;
  return typeof d.date === 'string' && isNumber(d.minutes);
}

function isCourseMinutes(raw: unknown): raw is CourseMinutes {
  if (typeof raw !== 'object' || raw === null) return false;
  const c = raw as Record<string, unknown>;
  return typeof c.courseId === 'string' && typeof c.courseName === 'string' && isNumber(c.minutes);
}

/**
 * The answer's `result` as study statistics, or null for an answer of another shape: a chart
 * must not draw numbers it did not understand. Without the HTTP client, so that the first
 * view's drawing of 学习记录's chart (app/firstView/drawStudyChart) reads answers by this rule too.
 */
export function readStudyStats(raw: unknown): StudyStats | null {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (
    !isNumber(s.totalMinutes) ||
    !Array.isArray(s.days) ||
    !s.days.every(isDayMinutes) ||
    !Array.isArray(s.courses) ||
    !s.courses.every(isCourseMinutes)
  ) {
    return null;
  }
  return { totalMinutes: s.totalMinutes, days: s.days, courses: s.courses };
}
