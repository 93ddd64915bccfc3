import { apiGet } from '@/lib/http/httpClient';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** A course of the signed-in user, with progress 0–100 (`GET /api/user/courses`). */
export interface MyCourse {
  id: string;
  title: string;
  /** 0–100. */
  progress: number;
  lessonsDone: number;
  lessonsTotal: number;
  term: string;
}

function isMyCourse(raw: unknown): raw is MyCourse {
  if (typeof raw !== 'object' || raw === null) return false;
  const c = raw as Record<string, unknown>;
  return typeof c.id === 'string' && typeof c.title === 'string' && typeof c.progress === 'number';
}

/** `GET /api/user/courses`. */
export async function getMyCourses(): Promise<MyCourse[]> {
  const raw = await apiGet<unknown>('/api/user/courses');
  if (!Array.isArray(raw)) throw new Error('接口返回的课程列表格式不正确');
  return raw.filter(isMyCourse);
}

/** 我的课程, with its cache key. */
export const myCoursesQuery = (): ApiQuery<MyCourse[]> => ({
  key: queryKey('my-courses'),
  load: getMyCourses,
});
