import type { ApiRequest } from '@/api/apiRequest';

/** `GET /api/user/calendar?month=YYYY-MM`: a month of 教学日历. */
export const calendarRequest = (month: string): ApiRequest => ({
  path: '/api/user/calendar',
  params: { month },
});
