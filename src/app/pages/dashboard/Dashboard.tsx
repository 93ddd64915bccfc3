import { useRef } from 'react';
import Box from '@mui/material/Box';
import type { UserInfo } from '@/types/user';
import { CourseWeightSummaryCard } from '@/features/course-weighting/CourseWeightSummaryCard';
import { DASHBOARD_GRID } from '@/components/dashboard/dashboardLayout';
import { LatestNotificationsCard } from '@/features/notifications/LatestNotificationsCard';
import { MyCoursesCard } from '@/features/courses/MyCoursesCard';
import { StudyStatsCard } from '@/features/study-stats/StudyStatsCard';
import { TeachingCalendarCard } from '@/features/calendar/TeachingCalendarCard';
import { useMountInTurn } from '@/hooks/useMountInTurn';
import { CARD_PLACEHOLDERS } from './DashboardPlaceholder';

/**
 * The signed-in main page's cards (docs/screens.md), each from its product area. They mount one
 * per commit, top to bottom (useMountInTurn); until its turn a card is its placeholder, the
 * same box the page painted from HTML, hidden from assistive tech like the placeholder's.
 */
export function Dashboard({ user }: { user: UserInfo }) {
  const grid = useRef<HTMLDivElement>(null);
  const cards = [
    <MyCoursesCard key="my-courses" />,
    <TeachingCalendarCard key="calendar" />,
    <LatestNotificationsCard key="latest-notifications" userId={user.userId} />,
    <CourseWeightSummaryCard key="course-weight" userId={user.userId} />,
    <StudyStatsCard key="study-stats" userId={user.userId} dashboard={grid} />,
  ];
  const mounted = useMountInTurn(cards.length);
  return (
    <Box ref={grid} sx={DASHBOARD_GRID}>
      {cards.map((card, index) =>
        index < mounted ? (
          card
        ) : (
          <Box key={`waiting-${index}`} aria-hidden aria-busy sx={{ display: 'contents' }}>
            {CARD_PLACEHOLDERS[index]}
          </Box>
        ),
      )}
    </Box>
  );
}
