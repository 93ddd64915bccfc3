import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session/token';
import {
  mondayOf,
  recentWeeks,
  sumMinutes,
  weeklyMinutes,
} from '@/features/study-stats/studyStats';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { newcomer, student, teacher, tokenFor } from '../../../mocks/fixtures/users';
import { server } from '../../../mocks/node';
import { getLearningRecords, type LearningRecord } from '@/features/records/recordsApi';
import { getStudyStats } from '@/features/study-stats/statsApi';

const NOW = Date.parse('2026-09-07T08:00:00+08:00');

beforeEach(() => {
  resetAppEnvironment({ now: NOW, browser: recordingBrowser() });
  setToken(tokenFor(teacher));
});

/** Every record 学习记录 lists for the range, page by page as the screen asks for them. */
async function allRecords(from: string, to: string): Promise<LearningRecord[]> {
  const records: LearningRecord[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getLearningRecords({ from, to, page, size: 50 });
    records.push(...answer.records);
    if (records.length >= answer.total) return records;
  }
}

describe('GET /api/user/stats against 学习记录', () => {
  it('the last 12 weeks: the totals per day, per week and per course are those of the records', async () => {
    const range = recentWeeks('2026-09-07');
    const stats = await getStudyStats(range);
    const records = await allRecords(range.from, range.to);
    expect(records.length).toBeGreaterThan(100);

    const recordMinutes = records.reduce((sum, r) => sum + r.durationMinutes, 0);
    expect(stats.totalMinutes).toBe(recordMinutes);
    expect(sumMinutes(stats.days)).toBe(recordMinutes);
    expect(sumMinutes(stats.courses)).toBe(recordMinutes);

    // Every day of the range, in order: 12 weeks up to a Monday are 78 days.
    expect(stats.days).toHaveLength(78);
    expect(stats.days[0]?.date).toBe('2026-06-22');
    expect(stats.days.at(-1)?.date).toBe('2026-09-07');
    for (const day of stats.days) {
      const ofDay = records.filter((r) => r.date === day.date);
      expect(day.minutes, day.date).toBe(ofDay.reduce((sum, r) => sum + r.durationMinutes, 0));
    }

    for (const course of stats.courses) {
      const ofCourse = records.filter((r) => r.courseTitle === course.courseName);
      expect(course.minutes, course.courseName).toBe(
        ofCourse.reduce((sum, r) => sum + r.durationMinutes, 0),
      );
    }
    expect(stats.courses.map((c) => c.courseId).sort()).toEqual([
      'c-001',
      'c-005',
      'c-006',
      'c-012',
    ]);

    // The dashboard's weekly bars: each week is the records of its Monday-start week.
    const weeks = weeklyMinutes(stats.days);
    expect(weeks).toHaveLength(12);
    for (const week of weeks) {
      const ofWeek = records.filter((r) => mondayOf(r.date) === week.weekStart);
      expect(week.minutes, week.weekStart).toBe(
        ofWeek.reduce((sum, r) => sum + r.durationMinutes, 0),
      );
    }
  });

  it('a range the records only partly cover has 0 for the days without any', async () => {
    setToken(tokenFor(student));
    // The student's 40 records run from 19 August to 7 September.
    const stats = await getStudyStats({ from: '2026-08-10', to: '2026-08-20' });
    const records = await allRecords('2026-08-10', '2026-08-20');
    expect(stats.days).toHaveLength(11);
    expect(stats.days.slice(0, 9).every((d) => d.minutes === 0)).toBe(true);
    expect(stats.totalMinutes).toBe(records.reduce((sum, r) => sum + r.durationMinutes, 0));
    expect(stats.totalMinutes).toBeGreaterThan(0);
  });

  it('the new teacher gets zeros: every day 0, no course', async () => {
    setToken(tokenFor(newcomer));
    const stats = await getStudyStats({ from: '2026-09-01', to: '2026-09-07' });
    expect(stats).toEqual({
      totalMinutes: 0,
      days: [
        { date: '2026-09-01', minutes: 0 },
        { date: '2026-09-02', minutes: 0 },
        { date: '2026-09-03', minutes: 0 },
        { date: '2026-09-04', minutes: 0 },
        { date: '2026-09-05', minutes: 0 },
        { date: '2026-09-06', minutes: 0 },
        { date: '2026-09-07', minutes: 0 },
      ],
      courses: [],
    });
  });

  it('refuses a range that ends before it starts, or spans more than 366 days', async () => {
    await expect(getStudyStats({ from: '2026-09-07', to: '2026-09-01' })).rejects.toThrow(
      'Bad Request',
    );
    await expect(getStudyStats({ from: '2025-09-06', to: '2026-09-07' })).rejects.toThrow(
      'Bad Request',
    );
    await expect(getStudyStats({ from: '2025-09-07', to: '2026-09-07' })).resolves.toMatchObject({
      days: expect.arrayContaining([{ date: '2025-09-07', minutes: 0 }]) as unknown,
    });
  });

  it('an answer of another shape is an error, not a chart of nonsense', async () => {
    server.use(
      mock.get('*/api/user/stats', () =>
        HttpResponse.json({ code: 200, result: { totalMinutes: '12', days: [], courses: [] } }),
      ),
    );
    await expect(getStudyStats({ from: '2026-09-01', to: '2026-09-07' })).rejects.toThrow(
      '接口返回的学习统计格式不正确',
    );
  });
});
