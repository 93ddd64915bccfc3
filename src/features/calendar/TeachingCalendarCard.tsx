import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { ApiQuery } from '@/api/apiQuery';
import { EmptyView, ErrorView, LoadingView } from '@/components/DataStates';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { DashboardCard } from '@/components/dashboard/DashboardCard';
import {
  TIMETABLE_BODY_MIN_HEIGHT,
  TIMETABLE_TOOLBAR_HEIGHT,
} from '@/components/dashboard/dashboardLayout';
import { EventCalendar } from '@/components/dates/EventCalendar';
import { useApiQuery } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { addDays, chinaDayAt, teachingWeek } from '@/lib/teachingTime';
import { calendarQuery, noCalendarQuery } from './calendarApi';
import { TimetableDayEntries } from './TimetableDay';
import { TimetableEntryDetails } from './TimetableEntryDetails';
import {
  dayToShow,
  firstOfNextMonth,
  firstOfPreviousMonth,
  hasEvents,
  monthsOf,
  monthDay,
  rangeOf,
  timetableEntries,
  weekdayOf,
  type TimetableEntry,
  type TimetableLessons,
  type TimetableView,
} from './timetable';

const SHORT_WEEKDAY: Record<string, string> = {
  星期一: '周一',
  星期二: '周二',
  星期三: '周三',
  星期四: '周四',
  星期五: '周五',
  星期六: '周六',
  星期日: '周日',
};

/**
 * 教学日历, the timetable (design §7 "Timetable"): by default the week's lessons and events day
 * by day from Monday, with 第 N 周 counted from the term's start the API gives; ‹ › move by week,
 * 今天 comes back; 周/月 switches to the month, whose marked days list their lessons and events.
 * Any line opens its details with a way to its course.
 */
