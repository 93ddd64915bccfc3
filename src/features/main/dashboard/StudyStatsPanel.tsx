import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StudyStats } from '@/api/statsApi';
import { EmptyView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { MinutesBarChart } from '@/components/charts/MinutesBarChart';
import {
  courseBars,
  describeCourses,
  describeTimeBars,
  weekBars,
} from '@/components/charts/studyChartData';
import type { StudyStatsState } from '@/hooks/useStudyStats';
import { RECENT_WEEKS, weeklyMinutes } from '@/lib/studyStats';

const SCOPE = `近 ${RECENT_WEEKS} 周`;

function StudyStatsCharts({ stats }: { stats: StudyStats }) {
  const weeks = weekBars(weeklyMinutes(stats.days));
  const courses = courseBars(stats.courses);
  const thisWeek = weeks.at(-1)?.minutes ?? 0;
  return (
    <>
      <Typography sx={{ mb: 2 }} data-testid="study-stats-totals">
        本周学习 {thisWeek} 分钟，{SCOPE}共 {stats.totalMinutes} 分钟。
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <MinutesBarChart
          title="每周学习时长"
          summary={describeTimeBars(SCOPE, '周', weeks)}
          categoryLabel="周"
          bars={weeks}
        />
        <MinutesBarChart
          title="各课程学习时长"
          summary={describeCourses(SCOPE, courses)}
          categoryLabel="课程"
          bars={courses}
          orientation="rows"
          color="secondary"
        />
      </Box>
    </>
  );
}

/**
 * 学习统计 on the dashboard: minutes per week over the last 12 weeks and per course, with the
 * totals in words (docs/screens.md). Its own data view: loading (`loading`, as while its code
 * loads), empty, error with 重试, data.
 */
export function StudyStatsPanel({
  stats,
  loading,
}: {
  /** Asked for by the dashboard, so the request does not wait for this chunk. */
  stats: StudyStatsState;
  loading: ReactNode;
}) {
  return (
    <DataView
      state={stats}
      // The first load keeps the placeholder the code loaded under: the same height, no jump.
      loading={loading}
      isEmpty={(s) => s.totalMinutes === 0}
      empty={
        <EmptyView
          title={`${SCOPE}还没有学习记录`}
          hint="有了学习记录，这里会按周和课程汇总学习时长"
        />
      }
    >
      {(s) => <StudyStatsCharts stats={s} />}
    </DataView>
  );
}
