import Box from '@mui/material/Box';
import type { UserInfo } from '@/types/user';
import { CourseWeightSummaryCard } from './CourseWeightSummaryCard';
import { LatestNotificationsCard } from './LatestNotificationsCard';
import { MyCoursesCard } from './MyCoursesCard';
import { TeachingCalendarCard } from './TeachingCalendarCard';

/** The signed-in main page (design §7). */
export function Dashboard({ user }: { user: UserInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <MyCoursesCard />
      <TeachingCalendarCard />
      <LatestNotificationsCard userId={user.userId} />
      <CourseWeightSummaryCard userId={user.userId} />
    </Box>
  );
}
