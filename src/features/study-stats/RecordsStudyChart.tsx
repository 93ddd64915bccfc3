import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataView } from '@/components/DataView';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import { useStudyStats } from '@/features/study-stats/useStudyStats';
import { LoadingView } from '@/components/DataStates';
import { clock } from '@/lib/clock';
import { chinaDay, recordsChartRange } from '@/features/study-stats/studyStats';
import { recordsChartFigure, recordsChartScope } from '@/features/study-stats/recordsChartFigure';

/**
 * What the chart shows until its numbers are in: its height (measured: 278 px, 298 px on a phone
 * where the sentence takes two lines), so the list below does not move when they arrive.
 */
const chartLoading = <LoadingView label="正在加载学习时长" minHeight={{ xs: 298, sm: 278 }} />;

/**
 * 学习记录's chart: study minutes per day over the filter's range, per week when the range is
 * longer than 62 days (docs/screens.md). It follows the filter in the address bar, as the list
 * does, and asks for its numbers when it mounts, beside the list; its title and the sentence
 * saying what it shows are painted with them, and only the bars wait for the charts' chunk
 * (MinutesBarChart; docs/budgets.md).
 */
export function RecordsStudyChart({ from, to }: { from: string | null; to: string | null }) {
  // Today in China, from the app clock: stories and tests fix it.
  const today = useMemo(() => chinaDay(clock.now()), []);
  const range = recordsChartRange(from, to, today);
  const stats = useStudyStats(range);
  return (
    <DataView
      state={stats}
      loading={chartLoading}
      isEmpty={(s) => s.totalMinutes === 0}
      // The list below says so in full; one line is enough here.
      empty={
        <Typography color="text.secondary" data-testid="records-chart-empty">
          {recordsChartScope(range, today)}没有学习时长。
        </Typography>
      }
    >
      {(s) => (
        <MinutesBarChart
          {...recordsChartFigure(s, range, today)}
          // The tab's heading is the page's h1.
          headingLevel="h2"
        />
      )}
    </DataView>
  );
}
