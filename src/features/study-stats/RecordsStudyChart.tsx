import { useMemo } from 'react';
import { LoadingView } from '@/components/DataStates';
import { RecordsMinutesChart } from './RecordsMinutesChart';
import { useStudyStats } from './useStudyStats';
import { clock } from '@/lib/clock';
import { chinaDay, recordsChartRange } from './studyStats';

/**
 * What the chart shows until its numbers are in: its height (measured: 278 px, 298 px on a phone
 * where the sentence takes two lines), so the list below does not move when they arrive.
 */
const chartLoading = <LoadingView label="正在加载学习时长" minHeight={{ xs: 298, sm: 278 }} />;

/**
 * 学习记录's chart over the filter's dates (docs/screens.md). Its numbers are asked for when it
 * mounts, beside the list; its title and the sentence saying what it shows are painted with
 * them, and only the bars wait for the charts' chunk (MinutesBarChart; docs/budgets.md).
 */
export function RecordsStudyChart({ from, to }: { from: string | null; to: string | null }) {
  // Today in China, from the app clock: stories and tests fix it.
  const today = useMemo(() => chinaDay(clock.now()), []);
  const range = recordsChartRange(from, to, today);
  const stats = useStudyStats(range);
  return <RecordsMinutesChart range={range} today={today} stats={stats} loading={chartLoading} />;
}
