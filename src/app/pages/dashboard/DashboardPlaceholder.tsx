import type { ComponentProps } from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingView } from '@/components/DataStates';
import type { UserRole } from '@/lib/session/role';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import { useFirstCardHold } from '@/components/dashboard/useFirstCardHold';
import {
  DASHBOARD_GRID,
  DUE_ASSIGNMENTS_MIN_HEIGHT,
  FIRST_CARD_PENDING,
  LEARNER_DASHBOARD,
  learnerMinHeight,
  STATS_MIN_HEIGHT,
  TIMETABLE_BODY_MIN_HEIGHT,
  TIMETABLE_TOOLBAR_HEIGHT,
} from '@/components/dashboard/dashboardLayout';

/**
 * Takes the room of a card's link, which needs the user's id: invisible until the card's own.
 * `learnerOnly`: a link only a learner's card has (学习统计's 学习记录). On a phone its 44 px
 * room makes the card's header taller, so a teacher's frame leaves it out (an inline
 * `display: none`, which the first-view gate lifts for a stored learner: data-learner-action).
 */
function ActionSlot({ label, learnerOnly }: { label: string; learnerOnly?: UserRole }) {
  return (
    <Button
      size="small"
      component="span"
      aria-hidden
      tabIndex={-1}
      sx={{ visibility: 'hidden' }}
      {...(learnerOnly && {
        'data-learner-action': '',
        style: learnerOnly === 'teacher' ? { display: 'none' } : undefined,
      })}
    >
      {label}
    </Button>
  );
}

/** A card whose body is a spinner while its data loads, with its link's room if it has one. */
function LoadingCard({
  name,
  title,
  action,
  learnerOnly,
  wide,
  minHeight,
  forLearner,
  titleProps,
}: {
  name: string;
  title: string;
  action?: string;
  /** The action is a learner's only; the role this placeholder is drawn for. */
  learnerOnly?: UserRole;
  wide?: boolean;
  minHeight?: ComponentProps<typeof LoadingView>['minHeight'];
  /** The body's height on a learner's dashboard (LEARNER_DASHBOARD), where the card is theirs. */
  forLearner?: typeof DUE_ASSIGNMENTS_MIN_HEIGHT;
  titleProps?: ComponentProps<typeof DashboardCard>['titleProps'];
}) {
  return (
    <DashboardCard
      id={`${name}-heading`}
      title={title}
      titleProps={titleProps}
      action={
        action === undefined ? undefined : <ActionSlot label={action} learnerOnly={learnerOnly} />
      }
      wide={wide}
    >
      {forLearner ? (
        <Box sx={learnerMinHeight(forLearner)}>
          <LoadingView label={null} minHeight={minHeight} />
        </Box>
      ) : (
        <LoadingView label={null} minHeight={minHeight} />
      )}
    </DashboardCard>
  );
}

/**
 * The card that is each role's own (design §7 "By role"): a teacher's 今日课程, a learner's
 * 近期作业. The prerendered frame is drawn for the default type, a teacher; the first-view gate
 * writes the learner's title over it for a stored learner (`data-learner-title`).
 */
export const ROLE_CARD = {
  teacher: { name: 'today-lessons', title: '今日课程' },
  learner: { name: 'due-assignments', title: '近期作业' },
} as const satisfies Record<UserRole, { name: string; title: string }>;

/** The first card, each role's courses: those a teacher teaches, those a learner takes. */
export const COURSES_CARD = {
  teacher: { title: '我的授课' },
  learner: { title: '我的课程' },
} as const satisfies Record<UserRole, { title: string }>;

/** The last card, each role's statistics: a teacher's classes, a learner's own minutes. */
export const STATS_CARD = {
  teacher: { name: 'teaching-stats', title: '教学统计' },
  learner: { name: 'study-stats', title: '学习统计' },
} as const satisfies Record<UserRole, { name: string; title: string }>;

/**
 * Each card at the size it has while its data loads, in the dashboard's order: the cards of the
 * placeholder below, and the dashboard's own cards until their turn to mount (Dashboard).
 */
export function cardPlaceholders(role: UserRole) {
  const own = ROLE_CARD[role];
  const stats = STATS_CARD[role];
  return [
    <LoadingCard
      key="my-courses"
      name="my-courses"
      title={COURSES_CARD[role].title}
      titleProps={{ 'data-learner-title': COURSES_CARD.learner.title }}
    />,
    <LoadingCard
      key="role-card"
      name={own.name}
      title={own.title}
      titleProps={{ 'data-learner-title': ROLE_CARD.learner.title }}
      // 近期作业's lines on a learner's dashboard; 今日课程's on a teacher's vary by the day.
      forLearner={DUE_ASSIGNMENTS_MIN_HEIGHT}
    />,
    <DashboardCard key="calendar" id="calendar-heading" title="教学日历">
      {/* The toolbar (第 N 周 comes with the term's start), then the week's loading box. */}
      <Box sx={{ height: TIMETABLE_TOOLBAR_HEIGHT, mb: 1 }} />
      <LoadingView label={null} minHeight={TIMETABLE_BODY_MIN_HEIGHT} />
    </DashboardCard>,
    <LoadingCard
      key="latest-notifications"
      name="latest-notifications"
      title="最新消息"
      action="查看全部"
    />,
    <LoadingCard
      key="stats"
      name={stats.name}
      title={stats.title}
      titleProps={{ 'data-learner-title': STATS_CARD.learner.title }}
      // A learner's 学习记录 link: a teacher's 教学统计 has none.
      action="学习记录"
      learnerOnly={role}
      wide
      minHeight={STATS_MIN_HEIGHT}
    />,
  ];
}

/**
 * The dashboard's cards at the size each has while its data loads, before their code has run:
 * the frame the built index.html paints for a stored session, and what the app shows while the
 * dashboard's chunk arrives (docs/budgets.md "Returning visits"). Same titles, same grid, same
 * loading boxes, so neither the takeover nor the cards' own loading state moves anything. Their
 * spinners carry no words: the cards' own 正在加载… lines come with the cards, never twice.
 * Assistive tech hears one 正在加载工作台…; the cards themselves, not yet real (no links, no
 * landmarks to find), are hidden from it, as the catalogue's placeholder is. The cards after
 * the first row are unseen until the first card's lines are drawn, or for 1.5 s at most
 * (useFirstCardHold), so they do not move when it fills.
 */
export function DashboardPlaceholder({ role = 'teacher' }: { role?: UserRole }) {
  const hold = useFirstCardHold(true);
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid="dashboard-placeholder">
      <span style={visuallyHidden}>正在加载工作台…</span>
      <Box
        aria-hidden
        sx={DASHBOARD_GRID}
        {...(hold && { [FIRST_CARD_PENDING]: '' })}
        {...(role === 'learner' && { [LEARNER_DASHBOARD]: '' })}
      >
        {cardPlaceholders(role)}
      </Box>
    </Box>
  );
}
