import type { ApiRequest } from '@/api/apiRequest';
import { DEFAULT_PAGE_SIZES } from '@/config/paging';

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

/** The list as an address without dates or paging shows it: what RecordsPanel then asks for. */
export const FIRST_RECORDS_PAGE: RecordsQuery = {
  from: null,
  to: null,
  page: 1,
  size: DEFAULT_PAGE_SIZES[0],
};
