import { describe, expect, it } from 'vitest';
import {
  chartStep,
  chinaDay,
  courseMinutes,
  dailyMinutes,
  dayRangeText,
  daysInRange,
  isDay,
  mondayOf,
  recentWeeks,
  sumMinutes,
  weeklyMinutes,
} from '@/features/study-stats/studyStats';

const record = (date: string, courseTitle: string, durationMinutes: number) => ({
  date,
  courseTitle,
  durationMinutes,
  minutes: durationMinutes,
});

describe('study statistics', () => {
  it('reads the day in China, whatever the instant’s zone', () => {
    // Monday 7 September 2026 starts at 16:00 UTC on the Sunday before.
    expect(chinaDay(Date.parse('2026-09-06T15:59:59.999Z'))).toBe('2026-09-06');
    expect(chinaDay(Date.parse('2026-09-06T16:00:00Z'))).toBe('2026-09-07');
    expect(chinaDay(Date.parse('2026-09-07T08:00:00+08:00'))).toBe('2026-09-07');
    expect(chinaDay(Date.parse('2026-09-07T23:59:00+08:00'))).toBe('2026-09-07');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-09-07')).toBe('2026-09-07'); // a Monday
    expect(mondayOf('2026-09-06')).toBe('2026-08-31'); // the Sunday ends the week before
    expect(mondayOf('2026-09-13')).toBe('2026-09-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across a year
    expect(mondayOf('1969-12-31')).toBe('1969-12-29'); // before day 0 of the epoch
  });

  it('the last 12 weeks run from the Monday 11 weeks back to today', () => {
    expect(recentWeeks('2026-09-07')).toEqual({ from: '2026-06-22', to: '2026-09-07' });
    // On a Sunday this week is whole: 84 days.
    expect(recentWeeks('2026-09-13')).toEqual({ from: '2026-06-22', to: '2026-09-13' });
    expect(daysInRange(recentWeeks('2026-09-13'))).toBe(84);
    expect(recentWeeks('2026-09-09', 1)).toEqual({ from: '2026-09-07', to: '2026-09-09' });
  });

  it('fills every day of the range, an empty day as 0, and leaves out days outside it', () => {
    const days = dailyMinutes(
      [
        record('2026-09-01', 'A', 30),
        record('2026-09-01', 'B', 15),
        record('2026-09-03', 'A', 20),
        record('2026-08-31', 'A', 99),
        record('2026-09-04', 'A', 99),
      ],
      { from: '2026-09-01', to: '2026-09-03' },
    );
    expect(days).toEqual([
      { date: '2026-09-01', minutes: 45 },
      { date: '2026-09-02', minutes: 0 },
      { date: '2026-09-03', minutes: 20 },
    ]);
    expect(dailyMinutes([], { from: '2026-09-07', to: '2026-09-07' })).toEqual([
      { date: '2026-09-07', minutes: 0 },
    ]);
  });

  it('adds days into Monday-start weeks, cut to the range at both ends', () => {
    // Thursday 27 August to Tuesday 8 September: three weeks, the first and last partial.
    const days = dailyMinutes(
      [
        record('2026-08-27', 'A', 10),
        record('2026-08-30', 'A', 5), // Sunday: still the first week
        record('2026-08-31', 'A', 7), // Monday: the second week
        record('2026-09-06', 'A', 3), // Sunday
        record('2026-09-07', 'A', 11), // Monday: the third
      ],
      { from: '2026-08-27', to: '2026-09-08' },
    );
    const weeks = weeklyMinutes(days);
    expect(weeks).toEqual([
      { weekStart: '2026-08-24', from: '2026-08-27', to: '2026-08-30', minutes: 15 },
      { weekStart: '2026-08-31', from: '2026-08-31', to: '2026-09-06', minutes: 10 },
      { weekStart: '2026-09-07', from: '2026-09-07', to: '2026-09-08', minutes: 11 },
    ]);
    expect(sumMinutes(weeks)).toBe(sumMinutes(days));
  });

  it('groups days given in any order, across a month and a year', () => {
    const day = (date: string, minutes: number) => ({ date, minutes });
    const weeks = weeklyMinutes([
      day('2027-01-04', 4), // Monday
      day('2026-12-31', 2),
      day('2026-12-28', 1), // Monday
      day('2027-01-03', 3), // Sunday
    ]);
    expect(weeks).toEqual([
      { weekStart: '2026-12-28', from: '2026-12-28', to: '2027-01-03', minutes: 6 },
      { weekStart: '2027-01-04', from: '2027-01-04', to: '2027-01-04', minutes: 4 },
    ]);
  });

  it('keeps a week without study as 0', () => {
    const days = dailyMinutes([record('2026-09-14', 'A', 40)], {
      from: '2026-08-31',
      to: '2026-09-14',
    });
    expect(weeklyMinutes(days).map((w) => [w.weekStart, w.minutes])).toEqual([
      ['2026-08-31', 0],
      ['2026-09-07', 0],
      ['2026-09-14', 40],
    ]);
  });

  it('gives 12 weeks for the recent range, whatever the weekday', () => {
    for (const today of ['2026-09-07', '2026-09-09', '2026-09-13']) {
      const weeks = weeklyMinutes(dailyMinutes([], recentWeeks(today)));
      expect(weeks).toHaveLength(12);
      expect(weeks.at(-1)?.to).toBe(today);
      expect(weeks.every((w) => w.minutes === 0)).toBe(true);
    }
  });

  it('adds minutes per course, most first, and names each course’s id', () => {
    const ids: Record<string, string> = { 数学: 'c-1', 英语: 'c-2', 物理: 'c-3' };
    const courses = courseMinutes(
      [
        record('2026-09-01', '英语', 20),
        record('2026-09-01', '数学', 30),
        record('2026-09-02', '英语', 25),
        record('2026-09-02', '物理', 45),
      ],
      (name) => ids[name] ?? '?',
    );
    expect(courses).toEqual([
      // Equal minutes: in pinyin order (wù before yīng).
      { courseId: 'c-3', courseName: '物理', minutes: 45 },
      { courseId: 'c-2', courseName: '英语', minutes: 45 },
      { courseId: 'c-1', courseName: '数学', minutes: 30 },
    ]);
  });

  it('charts per day up to 62 days and per week above', () => {
    expect(chartStep({ from: '2026-07-08', to: '2026-09-07' })).toBe('day'); // 62 days
    expect(chartStep({ from: '2026-07-07', to: '2026-09-07' })).toBe('week'); // 63
  });

  it('knows a real day and writes ranges in Chinese', () => {
    expect(isDay('2026-09-07')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-9-7')).toBe(false);
    expect(dayRangeText({ from: '2026-08-31', to: '2026-09-06' })).toBe('8月31日至9月6日');
    expect(dayRangeText({ from: '2026-09-07', to: '2026-09-07' })).toBe('9月7日');
  });
});
