import { useRef } from 'react';
import Box from '@mui/material/Box';
import type { UserInfo } from '@/types/user';
import { CourseWeightSummaryCard } from '@/features/course-weighting/CourseWeightSummaryCard';
import { DASHBOARD_GRID } from '@/components/dashboard/dashboardLayout';
import { LatestNotificationsCard } from '@/features/notifications/LatestNotificationsCard';
import { MyCoursesCard } from '@/features/courses/MyCoursesCard';
import { StudyStatsCard } from '@/features/study-stats/StudyStatsCard';
import { TeachingCalendarCard } from '@/features/calendar/TeachingCalendarCard';

/** The signed-in main page's cards (docs/screens.md), each from its product area. */
export function Dashboard({ user }: { user: UserInfo }) {
  const grid = useRef<HTMLDivElement>(null);
  return (
    <Box ref={grid} sx={DASHBOARD_GRID}>
      <MyCoursesCard />
      <TeachingCalendarCard />
      <LatestNotificationsCard userId={user.userId} />
      <CourseWeightSummaryCard userId={user.userId} />
      <StudyStatsCard userId={user.userId} dashboard={grid} />
    </Box>
  );
}
