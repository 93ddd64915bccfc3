import {
  fullDate,
  monthDay,
  sumMinutes,
  dayRangeText,
  type CourseMinutes,
  type DayMinutes,
  type DayRange,
  type WeekMinutes,
} from '@/features/study-stats/studyStats';
import type { MinutesBar } from '@/features/study-stats/charts/chartGeometry';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** `9/7`: short enough for a tick under a narrow bar. */
function tick(day: string): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
}

function weekday(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
}

export function dayBars(days: readonly DayMinutes[]): MinutesBar[] {
  return days.map((d) => ({
    key: d.date,
    label: tick(d.date),
    name: `${monthDay(d.date)} ${weekday(d.date)}`,
    minutes: d.minutes,
  }));
}

/** A week is named by its days inside the range: `8月31日至9月6日`. */
export function weekBars(weeks: readonly WeekMinutes[]): MinutesBar[] {
  return weeks.map((w) => ({
    key: w.weekStart,
    label: tick(w.from),
    name: dayRangeText(w),
    minutes: w.minutes,
  }));
}

export function courseBars(courses: readonly CourseMinutes[]): MinutesBar[] {
  return courses.map((c) => ({
    key: c.courseId,
    label: c.courseName,
    name: c.courseName,
    minutes: c.minutes,
  }));
}

/**
 * The sentence under a chart of days or weeks: the total, the busiest day or week, and how
 * many had no study. `scope` names the range (`近 12 周`, `9月1日至9月3日`).
 */
export function describeTimeBars(scope: string, unit: '天' | '周', bars: readonly MinutesBar[]) {
  const total = sumMinutes(bars);
  if (total === 0) return `${scope}没有学习时长。`;
  const peak = bars.reduce((best, bar) => (bar.minutes > best.minutes ? bar : best));
  const idle = bars.filter((bar) => bar.minutes === 0).length;
  return (
    `${scope}共学习 ${total} 分钟，最多的一${unit}是 ${peak.name}（${peak.minutes} 分钟）` +
    (idle > 0 ? `，${idle} ${unit}没有学习。` : '。')
  );
}

/** The sentence under the chart of courses: how many, and which took the most time. */
export function describeCourses(scope: string, bars: readonly MinutesBar[]) {
  const total = sumMinutes(bars);
  const top = bars[0];
  if (!top || total === 0) return `${scope}没有学习时长。`;
  const share = Math.round((top.minutes / total) * 100);
  return `${scope}学习了 ${bars.length} 门课程，用时最多的是 ${top.name}（${top.minutes} 分钟，占 ${share}%）。`;
}

/** `近 12 周` for the default range, else its days: `2026年9月1日至9月3日`. */
export function rangeScope(range: DayRange, isRecentWeeks: boolean): string {
  if (isRecentWeeks) return '近 12 周';
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  const from = fullDate(range.from);
  if (range.from === range.to) return from;
  return `${from}至${sameYear ? monthDay(range.to) : fullDate(range.to)}`;
}
