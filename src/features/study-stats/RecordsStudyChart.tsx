import { lazy, Suspense, useMemo } from 'react';
import { LoadingView } from '@/components/DataStates';
import { useStudyStats } from './useStudyStats';
import { clock } from '@/lib/clock';
import { chinaDay, recordsChartRange } from './studyStats';

// The chart (MUI X Charts) loads with 学习记录 only (docs/api.md).
const RecordsMinutesChart = lazy(() =>
  import('./RecordsMinutesChart').then((m) => ({ default: m.RecordsMinutesChart })),
);

/**
 * What the chart shows until its code and data are in: its height (measured: 278 px, 298 px on
 * a phone where the sentence takes two lines), so the list below does not move when it arrives.
 */
const chartLoading = <LoadingView label="正在加载学习时长" minHeight={{ xs: 298, sm: 278 }} />;

/**
 * 学习记录's chart over the filter's dates (docs/screens.md). Its numbers are asked for when it
 * mounts, beside the list, not behind the chart's code (docs/budgets.md: no waterfalls).
 */
export function RecordsStudyChart({ from, to }: { from: string | null; to: string | null }) {
  // Today in China, from the app clock: stories and tests fix it.
  const today = useMemo(() => chinaDay(clock.now()), []);
  const range = recordsChartRange(from, to, today);
  const stats = useStudyStats(range);
  return (
    <Suspense fallback={chartLoading}>
      <RecordsMinutesChart range={range} today={today} stats={stats} loading={chartLoading} />
    </Suspense>
  );
}
