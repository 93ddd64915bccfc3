import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingView } from '@/components/DataStates';
import { paths, withUserId } from '@/config/paths';
import type { UserInfo } from '@/types/user';
import { CourseWeightSummaryCard } from './CourseWeightSummaryCard';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_GRID, STATS_MIN_HEIGHT } from './dashboardLayout';
import { LatestNotificationsCard } from './LatestNotificationsCard';
import { MyCoursesCard } from './MyCoursesCard';
import { TeachingCalendarCard } from './TeachingCalendarCard';

// The charts (MUI X Charts) load only here and in 学习记录 (docs/api.md), after the cards above.
const StudyStatsPanel = lazy(() =>
  import('./StudyStatsPanel').then((m) => ({ default: m.StudyStatsPanel })),
);

const statsLoading = <LoadingView label="正在加载学习统计" minHeight={STATS_MIN_HEIGHT} />;

/** The signed-in main page (docs/screens.md). */
export function Dashboard({ user }: { user: UserInfo }) {
  return (
    <Box sx={DASHBOARD_GRID}>
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
        <Suspense fallback={statsLoading}>
          <StudyStatsPanel loading={statsLoading} />
        </Suspense>
      </DashboardCard>
    </Box>
  );
}
