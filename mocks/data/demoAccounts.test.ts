import { afterEach, describe, expect, it } from 'vitest';
import { student, teacher } from '../fixtures/users';
import { dataOf, resetMockDatabase } from './mockDatabase';
import { chinaDayOf, chinaTime } from '@/lib/teachingTime';
import { coursesOfTeacher, submissionsOf } from './teachingDatabase';

/**
 * The demo accounts' data, as a teacher and a student meet it: every course it names is one the
 * account can open (a timetable event or a record of another course led to 你没有选这门课), and
 * the same lesson, class or deadline reads the same wherever it is shown. Checked on the fixture
 * day (stories, tests) and on a day demo mode moves the data to.
 */
const DAYS = [
  ['the fixture day', undefined],
  ['a demo day in December', Date.parse('2026-12-02T09:00:00+08:00')],
] as const;

afterEach(() => resetMockDatabase());

describe.each(DAYS)('the demo accounts on %s', (_, anchor) => {
  it('a student meets only the courses she takes', () => {
    resetMockDatabase(anchor);
    const data = dataOf(student.userId);
    const mine = new Set(data.courses.map((c) => c.id));
    const titles = new Set(data.courses.map((c) => c.title));
    expect(mine.size).toBeGreaterThan(0);
    for (const event of data.calendar) {
      if (event.courseId !== undefined) expect(mine).toContain(event.courseId);
    }
    expect(data.calendar.some((e) => e.courseId === undefined)).toBe(true);
    for (const lesson of data.lessons.lessons) expect(mine).toContain(lesson.courseId);
    for (const record of data.records) expect(titles).toContain(record.courseTitle);
    for (const assignment of data.assignments) expect(mine).toContain(assignment.courseId);
  });

  it('a teacher’s lessons, events and records are of the courses he teaches, to their classes', () => {
    resetMockDatabase(anchor);
    const data = dataOf(teacher.userId);
    const taught = new Map(
      coursesOfTeacher(String(teacher.userId)).map((c) => [c.seed.courseId, c.seed]),
    );
    const titles = new Set([...taught.values()].map((c) => c.courseName));
    for (const lesson of data.lessons.lessons) {
      const course = taught.get(lesson.courseId);
      expect(course, lesson.courseName).toBeDefined();
      // As 我的授课 and the roster name them.
      expect(lesson.className).toBe(course?.classNames.join('、'));
    }
    for (const event of data.calendar) {
      if (event.courseId !== undefined) expect(taught.has(event.courseId)).toBe(true);
    }
    for (const record of data.records) expect(titles).toContain(record.courseTitle);
  });

  it('an event of a course is the topic of that course’s lesson at its time (or a 答疑)', () => {
    resetMockDatabase(anchor);
    for (const account of [teacher, student]) {
      const data = dataOf(account.userId);
      for (const event of data.calendar) {
        if (event.courseId === undefined || event.title.includes('答疑')) continue;
        const lesson = data.lessons.lessons.find(
          (l) =>
            l.courseId === event.courseId &&
            chinaDayOf(l.start) === event.date &&
            chinaTime(l.start) === event.time.slice(0, 5),
        );
        expect(lesson, `${account.userName}: ${event.title} ${event.date}`).toBeDefined();
      }
    }
  });

  it('a student’s messages are each a different one, and a fail’s comment says what to do', () => {
    resetMockDatabase(anchor);
    const titles = dataOf(student.userId).notifications.map((n) => n.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.some((t) => /（\d+）$/.test(t))).toBe(false);
    const graded = coursesOfTeacher(String(teacher.userId)).flatMap((c) =>
      submissionsOf(c.seed.courseId),
    );
    const fails = graded.filter((s) => s.score !== null && s.score < 60);
    expect(fails.length).toBeGreaterThan(0);
    for (const fail of fails) expect(fail.comment).toMatch(/订正/);
  });

  it('a notice names the deadline its assignment shows', () => {
    resetMockDatabase(anchor);
    const data = dataOf(student.userId);
    const notice = data.notifications.find((n) => n.title.includes('第 3 次作业已发布'));
    const assignment = data.assignments.find((a) => a.title.startsWith('第 3 次作业'));
    expect(notice && assignment).toBeTruthy();
    const due = new Date(Date.parse(assignment?.dueAt ?? '') + 8 * 3_600_000);
    expect(notice?.content).toContain(`${due.getUTCMonth() + 1}月${due.getUTCDate()}日 23:59`);
  });

  it('the department’s meeting is on the day and at the time the calendar has it', () => {
    resetMockDatabase(anchor);
    const data = dataOf(teacher.userId);
    const notice = data.notifications.find((n) => n.category === '教研活动');
    const meeting = data.calendar.find((e) => e.title === '教研室集体备课');
    expect(notice && meeting).toBeTruthy();
    const [, month, day] = (meeting?.date ?? '').split('-').map(Number);
    expect(notice?.content).toContain(`${month}月${day}日（周四）${meeting?.time.slice(0, 5)}`);
    expect(new Date(`${meeting?.date}T00:00:00Z`).getUTCDay()).toBe(4);
  });

  it('a question and its answer are about a course the student takes from that teacher', () => {
    resetMockDatabase(anchor);
    const question = dataOf(teacher.userId).notifications.find((n) => n.category === '学生留言');
    const answer = dataOf(student.userId).notifications.find((n) => n.category === '教师回复');
    const taught = coursesOfTeacher(String(teacher.userId)).map((c) => c.seed.courseName);
    const takes = dataOf(student.userId).courses.map((c) => c.title);
    const course = taught.find((title) => question?.title.includes(`《${title}》`));
    expect(course).toBeDefined();
    expect(takes).toContain(course);
    expect(answer?.title).toContain(String(teacher.userName));
  });
});
