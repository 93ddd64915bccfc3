import { addDays, chinaDayOf, chinaTime, mondayOf } from '@/lib/teachingTime';
import type { Lesson, Lessons } from '@/types/lesson';
import type { CalendarEvent } from './calendarApi';

/**
 * The timetable card's data without React (design §7 "Timetable"): a week's or a month's lessons
 * (`GET /api/user/lessons`) and events (`GET /api/user/calendar`) as one list per day.
 */

/** A lesson as the timetable reads it: `/api/user/lessons`' lesson, its week unread. */
export type TimetableLesson = Omit<Lesson, 'week'>;

/** The answer of `/api/user/lessons`: the term's first day and the lessons of the range. */
export interface TimetableLessons extends Omit<Lessons, 'lessons'> {
  lessons: TimetableLesson[];
}

/** One line of the timetable: a lesson, or an event of the calendar. */
export interface TimetableEntry {
  key: string;
  kind: 'lesson' | 'event';
  /** YYYY-MM-DD (China time). */
  day: string;
  /** "08:00-09:40" (never a long dash, which reads as 一). */
  time: string;
  /** The course's name for a lesson, the event's title for an event. */
  title: string;
  courseName: string;
  /** The course its details link to; an event of no course (教研活动) has none. */
  courseId?: string;
  room: string;
  className: string;
  /** What the lesson is about, when the calendar has an event for it (函数与极限). */
  topic?: string;
}

export type TimetableView = 'week' | 'month';

/** The days a view shows: Monday to Sunday of `anchor`'s week, or the whole of its month. */
export function rangeOf(view: TimetableView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const monday = mondayOf(anchor);
    return { from: monday, to: addDays(monday, 6) };
  }
  const first = `${anchor.slice(0, 7)}-01`;
  const nextFirst = firstOfNextMonth(first);
  return { from: first, to: addDays(nextFirst, -1) };
}

/**
 * The months whose 教学日历 a range of days needs (`GET /api/user/calendar?month=`): its first
 * day's, and its last day's when that is another (a week across the turn of a month).
 */
export function monthsOf(from: string, to: string): [string] | [string, string] {
  const first = from.slice(0, 7);
  const last = to.slice(0, 7);
  return first === last ? [first] : [first, last];
}

/** The 1st of the month after `day`'s. */
export function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The 1st of the month before `day`'s. */
export function firstOfPreviousMonth(day: string): string {
  return `${addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const DASHES = /[–—－~～]/g;

/** "08:00–09:40" as the product writes it: "08:00-09:40". */
const plainRange = (time: string) => time.replace(DASHES, '-').replace(/\s*-\s*/, '-');

/**
 * The lessons and events from `from` to `to`, by day, earliest first. An event at a lesson's time
 * for that lesson's course is what the lesson is about: it becomes the lesson's topic, not a
 * second line.
 */
export function timetableEntries(
  lessons: readonly TimetableLesson[],
  events: readonly CalendarEvent[],
  from: string,
  to: string,
): Map<string, TimetableEntry[]> {
  const byDay = new Map<string, TimetableEntry[]>(daysBetween(from, to).map((d) => [d, []]));
  for (const lesson of lessons) {
    const day = chinaDayOf(lesson.start);
    byDay.get(day)?.push({
      key: `lesson-${lesson.lessonId}`,
      kind: 'lesson',
      day,
      time: `${chinaTime(lesson.start)}-${chinaTime(lesson.end)}`,
      title: lesson.courseName,
      courseName: lesson.courseName,
      courseId: lesson.courseId,
      room: lesson.room,
      className: lesson.className,
    });
  }
  for (const event of events) {
    const entries = byDay.get(event.date);
    if (!entries) continue;
    const time = plainRange(event.time ?? '');
    const lesson = entries.find(
      (entry) =>
        entry.kind === 'lesson' &&
        entry.topic === undefined &&
        entry.time.slice(0, 5) === time.slice(0, 5) &&
        entry.courseName === event.courseTitle,
    );
    if (lesson) {
      lesson.topic = event.title;
      continue;
    }
    entries.push({
      key: `event-${event.id}`,
      kind: 'event',
      day: event.date,
      time,
      title: event.title,
      courseName: event.courseTitle ?? '',
      courseId: event.courseId,
      room: event.location ?? '',
      className: '',
    });
  }
  // "08:00-09:40" sorts by code unit. localeCompare's first use on a page loads ICU's collation
  // tables: 65 ms of the timetable's first render on a slow phone (docs/budgets.md).
  for (const entries of byDay.values())
    entries.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return byDay;
}

/** A day the month view marks: it has an event of the calendar (on its own, or a lesson's topic). */
export const hasEvents = (entries: readonly TimetableEntry[]) =>
  entries.some((entry) => entry.kind === 'event' || entry.topic !== undefined);

/**
 * The day a month view opens on: today if it is in that month, else the first day with events,
 * else the first with lessons, else none (the month is empty, and the card says so).
 */
export function dayToShow(
  byDay: ReadonlyMap<string, readonly TimetableEntry[]>,
  month: string,
  today: string,
): string | null {
  if (today.startsWith(`${month}-`)) return today;
  const days = [...byDay].filter(([day]) => day.startsWith(`${month}-`));
  const first = (has: (entries: readonly TimetableEntry[]) => boolean) =>
    days.find(([, entries]) => has(entries))?.[0];
  return first(hasEvents) ?? first((entries) => entries.length > 0) ?? null;
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** "星期一" of a YYYY-MM-DD day. */
export function weekdayOf(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
}

/** "11月23日" of a YYYY-MM-DD day (the product's date style). */
export function monthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${month}月${date}日`;
}
