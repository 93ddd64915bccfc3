import { describe, expect, it } from 'vitest';
import { chinaTime, lessonLine, readLessons, teachingWeek } from './lessons';

const lesson = {
  lessonId: 'l-1',
  courseId: 'c-001',
  courseName: '高等数学 A（上）',
  className: '计科 2401 班',
  room: '教学楼 A201',
  start: '2026-09-07T08:00:00+08:00',
  end: '2026-09-07T09:40:00+08:00',
  week: 1,
};

describe('lessons', () => {
  it('reads an answer, earliest first, leaving out what is not a lesson', () => {
    const later = { ...lesson, lessonId: 'l-2', start: '2026-09-07T14:00:00+08:00' };
    const read = readLessons({
      termStart: '2026-09-07',
      lessons: [later, { lessonId: 3 }, lesson],
    });
    expect(read.lessons.map((l) => l.lessonId)).toEqual(['l-1', 'l-2']);
  });

  it('refuses an answer that is not a timetable, in Chinese', () => {
    expect(() => readLessons([lesson])).toThrow('接口返回的课表格式不正确');
    expect(() => readLessons({ termStart: '9月7日', lessons: [] })).toThrow('课表格式不正确');
  });

  it('says times in China time, with "-" between them', () => {
    expect(chinaTime('2026-09-07T00:00:00Z')).toBe('08:00');
    expect(lessonLine(lesson)).toEqual({
      time: '08:00-09:40',
      title: '高等数学 A（上）',
      where: '教学楼 A201 · 计科 2401 班',
    });
  });

  it('counts teaching weeks from the term’s first day', () => {
    expect(teachingWeek('2026-09-07', '2026-09-07')).toBe(1);
    expect(teachingWeek('2026-09-07', '2026-09-13')).toBe(1);
    expect(teachingWeek('2026-09-07', '2026-09-14')).toBe(2);
    expect(teachingWeek('2026-09-07', '2026-11-27')).toBe(12);
    expect(teachingWeek('2026-09-07', '2026-09-01')).toBe(0);
  });
});
