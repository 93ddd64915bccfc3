import { describe, expect, it } from 'vitest';
import { requestPath } from '@/api/apiRequest';
import { guardedVisit } from './firstViewGate';
import { EARLY_DRAWERS, firstViewScreen, type FirstViewRead } from './firstViewScreens';

// 2026-09-07 10:00 in China: a Monday.
const NOW = Date.parse('2026-09-07T02:00:00Z');

/** The reads a signed-in visit of T1 sends early: none where the guard sends it on. */
const visit = (
  pathname: string,
  search = '',
  more: { weightCached?: boolean; userType?: string } = {},
) => {
  const seen = guardedVisit(
    `https://learn.example.edu.cn${pathname}${search}`,
    'token',
    { userId: 'T1', userName: '张明华' },
    { now: NOW, ...more },
  );
  return seen ? (firstViewScreen(seen)?.reads(seen) ?? []) : [];
};

const paths = (reads: FirstViewRead[]) => reads.map((r) => requestPath(r.request));

const SHELL = ['/api/user/routers', '/api/user/notifications?page=1&size=1&unread=true'];

describe('the registry’s first-view reads (docs/budgets.md "Returning visits")', () => {
  it('on /: the shell and the dashboard’s cards’ data, the shell’s outliving the screen', () => {
    const requests = visit('/');
    expect(paths(requests)).toEqual([
      ...SHELL,
      // A teacher (the default type): the courses they teach for 我的授课 (and 教学统计)…
      '/api/teacher/courses',
      // …today's lessons for 今日课程, and its 待批改…
      '/api/user/lessons?from=2026-09-07&to=2026-09-07',
      '/api/teacher/grading?page=1&size=3',
      // …the timetable's week and its month…
      '/api/user/lessons?from=2026-09-07&to=2026-09-13',
      '/api/user/calendar?month=2026-09',
      // …and 最新消息.
      '/api/user/notifications?page=1&size=5',
    ]);
    expect(
      requests.filter((r) => r.drawnBy !== undefined).map((r) => requestPath(r.request)),
    ).toEqual(['/api/teacher/courses']);
    expect(requests.find((r) => r.drawnBy)?.drawnBy).toBe(EARLY_DRAWERS.myCourses);
    expect(paths(requests.filter((r) => r.request.outlivesScreen))).toEqual(SHELL);
    expect(paths(visit('/', '', { userType: 'teacher' }))).toEqual(paths(requests));
  });

  it('on /, a learner’s dashboard: 近期作业 in place of 今日课程 (design §7 "By role")', () => {
    const learner = paths(visit('/', '', { userType: 'student' }));
    expect(learner).toContain('/api/user/assignments');
    expect(learner).not.toContain('/api/user/lessons?from=2026-09-07&to=2026-09-07');
    expect(learner).not.toContain('/api/teacher/grading?page=1&size=3');
    // The timetable is everyone's.
    expect(learner).toContain('/api/user/lessons?from=2026-09-07&to=2026-09-13');
    // 学习统计, their own minutes, in place of 教学统计.
    expect(learner).toContain('/api/user/stats?from=2026-06-22&to=2026-09-07');
    expect(learner).not.toContain('/api/teacher/courses');
    // 我的课程, their own courses, in place of 我的授课.
    expect(learner).toContain('/api/user/courses');
    expect(learner).toHaveLength(8);
  });

  it.each([
    // Tuesday 1 December: the week runs from Monday 30 November, before today's month.
    ['2026-12-01T02:00:00Z', '2026-11-30', '2026-12-06', ['2026-11', '2026-12']],
    // Tuesday 29 September: the week runs to Sunday 4 October, after today's month.
    ['2026-09-29T02:00:00Z', '2026-09-28', '2026-10-04', ['2026-09', '2026-10']],
    // Thursday 31 December: the week runs into the next year.
    ['2026-12-31T02:00:00Z', '2026-12-28', '2027-01-03', ['2026-12', '2027-01']],
    // 23:30 on Sunday 29 November in UTC is Monday morning in China: the next week.
    ['2026-11-29T23:30:00Z', '2026-11-30', '2026-12-06', ['2026-11', '2026-12']],
  ])(
    'on / at %s: the timetable’s week and the calendar of each month it touches',
    (at, from, to, months) => {
      const seen = guardedVisit(
        'https://learn.example.edu.cn/',
        'token',
        { userId: 'T1', userName: '张明华' },
        { now: Date.parse(at) },
      );
      const reads = seen ? paths(firstViewScreen(seen)?.reads(seen) ?? []) : [];
      expect(reads.filter((path) => /lessons\?from=(?!([-\d]+)&to=\1$)/.test(path))).toEqual([
        `/api/user/lessons?from=${from}&to=${to}`,
      ]);
      expect(reads.filter((path) => path.startsWith('/api/user/calendar'))).toEqual(
        months.map((month) => `/api/user/calendar?month=${month}`),
      );
    },
  );

  it('on /scenter, the tab in the address: 学习记录’s list and chart, 消息’s first page', () => {
    expect(paths(visit('/scenter', '?xh=T1&tab=records'))).toEqual([
      ...SHELL,
      '/api/user/records?page=1&size=10',
      '/api/user/stats?from=2026-06-22&to=2026-09-07',
    ]);
    // The chart's title and sentence, its largest part, drawn from the chart's answer.
    expect(
      visit('/scenter', '?xh=T1&tab=records').map((r) => [requestPath(r.request), r.drawnBy]),
    ).toContainEqual(['/api/user/stats?from=2026-06-22&to=2026-09-07', EARLY_DRAWERS.studyChart]);
    expect(paths(visit('/scenter', '?tab=messages&xh=T1'))).toEqual([
      ...SHELL,
      '/api/user/notifications?page=1&size=10',
    ]);
    expect(paths(visit('/scenter', '?xh=T1&tab=weight'))).toEqual([
      ...SHELL,
      '/api/user/course-weight',
    ]);
    expect(paths(visit('/scenter', '?xh=T1'))).toEqual(SHELL);
  });

  it('leaves any other query to the screen: only the shell’s reads leave early', () => {
    expect(paths(visit('/scenter', '?xh=T1&tab=records&page=2'))).toEqual(SHELL);
    expect(paths(visit('/scenter', '?xh=T1&tab=records&from=2026-09-01'))).toEqual(SHELL);
    expect(paths(visit('/scenter', '?xh=T1&tab=messages&filter=unread'))).toEqual(SHELL);
  });

  it('asks for nothing where the guard sends the visitor to sign in, or elsewhere', () => {
    expect(visit('/scenter', '?xh=S9&tab=records')).toEqual([]);
    expect(visit('/scenter', '?tab=records')).toEqual([]);
    expect(visit('/login', '?code=x&state=y')).toEqual([]);
    expect(visit('/nowhere')).toEqual([]);
  });
});

describe('the drawers the registry names (EARLY_DRAWERS)', () => {
  it.each(Object.entries(EARLY_DRAWERS))(
    '%s: its module exists and exports the one `draw` the gate calls',
    async (_, source) => {
      const module = (await import(/* @vite-ignore */ `/${source}`)) as Record<string, unknown>;
      expect(Object.keys(module)).toContain('draw');
      expect(typeof module.draw).toBe('function');
    },
  );
});
