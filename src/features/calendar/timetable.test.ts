import { describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from './calendarApi';
import { dayToShow, firstOfPreviousMonth, rangeOf, timetableEntries } from './timetable';

const lesson = {
  lessonId: 'l-1',
  courseId: 'c-001',
  courseName: '高等数学 A（上）',
  className: '计科 2401 班',
  room: '教学楼 A201',
  start: '2026-11-23T08:00:00+08:00',
  end: '2026-11-23T09:40:00+08:00',
};
const event = (id: string, date: string, time: string, courseTitle: string): CalendarEvent => ({
  id,
  date,
  time,
  title: `日程 ${id}`,
  courseTitle,
  location: '信息楼 502',
});

describe('the timetable', () => {
  it('shows a week from Monday to Sunday, and a month from its 1st to its last day', () => {
    expect(rangeOf('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(rangeOf('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeOf('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(firstOfPreviousMonth('2027-01-15')).toBe('2026-12-01');
  });

  it('puts each lesson and event on its own day, and an event about a lesson into that lesson', () => {
    const byDay = timetableEntries(
      [lesson],
      [
        event('topic', '2026-11-23', '08:00–09:40', '高等数学 A（上）'),
        event('meeting', '2026-11-26', '16:00-17:30', '教研活动'),
        event('next-week', '2026-11-30', '08:00-09:40', '教研活动'),
      ],
      '2026-11-23',
      '2026-11-29',
    );
    expect([...byDay.keys()]).toHaveLength(7);
    const monday = byDay.get('2026-11-23') ?? [];
    expect(monday).toHaveLength(1);
    expect(monday[0]).toMatchObject({
      kind: 'lesson',
      time: '08:00-09:40',
      topic: '日程 topic',
      courseId: 'c-001',
    });
    expect(byDay.get('2026-11-26')?.map((e) => [e.kind, e.time])).toEqual([
      ['event', '16:00-17:30'],
    ]);
    expect(byDay.get('2026-11-27')).toEqual([]);
  });

  it('orders a day by time, without a collation (its first use costs a phone tens of ms)', () => {
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const byDay = timetableEntries(
        [lesson],
        [
          event('late', '2026-11-23', '16:00-17:30', '教研活动'),
          event('early', '2026-11-23', '07:30-07:50', '教研活动'),
          event('all-day', '2026-11-23', '', '教研活动'),
        ],
        '2026-11-23',
        '2026-11-23',
      );
      expect(byDay.get('2026-11-23')?.map((e) => e.time)).toEqual([
        '',
        '07:30-07:50',
        '08:00-09:40',
        '16:00-17:30',
      ]);
      expect(collate).not.toHaveBeenCalled();
    } finally {
      collate.mockRestore();
    }
  });

  it('opens a month on today, else its first day with events, else with lessons, else none', () => {
    const byDay = timetableEntries([lesson], [], '2026-11-01', '2026-11-30');
    expect(dayToShow(byDay, '2026-11', '2026-11-27')).toBe('2026-11-27');
    expect(dayToShow(byDay, '2026-11', '2026-09-07')).toBe('2026-11-23');
    const withEvent = timetableEntries(
      [lesson],
      [event('meeting', '2026-11-26', '16:00-17:30', '教研活动')],
      '2026-11-01',
      '2026-11-30',
    );
    expect(dayToShow(withEvent, '2026-11', '2026-09-07')).toBe('2026-11-26');
    expect(
      dayToShow(timetableEntries([], [], '2026-11-01', '2026-11-30'), '2026-11', '2026-09-07'),
    ).toBeNull();
  });
});
