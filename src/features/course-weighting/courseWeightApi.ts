import { apiPut } from '@/lib/http/httpClient';
import { readApi } from '@/api/readApi';
import { courseWeightRequest } from './courseWeightRequest';
import { isCourseWeightInfo, type CourseWeightInfo, type CourseWeightItem } from '@/types/user';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** `GET /api/user/course-weight`. */
export async function getCourseWeight(): Promise<CourseWeightInfo> {
  const raw = await readApi<unknown>(courseWeightRequest);
  if (!isCourseWeightInfo(raw)) throw new Error('接口返回的课程权重格式不正确');
  return raw;
}

/** `PUT /api/user/course-weight` with `{ items }`; answers the saved weighting. */
export async function saveCourseWeight(items: CourseWeightItem[]): Promise<CourseWeightInfo> {
  const raw = await apiPut<unknown>('/api/user/course-weight', { items });
  if (!isCourseWeightInfo(raw)) throw new Error('接口返回的课程权重格式不正确');
  return raw;
}

/** The weighting, asked for once per tab (the store keeps it in sessionStorage). */
export const courseWeightQuery = (): ApiQuery<CourseWeightInfo> => ({
  key: queryKey('course-weight'),
  load: getCourseWeight,
});
