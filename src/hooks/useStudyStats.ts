import { getStudyStats, type StudyStats } from '@/api/statsApi';
import type { DayRange } from '@/lib/studyStats';
import { useAsyncData, type AsyncState } from './useAsyncData';

export type StudyStatsState = AsyncState<StudyStats> & { retry: () => void };

/** `GET /api/user/stats` over `range`, asked again whenever the range's days change. */
export function useStudyStats(range: DayRange): StudyStatsState {
  return useAsyncData(() => getStudyStats(range), `${range.from}|${range.to}`);
}
