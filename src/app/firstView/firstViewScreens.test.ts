import { describe, expect, it } from 'vitest';
import { requestPath } from '@/api/apiRequest';
import { guardedVisit } from './firstViewGate';
import { firstViewScreen, type FirstViewRead } from './firstViewScreens';

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
      requests.filter((r) => r.drawnEarly === true).map((r) => requestPath(r.request)),
    ).toEqual(['/api/teacher/courses']);
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

  it('on /, a week across the turn of a month: the timetable’s calendar of both months', () => {
    // Tuesday 1 December 2026 in China: the week runs from Monday 30 November.
    const seen = guardedVisit(
      'https://learn.example.edu.cn/',
      'token',
      {
        userId: 'T1',
        userName: '张明华',
      },
      { now: Date.parse('2026-12-01T02:00:00Z') },
    );
    const reads = seen ? paths(firstViewScreen(seen)?.reads(seen) ?? []) : [];
    expect(reads).toEqual(
      expect.arrayContaining([
        '/api/user/lessons?from=2026-11-30&to=2026-12-06',
        '/api/user/calendar?month=2026-11',
        '/api/user/calendar?month=2026-12',
      ]),
    );
  });

  it('on /scenter, the tab in the address: 学习记录’s list and chart, 消息’s first page', () => {
    expect(paths(visit('/scenter', '?xh=T1&tab=records'))).toEqual([
      ...SHELL,
      '/api/user/records?page=1&size=10',
      '/api/user/stats?from=2026-06-22&to=2026-09-07',
    ]);
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
