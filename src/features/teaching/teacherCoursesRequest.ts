import type { ApiRequest } from '@/api/apiRequest';

/**
 * `GET /api/teacher/courses`: the courses a teacher teaches, with 教学统计's numbers. Its own
 * module: the first-view gate (built into index.html) sends it early for a teacher's `/`.
 */
export const teacherCoursesRequest: ApiRequest = { path: '/api/teacher/courses' };
