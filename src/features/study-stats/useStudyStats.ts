import { studyStatsQuery, type StudyStats } from '@/features/study-stats/statsApi';
import type { DayRange } from '@/features/study-stats/studyStats';
import { useApiQuery, type AsyncState } from '@/hooks/useAsyncData';

export type StudyStatsState = AsyncState<StudyStats> & { retry: () => void };

/** `GET /api/user/stats` over `range`, asked again whenever the range's days change. */
export function useStudyStats(range: DayRange): StudyStatsState {
  return useApiQuery(studyStatsQuery(range));
}
