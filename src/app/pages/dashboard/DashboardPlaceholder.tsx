import type { ComponentProps } from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadingView } from '@/components/DataStates';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import {
  CALENDAR_HEIGHT,
  DASHBOARD_GRID,
  STATS_MIN_HEIGHT,
} from '@/components/dashboard/dashboardLayout';

/** Takes the room of a card's link, which needs the user's id: invisible until the card's own. */
function ActionSlot({ label }: { label: string }) {
  return (
    <Button size="small" component="span" aria-hidden tabIndex={-1} sx={{ visibility: 'hidden' }}>
      {label}
    </Button>
  );
}

/** A card whose body is a spinner while its data loads, with its link's room if it has one. */
function LoadingCard({
  name,
  title,
  action,
  wide,
  minHeight,
}: {
  name: string;
  title: string;
  action?: string;
  wide?: boolean;
  minHeight?: ComponentProps<typeof LoadingView>['minHeight'];
}) {
  return (
    <DashboardCard
      id={`${name}-heading`}
      title={title}
      action={action === undefined ? undefined : <ActionSlot label={action} />}
      wide={wide}
    >
      <LoadingView label={null} minHeight={minHeight} />
    </DashboardCard>
  );
}

/**
 * Each card at the size it has while its data loads, in the dashboard's order: the cards of the
 * placeholder below, and the dashboard's own cards until their turn to mount (Dashboard).
 */
export const CARD_PLACEHOLDERS = [
  <LoadingCard key="my-courses" name="my-courses" title="我的课程" />,
  <DashboardCard key="calendar" id="calendar-heading" title="教学日历">
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '0 1 320px', minWidth: 0, height: CALENDAR_HEIGHT }} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        {/* The chosen day's line: today, known only when the app runs. */}
        <Typography variant="subtitle1" component="p">
          &nbsp;
        </Typography>
        <Typography color="text.secondary">&nbsp;</Typography>
      </Box>
    </Box>
  </DashboardCard>,
  <LoadingCard
    key="latest-notifications"
    name="latest-notifications"
    title="最新消息"
    action="查看全部"
  />,
  <LoadingCard key="course-weight" name="course-weight" title="课程权重" action="调整权重" />,
  <LoadingCard
    key="study-stats"
    name="study-stats"
    title="学习统计"
    action="学习记录"
    wide
    minHeight={STATS_MIN_HEIGHT}
  />,
] as const;

/**
 * The dashboard's cards at the size each has while its data loads, before their code has run:
 * the frame the built index.html paints for a stored session, and what the app shows while the
 * dashboard's chunk arrives (docs/budgets.md "Returning visits"). Same titles, same grid, same
 * loading boxes, so neither the takeover nor the cards' own loading state moves anything. Their
 * spinners carry no words: the cards' own 正在加载… lines come with the cards, never twice.
 * Assistive tech hears one 正在加载工作台…; the cards themselves, not yet real (no links, no
 * landmarks to find), are hidden from it, as the catalogue's placeholder is.
 */
export function DashboardPlaceholder() {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid="dashboard-placeholder">
      <span style={visuallyHidden}>正在加载工作台…</span>
      <Box aria-hidden sx={DASHBOARD_GRID}>
        {CARD_PLACEHOLDERS}
      </Box>
    </Box>
  );
}
