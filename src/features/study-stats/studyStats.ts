/**
 * 学习统计 arithmetic, pure: study minutes per day, per Monday-start week and per course,
 * with every day of a range present (a day without study counts 0). The mock API builds
 * `GET /api/user/stats` with it from the same records 学习记录 lists, and the charts turn
 * its days into weeks with it, so the two cannot disagree.
 *
 * Days are `YYYY-MM-DD` calendar days in China (Asia/Shanghai: UTC+8 all year, no summer
 * time since 1991), handled as UTC dates so that the browser's own zone never moves them.
 */
import { addDays, chinaDayAt, dayNumber, dayOf, mondayOf } from '@/lib/teachingTime';

export interface DayMinutes {
  /** `YYYY-MM-DD`. */
  date: string;
  minutes: number;
}

/** A week (Monday to Sunday) of a range, cut to the range at either end. */
export interface WeekMinutes {
  /** The Monday that starts the week, `YYYY-MM-DD` (it may come before the range). */
  weekStart: string;
  /** The first and last day of the week inside the range. */
  from: string;
  to: string;
  minutes: number;
}

export interface CourseMinutes {
  courseId: string;
  courseName: string;
  minutes: number;
}

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboard's 学习统计 covers this many weeks, this one included (docs/screens.md). */
export const RECENT_WEEKS = 12;

/** A range longer than this many days is charted per week, not per day (docs/screens.md). */
export const MAX_DAILY_CHART_DAYS = 62;

/** The longest range `GET /api/user/stats` answers (docs/api.md). */
export const MAX_STATS_RANGE_DAYS = 366;

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export function isDay(value: string): boolean {
  return DAY.test(value) && dayOf(dayNumber(value)) === value;
}

// The calendar day in China at an instant (the app clock's `now()`), and day arithmetic: the
// product's one China clock (lib/teachingTime).
export { chinaDayAt as chinaDay, addDays, mondayOf };

/** Days from `from` to `to`, both counted: 1 for the same day. */
export function daysInRange({ from, to }: DayRange): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The last `weeks` Monday-start weeks up to `today`, this week (so far) included. */
export function recentWeeks(today: string, weeks: number = RECENT_WEEKS): DayRange {
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

/**
 * Minutes per day from `from` to `to`, every day present: entries on the same day add up,
 * entries outside the range are left out, a day without any is 0.
 */
export function dailyMinutes(
  entries: readonly { date: string; minutes: number }[],
  { from, to }: DayRange,
): DayMinutes[] {
  const first = dayNumber(from);
  const count = Math.max(0, dayNumber(to) - first + 1);
  const minutes = new Array<number>(count).fill(0);
  for (const entry of entries) {
    const index = dayNumber(entry.date) - first;
    if (index >= 0 && index < count) minutes[index] = (minutes[index] ?? 0) + entry.minutes;
  }
  return minutes.map((m, i) => ({ date: dayOf(first + i), minutes: m }));
}

/**
 * Days grouped into Monday-start weeks, in order, every week of the days' span present. The
 * first and last week are cut to the days given, so a week's minutes are exactly those of
 * its days in the list.
 */
export function weeklyMinutes(days: readonly DayMinutes[]): WeekMinutes[] {
  const weeks: WeekMinutes[] = [];
  // YYYY-MM-DD sorts by code unit; localeCompare would load ICU's collation tables on first use,
  // ~25 ms on a slow phone in the dashboard's first commits (docs/budgets.md).
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const day of sorted) {
    const weekStart = mondayOf(day.date);
    const last = weeks[weeks.length - 1];
    if (last && last.weekStart === weekStart) {
      last.to = day.date;
      last.minutes += day.minutes;
    } else {
      weeks.push({ weekStart, from: day.date, to: day.date, minutes: day.minutes });
    }
  }
  return weeks;
}

/**
 * Minutes per course, most first (then by name, so equal courses keep one order). A course
 * is known by its name in the records; `courseIdOf` gives its id.
 */
export function courseMinutes(
  records: readonly { courseTitle: string; durationMinutes: number }[],
  courseIdOf: (courseName: string) => string,
): CourseMinutes[] {
  const totals = new Map<string, number>();
  for (const r of records) {
    totals.set(r.courseTitle, (totals.get(r.courseTitle) ?? 0) + r.durationMinutes);
  }
  return [...totals]
    .map(([courseName, minutes]) => ({ courseId: courseIdOf(courseName), courseName, minutes }))
    .sort((a, b) => b.minutes - a.minutes || a.courseName.localeCompare(b.courseName, 'zh-CN'));
}

export function sumMinutes(items: readonly { minutes: number }[]): number {
  return items.reduce((sum, item) => sum + item.minutes, 0);
}

/** Whether a range is charted per day or, above 62 days, per week. */
export function chartStep(range: DayRange): 'day' | 'week' {
  return daysInRange(range) > MAX_DAILY_CHART_DAYS ? 'week' : 'day';
}

/** `9月7日`. */
export function monthDay(day: string): string {
  return `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
}

/** `2026年9月7日`. */
export function fullDate(day: string): string {
  return `${day.slice(0, 4)}年${monthDay(day)}`;
}

/** `8月31日至9月6日`; one day alone is just that day. */
export function dayRangeText({ from, to }: DayRange): string {
  return from === to ? monthDay(from) : `${monthDay(from)}至${monthDay(to)}`;
}

/**
 * The range 学习记录's chart covers for the filter in the address bar: an open end is today,
 * an open start 12 weeks back; more than the API's 366 days keeps the latest 366.
 */
export function recordsChartRange(from: string | null, to: string | null, today: string): DayRange {
  const end = to ?? today;
  const start = from ?? recentWeeks(end).from;
  const range = { from: start, to: end };
  if (daysInRange(range) <= MAX_STATS_RANGE_DAYS) return range;
  return { from: addDays(end, 1 - MAX_STATS_RANGE_DAYS), to: end };
}
