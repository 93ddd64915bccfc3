import Typography from '@mui/material/Typography';
import type { StudyStats } from '@/features/study-stats/statsApi';
import { RECENT_WEEKS, weeklyMinutes } from '@/features/study-stats/studyStats';

/** 近 12 周: the scope of 学习统计, in its totals and its empty state. */
export const STUDY_STATS_SCOPE = `近 ${RECENT_WEEKS} 周`;

/**
 * 学习统计's totals in words, shown as soon as the numbers are in: they need none of the charts'
 * code, which waits until the card is near the viewport (docs/budgets.md).
 */
export function StudyStatsTotals({ stats }: { stats: StudyStats }) {
  const thisWeek = weeklyMinutes(stats.days).at(-1)?.minutes ?? 0;
  return (
    <Typography sx={{ mb: 2 }} data-testid="study-stats-totals">
      本周学习 {thisWeek} 分钟，{STUDY_STATS_SCOPE}共 {stats.totalMinutes} 分钟。
    </Typography>
  );
}
