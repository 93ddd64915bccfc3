import { describe, expect, it } from 'vitest';
import { readTeacherCourses, teachingLine, type TeacherCourse } from './myTeaching';

// 2026-09-07 10:00 in China.
const NOW = Date.parse('2026-09-07T02:00:00Z');

const course = (over: Partial<TeacherCourse> = {}): TeacherCourse => ({
  courseId: 'c-001',
  courseName: '高等数学 A（上）',
  term: '2026-2027 学年第一学期',
  classNames: ['计算机 2401 班', '计算机 2402 班'],
  studentCount: 86,
  averageProgress: 65,
  pendingGrading: 48,
  nextLesson: { start: '2026-09-10T00:00:00Z', room: '教学楼 A201' },
  ...over,
});

describe('teachingLine (我的授课, design §7)', () => {
  it('says the class, its size, what waits for grading and the next lesson, and leads to the course', () => {
    expect(teachingLine(course(), 'T2024001', NOW)).toEqual({
      key: 'c-001',
      href: '/course/c-001?xh=T2024001',
      title: '高等数学 A（上）',
      bar: 65,
      percent: '65%',
      progressLabel: '高等数学 A（上） 学生平均进度',
      details: [
        '计算机 2401 班、计算机 2402 班 · 86 名学生',
        '待批改 48 份 · 下次课 9月10日 08:00 · 教学楼 A201',
      ],
    });
  });

  it('says so in words when nothing waits and no lesson is planned', () => {
    const line = teachingLine(
      course({ classNames: [], studentCount: 0, pendingGrading: 0, nextLesson: null }),
      null,
      NOW,
    );
    expect(line.details).toEqual(['0 名学生', '暂无待批改 · 暂无下次课']);
    expect(line.href).toBe('/course/c-001');
  });

  it('gives a lesson in another year its year', () => {
    const line = teachingLine(
      course({ nextLesson: { start: '2027-03-01T00:30:00Z', room: '信息楼 305' } }),
      'T1',
      NOW,
    );
    expect(line.details[1]).toBe('待批改 48 份 · 下次课 2027年3月1日 08:30 · 信息楼 305');
  });

  it('keeps the bar within 0–100 and says 暂无 for a progress the API did not give', () => {
    expect(teachingLine(course({ averageProgress: 130 }), null, NOW)).toMatchObject({
      bar: 100,
      percent: '130%',
    });
    const missing = teachingLine(
      course({ averageProgress: 'n/a' as unknown as number }),
      null,
      NOW,
    );
    expect(missing).toMatchObject({ bar: 0, percent: '暂无' });
  });
});

describe('readTeacherCourses', () => {
  it('keeps what is a course taught and leaves out what is not', () => {
    expect(readTeacherCourses([course(), { courseId: 1 }, null, 'x'])).toEqual([course()]);
  });

  it('refuses a result that is not a list, in words the card shows', () => {
    expect(() => readTeacherCourses({ records: [] })).toThrow('接口返回的数据格式不正确');
  });
});
