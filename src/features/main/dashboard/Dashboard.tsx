import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingView } from '@/components/DataStates';
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
import { TeachingCalendarCard } from './TeachingCalendarCard';

// The charts (MUI X Charts) load only here and in 学习记录 (docs/api.md), after the cards above
// (useChartsMayLoad).
const loadStatsPanel = () => import('./StudyStatsPanel');
const StudyStatsPanel = lazy(() => loadStatsPanel().then((m) => ({ default: m.StudyStatsPanel })));

const statsLoading = <LoadingView label="正在加载学习统计" minHeight={STATS_MIN_HEIGHT} />;

/** The signed-in main page (docs/screens.md). */
export function Dashboard({ user }: { user: UserInfo }) {
  const grid = useRef<HTMLDivElement>(null);
  const statsSlot = useRef<HTMLDivElement>(null);
  const statsNear = useChartsMayLoad(grid, statsSlot);
  // Today in China, from the app clock: stories and tests fix it.
  const statsRange = useMemo(() => recentWeeks(chinaDay(clock.now())), []);
  // Asked for now, not behind the charts' code (docs/budgets.md: no request waterfalls).
  const stats = useStudyStats(statsRange);
  // The code is fetched as soon as it may be; the panel takes the placeholder's place only once
  // the numbers are in, so the one loading line stays put until then (no second one swapped in).
  useEffect(() => {
    if (statsNear) loadStatsPanel().catch(() => undefined);
  }, [statsNear]);
  const statsAnswered = stats.status === 'error' || stats.data !== null;
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
          {statsNear && statsAnswered ? (
            <Suspense fallback={statsLoading}>
              <StudyStatsPanel stats={stats} loading={statsLoading} />
            </Suspense>
          ) : (
            statsLoading
          )}
        </Box>
      </DashboardCard>
    </Box>
  );
}
