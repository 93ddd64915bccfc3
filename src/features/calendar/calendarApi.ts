import { readApi } from '@/api/readApi';
import { calendarRequest } from './calendarRequest';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** A teaching event on the calendar (`GET /api/user/calendar?month=YYYY-MM`). */
export interface CalendarEvent {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`–`HH:mm`. */
  time: string;
  title: string;
  location: string;
  courseTitle: string;
  /** The course the event belongs to, when it belongs to one (its details link to the course). */
  courseId?: string;
}

function isCalendarEvent(raw: unknown): raw is CalendarEvent {
  if (typeof raw !== 'object' || raw === null) return false;
  const e = raw as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(e.date) &&
    typeof e.title === 'string' &&
    (e.courseId === undefined || typeof e.courseId === 'string')
  );
}

export async function getCalendarEvents(month: string): Promise<CalendarEvent[]> {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`月份格式应为 YYYY-MM：${month}`);
  const raw = await readApi<unknown>(calendarRequest(month));
  if (!Array.isArray(raw)) throw new Error('接口返回的日程格式不正确');
  return raw.filter(isCalendarEvent);
}

/** A month of 教学日历, keyed by the month. */
export const calendarQuery = (month: string): ApiQuery<CalendarEvent[]> => ({
  key: queryKey('calendar', month),
  load: () => getCalendarEvents(month),
});

/** No month at all: the second month of a week that ends in the month it began in. */
export const noCalendarQuery: ApiQuery<CalendarEvent[]> = {
  key: queryKey('calendar', 'none'),
  load: () => Promise.resolve([]),
};