export function TeachingCalendarCard({
  userId,
  lessonsQuery,
}: {
  userId: string | number;
  /** `GET /api/user/lessons?from&to` (the lessons feature's, composed in by the dashboard). */
  lessonsQuery: (from: string, to: string) => ApiQuery<TimetableLessons>;
}) {
  const today = useMemo(() => chinaDayAt(clock.now()), []);
  const [view, setView] = useState<TimetableView>('week');
  // The day the view is about: its week, or its month.
  const [anchor, setAnchor] = useState(today);
  // The day chosen in the month view; null: the one the month opens on (dayToShow).
  const [picked, setPicked] = useState<string | null>(null);
  const [opened, setOpened] = useState<TimetableEntry | null>(null);

  const { from, to } = rangeOf(view, anchor);
  const lessons = useApiQuery(lessonsQuery(from, to));
  const [month1, month2] = monthsOf(from, to);
  const firstMonth = useApiQuery(calendarQuery(month1));
  const secondMonth = useApiQuery(month2 === undefined ? noCalendarQuery : calendarQuery(month2));
  const failed = [lessons, firstMonth, secondMonth].find((state) => state.status === 'error');
  // An older range's answer stays while the next loads: never shown under the new range's days.
  const ready =
    lessons.status === 'success' &&
    firstMonth.status === 'success' &&
    secondMonth.status === 'success';
  const byDay = useMemo(
    () =>
      ready
        ? timetableEntries(
            lessons.data.lessons,
            [...firstMonth.data, ...secondMonth.data],
            from,
            to,
          )
        : null,
    [ready, lessons.data, firstMonth.data, secondMonth.data, from, to],
  );
  const termStart = lessons.data?.termStart ?? null;
  const month = anchor.slice(0, 7);
  const chosen = view === 'month' && byDay ? (picked ?? dayToShow(byDay, month, today)) : null;

  const move = (direction: 1 | -1) => {
    setPicked(null);
    if (view === 'week') setAnchor(addDays(from, 7 * direction));
    else setAnchor(direction === 1 ? firstOfNextMonth(anchor) : firstOfPreviousMonth(anchor));
  };
  const changeView = (next: TimetableView) => {
    if (next === view) return;
    if (next === 'week') setAnchor(chosen ?? anchor);
    setPicked(null);
    setView(next);
  };

  const week = termStart === null ? 0 : teachingWeek(termStart, view === 'week' ? from : today);
  const title =
    view === 'week'
      ? termStart === null
        ? '\u00a0'
        : week > 0
          ? `第 ${week} 周`
          : '开学前'
      : `${anchor.slice(0, 4)}年${Number(anchor.slice(5, 7))}月`;
  const subtitle = view === 'week' ? `${monthDay(from)}-${monthDay(to)}` : '\u00a0';
  const unit = view === 'week' ? '周' : '月';

  let body;
  if (failed && failed.status === 'error') {
    body = (
      <ErrorView
        error={failed.error}
        onRetry={() => {
          for (const state of [lessons, firstMonth, secondMonth]) {
            if (state.status === 'error') state.retry();
          }
        }}
      />
    );
  } else if (byDay === null) {
    body = <LoadingView label="正在加载日程" minHeight={TIMETABLE_BODY_MIN_HEIGHT} />;
  } else if (view === 'week') {
    const empty = [...byDay.values()].every((entries) => entries.length === 0);
    body = empty ? (
      // As tall as the loading box before it: a week without lessons does not pull the cards
      // below it up when its answer comes, nor make ‹ › jump.
      <Box
        data-testid="calendar-no-events"
        sx={{
          minHeight: TIMETABLE_BODY_MIN_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <EmptyView title="本周没有课程和日程" />
      </Box>
    ) : (
      <Box
        component="ol"
        aria-label={`${title} 课表`}
        data-testid="timetable-week"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {[...byDay].map(([day, entries]) => {
          const isToday = day === today;
          return (
            <Box
              component="li"
              key={day}
              aria-current={isToday ? 'date' : undefined}
              data-testid={isToday ? 'timetable-today' : undefined}
              sx={{
                display: 'grid',
                gridTemplateColumns: '4.5rem minmax(0, 1fr)',
                gap: 1,
                py: 0.5,
                borderTop: 1,
                borderColor: 'divider',
                ...(isToday && { bgcolor: 'action.selected', borderRadius: 1 }),
              }}
            >
              <Box sx={{ pl: 0.5, pt: 0.5 }}>
                <Typography
                  component="h3"
                  variant="body2"
                  sx={{ fontWeight: isToday ? 700 : 500 }}
                  aria-label={`${monthDay(day)} ${weekdayOf(day)}${isToday ? '（今天）' : ''}`}
                >
                  {isToday ? '今天' : SHORT_WEEKDAY[weekdayOf(day)]}
                </Typography>
                <Typography variant="caption" color="text.secondary" aria-hidden>
                  {monthDay(day)}
                </Typography>
              </Box>
              {entries.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  无安排
                </Typography>
              ) : (
                <TimetableDayEntries
                  entries={entries}
                  label={`${monthDay(day)} ${weekdayOf(day)}`}
                  onOpen={setOpened}
                />
              )}
            </Box>
          );
        })}
      </Box>
    );
  } else {
    const eventDays = new Set(
      [...byDay].filter(([, entries]) => hasEvents(entries)).map(([day]) => day),
    );
    // A day of lessons only is marked too, apart: unmarked, it read as a free day.
    const lessonDays = new Set(
      [...byDay]
        .filter(([day, entries]) => entries.length > 0 && !eventDays.has(day))
        .map(([day]) => day),
    );
    const ofDay = chosen === null ? [] : (byDay.get(chosen) ?? []);
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ flex: '0 1 320px', minWidth: 0 }}>
          <EventCalendar
            key={month}
            hideHeader
            value={chosen === null ? null : dayjs(chosen)}
            referenceDate={dayjs(`${month}-01`)}
            eventDays={eventDays}
            lessonDays={lessonDays}
            onChange={(day) => setPicked(day.format('YYYY-MM-DD'))}
          />
        </Box>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }} aria-live="polite">
          <Typography variant="subtitle1" component="h3" data-testid="calendar-chosen-day">
            {chosen === null
              ? title
              : `${monthDay(chosen)} ${weekdayOf(chosen)}${
                  termStart !== null && teachingWeek(termStart, chosen) > 0
                    ? ` · 第 ${teachingWeek(termStart, chosen)} 周`
                    : ''
                }`}
          </Typography>
          {ofDay.length === 0 ? (
            <Typography color="text.secondary" data-testid="calendar-no-events">
              {chosen === null ? '本月没有课程和日程' : '当天没有课程和日程'}
            </Typography>
          ) : (
            <TimetableDayEntries entries={ofDay} label="当天日程" onOpen={setOpened} />
          )}
        </Box>
      </Box>
    );
  }

  return (
    <DashboardCard id="calendar-heading" title="教学日历">
      <Box
        data-testid="timetable-toolbar"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 1,
          height: TIMETABLE_TOOLBAR_HEIGHT,
          mb: 1,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flex: { xs: '1 1 100%', sm: '1 1 200px' },
            minWidth: 0,
          }}
        >
          <IconButton
            aria-label={`上一${unit}`}
            onClick={() => move(-1)}
            sx={{ width: 44, height: 44 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }} aria-live="polite">
            <Typography component="p" sx={{ fontWeight: 600 }} data-testid="timetable-title">
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {subtitle}
            </Typography>
          </Box>
          <IconButton
            aria-label={`下一${unit}`}
            onClick={() => move(1)}
            sx={{ width: 44, height: 44 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            justifyContent: 'space-between',
            flex: '1 1 auto',
          }}
        >
          <Button
            variant="outlined"
            onClick={() => {
              setPicked(null);
              setAnchor(today);
            }}
            sx={{ minHeight: 44 }}
          >
            今天
          </Button>
          <ToggleButtonGroup
            exclusive
            value={view}
            onChange={(_, next: TimetableView | null) => next && changeView(next)}
            aria-label="视图"
          >
            <ToggleButton value="week" aria-label="周视图" sx={{ minWidth: 44, height: 44 }}>
              周
            </ToggleButton>
            <ToggleButton value="month" aria-label="月视图" sx={{ minWidth: 44, height: 44 }}>
              月
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Box>
      {body}
      <TimetableEntryDetails entry={opened} userId={userId} onClose={() => setOpened(null)} />
    </DashboardCard>
  );
}
