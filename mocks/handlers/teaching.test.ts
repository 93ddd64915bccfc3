import { beforeEach, describe, expect, it } from 'vitest';
import { dataOf, mockNow, resetMockDatabase } from '../data/mockDatabase';
import { tokenFor, teacher } from '../fixtures/users';

const auth = { Authorization: `Bearer ${tokenFor(teacher)}` };

async function get(path: string) {
  const response = await fetch(`http://localhost${path}`, { headers: auth });
  return (await response.json()) as { code: number; result: Record<string, unknown> };
}

async function grade(id: string, body: unknown) {
  const response = await fetch(`http://localhost/api/teacher/submissions/${id}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the mock teaching API', () => {
  beforeEach(() => resetMockDatabase());

  it('gives each course its next lesson from the teacher’s timetable (design §8 nextLesson)', async () => {
    const courses = (await get('/api/teacher/courses')).result as unknown as {
      courseId: string;
      nextLesson: { start: string; room: string } | null;
    }[];
    const lessons = dataOf(teacher.userId).lessons.lessons;
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      const later = lessons
        .filter((l) => l.courseId === course.courseId && Date.parse(l.start) > mockNow())
        .map((l) => l.start)
        .sort();
      expect(course.nextLesson?.start ?? null, course.courseId).toBe(later[0] ?? null);
    }
    expect(courses.filter((c) => c.nextLesson !== null).length).toBeGreaterThan(0);
  });

  it('queues 第 3 次作业’s 42 submissions, and a grade takes one out', async () => {
    const queue = await get('/api/teacher/grading?assignmentId=a-001-3&page=1&size=10');
    expect(queue.result.total).toBe(42);
    const first = (queue.result.records as { submissionId: string }[])[0];
    expect(first).toBeDefined();
    const saved = await grade(first?.submissionId ?? '', { score: 88, comment: '好' });
    expect(saved.status).toBe(200);
    expect(
      (await get('/api/teacher/grading?assignmentId=a-001-3&page=1&size=10')).result.total,
    ).toBe(41);
    const course = await get('/api/teacher/courses/c-001');
    expect(course.result.pendingGrading).toBe(47);
    resetMockDatabase();
    expect(
      (await get('/api/teacher/grading?assignmentId=a-001-3&page=1&size=10')).result.total,
    ).toBe(42);
  });

  it('refuses a score that is not a whole number 0–100, in Chinese, with 422', async () => {
    for (const score of [101, -1, 85.5, '90', null]) {
      const refused = await grade('a-001-3-2024010101', { score, comment: '' });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 422, message: '分数必须是 0-100 的整数' });
    }
    const fail = await grade('a-001-3-2024010101', { score: 40, comment: ' ' });
    expect(fail.body.message).toBe('低于 60 分的成绩需要填写评语');
  });

  it('pages the 500-student class and marks who is behind', async () => {
    const page = await get('/api/teacher/courses/c-012/students?sort=progress&page=1&size=10');
    expect(page.result.total).toBe(500);
    const rows = page.result.records as { progress: number; behind: boolean }[];
    // 人工智能导论 sits 27 points under the other classes (progressShift): its slowest at 8 %.
    expect(rows[0]?.progress).toBe(8);
    expect(rows[0]?.behind).toBe(true);
    const found = await get(
      '/api/teacher/courses/c-001/students?keyword=2024010105&page=1&size=10',
    );
    expect(found.result.total).toBe(1);
  });

  it('answers 404 for a course of another teacher', async () => {
    const response = await fetch('http://localhost/api/teacher/courses/c-901', { headers: auth });
    expect(response.status).toBe(404);
  });
});
