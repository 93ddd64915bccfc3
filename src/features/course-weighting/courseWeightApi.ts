import { apiPut } from '@/lib/http/httpClient';
import { readApi } from '@/api/readApi';
import { courseWeightRequest } from './courseWeightRequest';
import { courseWeightFrom, type CourseGradeComposition, type CourseWeightInfo } from '@/types/user';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** The answer as the app uses it: an answer of the old shape is migrated (docs/api.md). */
function weightOf(raw: unknown): CourseWeightInfo {
  const info = courseWeightFrom(raw);
  if (!info) throw new Error('接口返回的课程权重格式不正确');
  return info;
}

/** `GET /api/user/course-weight`: each course's grade composition. */
export async function getCourseWeight(): Promise<CourseWeightInfo> {
  return weightOf(await readApi<unknown>(courseWeightRequest));
}

/** `PUT /api/user/course-weight` with `{ courses }`; answers the saved composition. */
export async function saveCourseWeight(
  courses: CourseGradeComposition[],
): Promise<CourseWeightInfo> {
  return weightOf(await apiPut<unknown>('/api/user/course-weight', { courses }));
}

/** The weighting, asked for once per tab (the store keeps it in sessionStorage). */
export const courseWeightQuery = (): ApiQuery<CourseWeightInfo> => ({
  key: queryKey('course-weight'),
  load: getCourseWeight,
});
