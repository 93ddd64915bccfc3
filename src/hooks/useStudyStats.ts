import { studyStatsQuery, type StudyStats } from '@/api/statsApi';
import type { DayRange } from '@/lib/studyStats';
import { useApiQuery, type AsyncState } from './useAsyncData';

export type StudyStatsState = AsyncState<StudyStats> & { retry: () => void };

/** `GET /api/user/stats` over `range`, asked again whenever the range's days change. */
export function useStudyStats(range: DayRange): StudyStatsState {
  return useApiQuery(studyStatsQuery(range));
}
