import type { ApiRequest } from '@/api/apiRequest';

/** `GET /api/user/assignments`: a learner's assignments (`status=due`: not yet handed in). */
export const assignmentsRequest = (status?: 'due' | 'done'): ApiRequest => ({
  path: '/api/user/assignments',
  ...(status ? { params: { status } } : {}),
});
