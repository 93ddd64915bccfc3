import { readApi } from '@/api/readApi';
import { recordsRequest, type RecordsQuery } from './recordsRequest';
import { readListPage, type ListPage } from '@/api/listPage';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** A learning record (`GET /api/user/records`). */
export interface LearningRecord {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  courseTitle: string;
  activity: string;
  durationMinutes: number;
  score: number | null;
}

export type { RecordsQuery } from './recordsRequest';

function isLearningRecord(raw: unknown): raw is LearningRecord {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Record<string, unknown>;
  return (
    typeof r.id === 'string' && typeof r.date === 'string' && typeof r.courseTitle === 'string'
  );
}

/** Empty dates are left out of the query by the seed's GET rules (null and "" skipped). */
export async function getLearningRecords(query: RecordsQuery): Promise<ListPage<LearningRecord>> {
  const raw = await readApi<unknown>(recordsRequest(query));
  return readListPage(raw, isLearningRecord);
}

/** A page of 学习记录 over a date range, keyed by all four. */
export const recordsQuery = (query: RecordsQuery): ApiQuery<ListPage<LearningRecord>> => ({
  key: queryKey('records', query.from, query.to, query.page, query.size),
  load: () => getLearningRecords(query),
});
