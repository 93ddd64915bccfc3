import type { ApiRequest } from '@/api/apiRequest';

/** `GET /api/user/lessons?from&to` (YYYY-MM-DD, both included): the timetable's lessons. */
export const lessonsRequest = (from: string, to: string): ApiRequest => ({
  path: '/api/user/lessons',
  params: { from, to },
});
