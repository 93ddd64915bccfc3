import { readApi } from '@/api/readApi';
import { statsRequest } from './statsRequest';
import type { DayRange } from '@/features/study-stats/studyStats';
import { readStudyStats, type StudyStats } from './studyStatsAnswer';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

export type { StudyStats } from './studyStatsAnswer';

/** A chart must not draw numbers it did not understand: an answer of another shape is an error. */
export async function getStudyStats(range: DayRange): Promise<StudyStats> {
  const stats = readStudyStats(await readApi<unknown>(statsRequest(range)));
  if (!stats) throw new Error('接口返回的学习统计格式不正确');
  return stats;
}

/** Study minutes over a range of days, keyed by its first and last day. */
export const studyStatsQuery = (range: DayRange): ApiQuery<StudyStats> => ({
  key: queryKey('stats', range.from, range.to),
  load: () => getStudyStats(range),
});
