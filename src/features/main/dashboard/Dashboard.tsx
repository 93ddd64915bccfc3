import { lazy, Suspense, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmptyView, LoadingView } from '@/components/DataStates';
import { DataView } from '@/components/DataView';
import { paths, withUserId } from '@/config/paths';
import { useStudyStats } from '@/hooks/useStudyStats';
import { clock } from '@/lib/clock';
import { chinaDay, recentWeeks } from '@/lib/studyStats';
import type { UserInfo } from '@/types/user';
import { CourseWeightSummaryCard } from './CourseWeightSummaryCard';
import { DashboardCard } from './DashboardCard';
import { useChartsMayLoad } from './useChartsMayLoad';
import { DASHBOARD_GRID, STATS_MIN_HEIGHT } from './dashboardLayout';
import { LatestNotificationsCard } from './LatestNotificationsCard';
import { MyCoursesCard } from './MyCoursesCard';
import { STUDY_STATS_SCOPE, StudyStatsTotals } from './StudyStatsTotals';
import { TeachingCalendarCard } from './TeachingCalendarCard';

// The charts (MUI X Charts, 92 kB) load only here and in 学习记录 (docs/api.md): on the dashboard
// once there are numbers to draw and the cards above have their answers on screen, or sooner if
// 学习统计 comes near the viewport (useChartsMayLoad); their totals need none of that code.
const StudyStatsCharts = lazy(() =>
  import('./StudyStatsPanel').then((m) => ({ default: m.StudyStatsCharts })),
);

const statsLoading = <LoadingView label="正在加载学习统计" minHeight={STATS_MIN_HEIGHT} />;
// Under the totals line (40 px): the charts' own height, while their code is on its way.
const chartsLoading = (
  <LoadingView
    label="正在加载学习统计图表"
    minHeight={{ xs: STATS_MIN_HEIGHT.xs - 40, md: STATS_MIN_HEIGHT.md - 40 }}
  />
);

/** The signed-in main page (docs/screens.md). */
export function Dashboard({ user }: { user: UserInfo }) {
  const grid = useRef<HTMLDivElement>(null);
  const statsSlot = useRef<HTMLDivElement>(null);
  const statsNear = useChartsMayLoad(grid, statsSlot);
  // Today in China, from the app clock: stories and tests fix it.
  const statsRange = useMemo(() => recentWeeks(chinaDay(clock.now())), []);
  // Asked for now, not behind the charts' code (docs/budgets.md: no request waterfalls).
  const stats = useStudyStats(statsRange);
  return (
    <Box ref={grid} sx={DASHBOARD_GRID}>
      <MyCoursesCard />
      <TeachingCalendarCard />
      <LatestNotificationsCard userId={user.userId} />
      <CourseWeightSummaryCard userId={user.userId} />
      <DashboardCard
        id="study-stats-heading"
        title="学习统计"
        wide
        action={
          <Button
            size="small"
            component={RouterLink}
            to={withUserId(`${paths.userCenter}?tab=records`, user.userId)}
          >
            学习记录
          </Button>
        }
      >
        <Box ref={statsSlot}>
          <DataView
            state={stats}
            loading={statsLoading}
            isEmpty={(s) => s.totalMinutes === 0}
            empty={
              <EmptyView
                title={`${STUDY_STATS_SCOPE}还没有学习记录`}
                hint="有了学习记录，这里会按周和课程汇总学习时长"
              />
            }
          >
            {/* The totals at once; the charts' place kept, at their height, until their code is in. */}
            {(s) => (
              <>
                <StudyStatsTotals stats={s} />
                {statsNear ? (
                  <Suspense fallback={chartsLoading}>
                    <StudyStatsCharts stats={s} />
                  </Suspense>
                ) : (
                  chartsLoading
                )}
              </>
            )}
          </DataView>
        </Box>
      </DashboardCard>
    </Box>
  );
}
