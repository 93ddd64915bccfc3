import type { MinutesBar } from '@/features/study-stats/charts/chartGeometry';
import {
  dayBars,
  describeTimeBars,
  rangeScope,
  weekBars,
} from '@/features/study-stats/charts/studyChartData';
import type { StudyStats } from '@/features/study-stats/studyStatsAnswer';
import {
  chartStep,
  recentWeeks,
  weeklyMinutes,
  type DayRange,
} from '@/features/study-stats/studyStats';

/** The words around 学习记录's bars, with the bars: what MinutesBarChart draws. */
export interface RecordsChartFigure {
  title: string;
  summary: string;
  categoryLabel: string;
  bars: MinutesBar[];
}

/** How the chart names a range: 近 12 周 for the default one, else its days. */
export function recordsChartScope(range: DayRange, today: string): string {
  return rangeScope(range, range.to === today && range.from === recentWeeks(today).from);
}

/**
 * 学习记录's chart for an answer over `range`: per day, or per week when the range is longer than
 * 62 days (docs/screens.md). Named after the days the answer has: while a new range loads, the
 * last one stays. Without React, so that the first view draws the very words the tab will show
 * (app/firstView/drawStudyChart).
 */
export function recordsChartFigure(
  stats: StudyStats,
  range: DayRange,
  today: string,
): RecordsChartFigure {
  const shown = {
    from: stats.days[0]?.date ?? range.from,
    to: stats.days.at(-1)?.date ?? range.to,
  };
  const step = chartStep(shown);
  const bars = step === 'day' ? dayBars(stats.days) : weekBars(weeklyMinutes(stats.days));
  return {
    title: step === 'day' ? '每天学习时长' : '每周学习时长',
    summary: describeTimeBars(recordsChartScope(shown, today), step === 'day' ? '天' : '周', bars),
    categoryLabel: step === 'day' ? '日期' : '周',
    bars,
  };
}
