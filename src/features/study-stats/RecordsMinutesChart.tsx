import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { DataView } from '@/components/DataView';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import {
  dayBars,
  describeTimeBars,
  rangeScope,
  weekBars,
} from '@/features/study-stats/charts/studyChartData';
import type { StudyStatsState } from '@/features/study-stats/useStudyStats';
import {
  chartStep,
  recentWeeks,
  weeklyMinutes,
  type DayRange,
} from '@/features/study-stats/studyStats';

function scopeOf(range: DayRange, today: string): string {
  return rangeScope(range, range.to === today && range.from === recentWeeks(today).from);
}

/**
 * 学习记录's chart: study minutes per day over the filter's range, per week when the range is
 * longer than 62 days (docs/screens.md). It follows the filter in the address bar, as the list does;
 * the panel asks for its numbers (`recordsChartRange`) beside the list.
 */
export function RecordsMinutesChart({
  range,
  today,
  stats,
  loading,
}: {
  range: DayRange;
  today: string;
  /** Asked for by the panel, so the request does not wait for this chunk. */
  stats: StudyStatsState;
  /** The first load keeps the placeholder the code loaded under: the same height, no jump. */
  loading: ReactNode;
}) {
  return (
    <DataView
      state={stats}
      loading={loading}
      isEmpty={(s) => s.totalMinutes === 0}
      // The list below says so in full; one line is enough here.
      empty={
        <Typography color="text.secondary" data-testid="records-chart-empty">
          {scopeOf(range, today)}没有学习时长。
        </Typography>
      }
    >
      {(s) => {
        // Named after the days the answer has: while a new range loads, the last one stays.
        const shown = { from: s.days[0]?.date ?? range.from, to: s.days.at(-1)?.date ?? range.to };
        const scope = scopeOf(shown, today);
        const step = chartStep(shown);
        const bars = step === 'day' ? dayBars(s.days) : weekBars(weeklyMinutes(s.days));
        return (
          <MinutesBarChart
            title={step === 'day' ? '每天学习时长' : '每周学习时长'}
            summary={describeTimeBars(scope, step === 'day' ? '天' : '周', bars)}
            categoryLabel={step === 'day' ? '日期' : '周'}
            bars={bars}
            // The tab's heading is the page's h1.
            headingLevel="h2"
          />
        );
      }}
    </DataView>
  );
}
