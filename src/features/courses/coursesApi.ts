import { readApi } from '@/api/readApi';
import { queryKey, type ApiQuery } from '@/api/apiQuery';
import { myCoursesRequest, readMyCourses, type MyCourse } from './myCourses';

export type { MyCourse } from './myCourses';

/** `GET /api/user/courses`. */
export async function getMyCourses(): Promise<MyCourse[]> {
  return readMyCourses(await readApi<unknown>(myCoursesRequest));
}

/** 我的课程, with its cache key. */
export const myCoursesQuery = (): ApiQuery<MyCourse[]> => ({
  key: queryKey('my-courses'),
  load: getMyCourses,
});
