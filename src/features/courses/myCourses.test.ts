import { describe, expect, it } from 'vitest';
import {
  COURSES_AT_A_GLANCE,
  coursesAtAGlance,
  showAllLabel,
} from '@/components/dashboard/courseLines';
import { courseLine, readMyCourses, type MyCourse } from './myCourses';

const course = (over: Partial<MyCourse> = {}): MyCourse => ({
  id: 'c-1',
  title: '高等数学 A（上）',
  progress: 62,
  lessonsDone: 20,
  lessonsTotal: 32,
  term: '2026-2027 学年第一学期',
  ...over,
});

describe('readMyCourses', () => {
  it('keeps what is a course and leaves out what is not', () => {
    expect(readMyCourses([course(), { id: 2, title: 'x', progress: 1 }, null, 'c'])).toEqual([
      course(),
    ]);
  });

  it('refuses a result that is not a list, in words the card shows', () => {
    expect(() => readMyCourses({ records: [] })).toThrow('接口返回的课程列表格式不正确');
  });
});

describe('courseLine', () => {
  it('says the title, the percentage and the lessons done of the term', () => {
    expect(courseLine(course(), 'T2024001')).toEqual({
      key: 'c-1',
      href: '/course/c-1?xh=T2024001',
      title: '高等数学 A（上）',
      bar: 62,
      percent: '62%',
      progressLabel: '高等数学 A（上） 学习进度',
      details: ['已完成 20/32 课时 · 2026-2027 学年第一学期'],
    });
  });

  it('fills the bar within 0–100 while the words keep what the API said', () => {
    expect(courseLine(course({ progress: 130 }))).toMatchObject({ bar: 100, percent: '130%' });
    expect(courseLine(course({ progress: -5 }))).toMatchObject({ bar: 0, percent: '-5%' });
  });
});

describe('at a glance', () => {
  const many = Array.from({ length: COURSES_AT_A_GLANCE + 1 }, (_, i) => course({ id: `c-${i}` }));

  it('shows the first six and offers 查看全部 with the count', () => {
    expect(coursesAtAGlance(many).map((c) => c.id)).toEqual([
      'c-0',
      'c-1',
      'c-2',
      'c-3',
      'c-4',
      'c-5',
    ]);
    expect(showAllLabel(many)).toBe('查看全部 7 门课程');
  });

  it('offers nothing more when all of them are shown', () => {
    expect(showAllLabel(many.slice(0, COURSES_AT_A_GLANCE))).toBeNull();
  });
});
