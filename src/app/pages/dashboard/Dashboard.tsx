import { Suspense, useRef, type ReactElement, type RefObject } from 'react';
import Box from '@mui/material/Box';
import type { UserInfo } from '@/types/user';
import {
  DASHBOARD_GRID,
  FIRST_CARD_PENDING,
  LEARNER_DASHBOARD,
} from '@/components/dashboard/dashboardLayout';
import { useFirstCardHold } from '@/components/dashboard/useFirstCardHold';
import { lazyComponent } from '@/components/lazyComponent';
import { MyCoursesCard } from '@/features/courses/MyCoursesCard';
import { myCoursesQuery } from '@/features/courses/coursesApi';
import { startFirstScreenRead } from '@/api/firstScreenReads';
import { MyTeachingCard } from '@/features/teaching/MyTeachingCard';
import { teacherCoursesQuery } from '@/features/teaching/teachingApi';
import { lessonsQuery } from '@/features/lessons/lessonsApi';
import { useMountInTurn } from '@/hooks/useMountInTurn';
import { useApiQuery, type AsyncState } from '@/hooks/useAsyncData';
import type { UserRole } from '@/lib/session/role';
import { cardPlaceholders } from './DashboardPlaceholder';

// Only the first card (a teacher's 我的授课, a learner's 我的课程) comes with the dashboard: on a phone it is the screen, the rest is below it. The
// other cards' code (the calendar's date pickers alone are 30 kB) loads beside it, after it in
// priority (the gate's preloads), and never holds it back (docs/budgets.md "Returning visits").
const TeachingCalendarCard = lazyComponent(() =>
  import('@/features/calendar/TeachingCalendarCard').then((m) => m.TeachingCalendarCard),
);
const LatestNotificationsCard = lazyComponent(() =>
  import('@/features/notifications/LatestNotificationsCard').then((m) => m.LatestNotificationsCard),
);
const TodayLessonsCard = lazyComponent(() =>
  import('@/features/lessons/TodayLessonsCard').then((m) => m.TodayLessonsCard),
);
const PendingGradingSummary = lazyComponent(() =>
  import('@/features/teaching/PendingGradingSummary').then((m) => m.PendingGradingSummary),
);
const DueAssignmentsCard = lazyComponent(() =>
  import('@/features/assignments/DueAssignmentsCard').then((m) => m.DueAssignmentsCard),
);
const StudyStatsCard = lazyComponent(() =>
  import('@/features/study-stats/StudyStatsCard').then((m) => m.StudyStatsCard),
);
const DashboardTeachingStats = lazyComponent(() =>
  import('./DashboardTeachingStats').then((m) => m.DashboardTeachingStats),
);

/**
 * The first card's read (a teacher's 我的授课, a learner's 我的课程), begun at start-up before the
 * first render (api/firstScreenReads): the gate's early answer is usually in by then, and the
 * card's first render shows it. Settles with it.
 */
export function startFirstCardRead(role: UserRole): Promise<void> {
  return role === 'teacher'
    ? startFirstScreenRead(teacherCoursesQuery())
    : startFirstScreenRead(myCoursesQuery());
}

/** A card before it may mount, or while its code loads: its placeholder, the same box. */
function Waiting({ index, role }: { index: number; role: UserRole }) {
  return (
    <Box aria-hidden aria-busy sx={{ display: 'contents' }}>
      {cardPlaceholders(role)[index]}
    </Box>
  );
}

/**
 * The cards in their grid, mounted one per commit, top to bottom (useMountInTurn). Until the
 * first card's first answer, for 1.5 s at most, the cards after the first row are unseen in their
 * places (useFirstCardHold), as in the prerendered frame: the first card's lines would move them.
 */
function DashboardGrid({
  cards,
  firstCard,
  role,
  grid,
}: {
  cards: ReactElement[];
  firstCard: AsyncState<unknown>;
  role: UserRole;
  grid: RefObject<HTMLDivElement | null>;
}) {
  const mounted = useMountInTurn(cards.length);
  const hold = useFirstCardHold(firstCard.status === 'loading' && firstCard.data === null);
  return (
    <Box
      ref={grid}
      sx={DASHBOARD_GRID}
      {...(hold && { [FIRST_CARD_PENDING]: '' })}
      {...(role === 'learner' && { [LEARNER_DASHBOARD]: '' })}
    >
      {cards.map((card, index) =>
        index < mounted ? (
          <Suspense key={card.key} fallback={<Waiting index={index} role={role} />}>
            {card}
          </Suspense>
        ) : (
          <Waiting key={`waiting-${index}`} index={index} role={role} />
        ),
      )}
    </Box>
  );
}

/**
 * A teacher's: 我的授课, 今日课程 (with 待批改), the timetable, 最新消息, 教学统计. 我的授课 and
 * 教学统计 show one read of `/api/teacher/courses`: the gate's early answer goes to both, and
 * neither asks again.
 */
function TeacherDashboard({ user }: { user: UserInfo }) {
  const grid = useRef<HTMLDivElement>(null);
  const taught = useApiQuery(teacherCoursesQuery());
  const cards = [
    <MyTeachingCard key="my-courses" courses={taught} />,
    <TodayLessonsCard key="role-card" userId={user.userId}>
      <Suspense fallback={null}>
        <PendingGradingSummary userId={user.userId} />
      </Suspense>
    </TodayLessonsCard>,
    <TeachingCalendarCard key="calendar" userId={user.userId} lessonsQuery={lessonsQuery} />,
    <LatestNotificationsCard key="latest-notifications" userId={user.userId} />,
    <DashboardTeachingStats key="stats" userId={user.userId} courses={taught} dashboard={grid} />,
  ];
  return <DashboardGrid cards={cards} firstCard={taught} role="teacher" grid={grid} />;
}

/** A learner's: 我的课程, 近期作业, the timetable, 最新消息, 学习统计. */
function LearnerDashboard({ user }: { user: UserInfo }) {
  const grid = useRef<HTMLDivElement>(null);
  const mine = useApiQuery(myCoursesQuery());
  const cards = [
    <MyCoursesCard key="my-courses" courses={mine} />,
    <DueAssignmentsCard key="role-card" userId={user.userId} />,
    <TeachingCalendarCard key="calendar" userId={user.userId} lessonsQuery={lessonsQuery} />,
    <LatestNotificationsCard key="latest-notifications" userId={user.userId} />,
    <StudyStatsCard key="stats" userId={user.userId} dashboard={grid} />,
  ];
  return <DashboardGrid cards={cards} firstCard={mine} role="learner" grid={grid} />;
}

/**
 * The signed-in main page's cards (docs/screens.md), each from its product area, by role (design
 * §7): a teacher's 我的授课, 今日课程 and 教学统计 where a learner has 我的课程, 近期作业 and 学习统计.
 * They mount one per commit, top to bottom (useMountInTurn); until its turn a card is its
 * placeholder, the same box the page painted from HTML, hidden from assistive tech like the
 * placeholder's.
 */
export function Dashboard({ user, role }: { user: UserInfo; role: UserRole }) {
  return role === 'teacher' ? <TeacherDashboard user={user} /> : <LearnerDashboard user={user} />;
}
