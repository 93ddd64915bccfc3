import type { ApiRequest } from '@/api/apiRequest';

export interface RecordsQuery {
  /** `YYYY-MM-DD`, inclusive. */
  from?: string | null;
  to?: string | null;
  page: number;
  size: number;
}

/** `GET /api/user/records`: a page of 学习记录; empty dates are left out of the query. */
export const recordsRequest = (query: RecordsQuery): ApiRequest => ({
  path: '/api/user/records',
  params: {
    from: query.from ?? undefined,
    to: query.to ?? undefined,
    page: query.page,
    size: query.size,
  },
});
