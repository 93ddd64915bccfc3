import type { ApiRequest } from '@/api/apiRequest';

/** `GET /api/user/course-weight`: the course weighting. */
export const courseWeightRequest: ApiRequest = { path: '/api/user/course-weight' };
