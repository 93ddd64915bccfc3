import { apiGet } from '@/lib/http/httpClient';
import { queryKey, type ApiQuery } from '@/api/apiQuery';
import { MY_COURSES_PATH, readMyCourses, type MyCourse } from './myCourses';

export type { MyCourse } from './myCourses';

/** `GET /api/user/courses`. */
export async function getMyCourses(): Promise<MyCourse[]> {
  return readMyCourses(await apiGet<unknown>(MY_COURSES_PATH));
}

/** 我的课程, with its cache key. */
export const myCoursesQuery = (): ApiQuery<MyCourse[]> => ({
  key: queryKey('my-courses'),
  load: getMyCourses,
});
