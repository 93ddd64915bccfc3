import type { ApiRequest } from '@/api/apiRequest';
import type { DayRange } from './studyStats';

/** `GET /api/user/stats?from&to`: study minutes over a range of days. */
export const statsRequest = (range: DayRange): ApiRequest => ({
  path: '/api/user/stats',
  params: { from: range.from, to: range.to },
});
