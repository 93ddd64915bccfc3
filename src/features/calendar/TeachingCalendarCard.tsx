import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { calendarQuery } from '@/features/calendar/calendarApi';
import { ErrorView } from '@/components/DataStates';
import { formatChineseDate } from '@/components/dates/DateProviders';
import { EventCalendar } from '@/components/dates/EventCalendar';
import { useApiQuery } from '@/hooks/useAsyncData';
import { clock } from '@/lib/clock';
import { DashboardCard } from '@/components/dashboard/DashboardCard';

/** 教学日历: days with events marked; choosing a day lists its events; a month change fetches that month. */
export function TeachingCalendarCard() {
  const today = useMemo(() => dayjs(clock.now()), []);
  const [month, setMonth] = useState(today.format('YYYY-MM'));
  const [chosen, setChosen] = useState<Dayjs>(today);
  const events = useApiQuery(calendarQuery(month));
  const list = useMemo(
    () => (events.status === 'success' ? events.data : []),
    [events.status, events.data],
  );
  const eventDays = useMemo(() => new Set(list.map((e) => e.date)), [list]);
  const chosenKey = chosen.format('YYYY-MM-DD');
  const ofDay = list.filter((e) => e.date === chosenKey);

  return (
    <DashboardCard id="calendar-heading" title="教学日历">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ flex: '0 1 320px', minWidth: 0 }}>
          <EventCalendar
            value={chosen}
            referenceDate={today}
            eventDays={eventDays}
            loading={events.status === 'loading'}
            onChange={setChosen}
            onMonthChange={(m) => {
              setMonth(m.format('YYYY-MM'));
              setChosen(m.startOf('month'));
            }}
          />
        </Box>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }} aria-live="polite">
          <Typography variant="subtitle1" component="h3" data-testid="calendar-chosen-day">
            {formatChineseDate(chosen)}
          </Typography>
          {events.status === 'error' ? (
            <ErrorView error={events.error} onRetry={events.retry} />
          ) : events.status === 'loading' ? (
            <Typography color="text.secondary">正在加载日程…</Typography>
          ) : ofDay.length === 0 ? (
            <Typography color="text.secondary" data-testid="calendar-no-events">
              {list.length === 0 ? '本月没有日程' : '当天没有日程'}
            </Typography>
          ) : (
            <List dense aria-label="当天日程">
              {ofDay.map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={`${event.time} ${event.title}`}
                    secondary={`${event.courseTitle} · ${event.location}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Box>
    </DashboardCard>
  );
}
