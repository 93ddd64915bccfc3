import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingView } from '@/components/DataStates';
import { paths, withUserId } from '@/config/paths';
import type { UserInfo } from '@/types/user';
import { CourseWeightSummaryCard } from './CourseWeightSummaryCard';
import { DashboardCard } from './DashboardCard';
import { LatestNotificationsCard } from './LatestNotificationsCard';
import { MyCoursesCard } from './MyCoursesCard';
import { TeachingCalendarCard } from './TeachingCalendarCard';

// The charts (MUI X Charts) load only here and in 学习记录 (docs/api.md), after the cards above.
const StudyStatsPanel = lazy(() =>
  import('./StudyStatsPanel').then((m) => ({ default: m.StudyStatsPanel })),
);

/**
 * What 学习统计 shows until its code and data are in: about the charts' height (measured: 317 px
 * side by side, 590–640 px stacked, as the sentences wrap), so little moves when they arrive.
 */
const statsLoading = <LoadingView label="正在加载学习统计" minHeight={{ xs: 600, md: 316 }} />;

/** The signed-in main page (docs/screens.md). */
export function Dashboard({ user }: { user: UserInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
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
