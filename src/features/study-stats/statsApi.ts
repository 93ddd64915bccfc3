import { readApi } from '@/api/readApi';
import { statsRequest } from './statsRequest';
import type { CourseMinutes, DayMinutes, DayRange } from '@/features/study-stats/studyStats';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/**
 * `GET /api/user/stats`: study minutes over a range of days (docs/api.md, docs/api.md). `days`
 * has every day of the range, in order, 0 for a day without study; `courses` has each course
 * studied in the range, most minutes first.
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

/** A chart must not draw numbers it did not understand: an answer of another shape is an error. */
export async function getStudyStats(range: DayRange): Promise<StudyStats> {
  const raw = await readApi<unknown>(statsRequest(range));
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (
    !isNumber(s.totalMinutes) ||
    !Array.isArray(s.days) ||
    !s.days.every(isDayMinutes) ||
    !Array.isArray(s.courses) ||
    !s.courses.every(isCourseMinutes)
  ) {
    throw new Error('接口返回的学习统计格式不正确');
  }
  return { totalMinutes: s.totalMinutes, days: s.days, courses: s.courses };
}

/** Study minutes over a range of days, keyed by its first and last day. */
export const studyStatsQuery = (range: DayRange): ApiQuery<StudyStats> => ({
  key: queryKey('stats', range.from, range.to),
  load: () => getStudyStats(range),
});
