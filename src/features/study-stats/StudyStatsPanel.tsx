import Box from '@mui/material/Box';
import type { StudyStats } from '@/features/study-stats/statsApi';
import { MinutesBarChart } from '@/features/study-stats/charts/MinutesBarChart';
import {
  courseBars,
  describeCourses,
  describeTimeBars,
  weekBars,
} from '@/features/study-stats/charts/studyChartData';
import { weeklyMinutes } from '@/features/study-stats/studyStats';
import { STUDY_STATS_SCOPE } from '@/features/study-stats/StudyStatsTotals';

/**
 * 学习统计's charts: minutes per week over the last 12 weeks and per course (docs/screens.md). Its
 * own chunk, loaded only once there are numbers to draw and the card is near the viewport; the
 * dashboard shows the totals in words, and the loading, empty and error states, without it.
 */
export function StudyStatsCharts({ stats }: { stats: StudyStats }) {
  const weeks = weekBars(weeklyMinutes(stats.days));
  const courses = courseBars(stats.courses);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <MinutesBarChart
        title="每周学习时长"
        summary={describeTimeBars(STUDY_STATS_SCOPE, '周', weeks)}
        categoryLabel="周"
        bars={weeks}
      />
      <MinutesBarChart
        title="各课程学习时长"
        summary={describeCourses(STUDY_STATS_SCOPE, courses)}
        categoryLabel="课程"
        bars={courses}
        orientation="rows"
        color="secondary"
      />
    </Box>
  );
}
