/**
 * Days and times of the teaching timetable, in China time (the product's time zone, whatever the
 * device's), on `YYYY-MM-DD` days without a time zone of their own. Shared by 今日课程 and the
 * timetable card (design §7 "Timetable").
 */

export const DAY_MS = 86_400_000;
/** China keeps UTC+8 all year: the product's time zone, whatever the device's. */
export const CHINA_OFFSET_MS = 8 * 3600_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day, and back. */
export const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayOf = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/** The calendar day in China at an instant (the app clock's `now()`). */
export function chinaDayAt(epochMs: number): string {
  return dayOf(Math.floor((epochMs + CHINA_OFFSET_MS) / DAY_MS));
}

/** The China day an ISO instant falls on. */
export function chinaDayOf(iso: string): string {
  return chinaDayAt(Date.parse(iso));
}

/** `HH:mm` of an instant, in China time. */
export function chinaTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + CHINA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The Monday of a day's week (weeks start on Monday, design §6). */
export function mondayOf(day: string): string {
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const n = dayNumber(day);
  return dayOf(n - ((((n + 3) % 7) + 7) % 7));
}

/** The teaching week of a day (第 N 周), counted from the term's first day; 0 before it. */
export function teachingWeek(termStart: string, day: string): number {
  const days = dayNumber(day) - dayNumber(termStart);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}
