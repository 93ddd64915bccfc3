import { http, HttpResponse } from 'msw';
import type { StudyStats } from '@/features/study-stats/statsApi';
import { courseWeightFrom, GRADE_PARTS, type CourseGradeComposition } from '@/types/user';
import { catalogue } from '../fixtures/courses';
import { dataOf, mockNow } from '../data/mockDatabase';
import { authenticate, ok, unauthorized } from './envelope';
import { pageOf, pageParams } from './paging';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `GET /api/courses`: the public catalogue, searchable by title, teacher or college. */
export const catalogueHandler = http.get('*/api/courses', ({ request }) => {
  const url = new URL(request.url);
  const { page, size } = pageParams(url);
  const keyword = (url.searchParams.get('keyword') ?? '').trim();
  const list = keyword
    ? catalogue.filter(
        (c) =>
          c.title.includes(keyword) ||
          c.teacherName.includes(keyword) ||
          c.college.includes(keyword),
      )
    : catalogue;
  return ok(pageOf(list, page, size));
});

export const myCoursesHandler = http.get('*/api/user/courses', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return ok(dataOf(user.userId).courses);
});

export const calendarHandler = http.get('*/api/user/calendar', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const month = new URL(request.url).searchParams.get('month') ?? '';
  if (!/^\d{4}-\d{2}$/.test(month)) {
    return HttpResponse.json(
      { code: 400, message: 'month 应为 YYYY-MM', result: null, errors: [{ field: 'month' }] },
      { status: 400, statusText: 'Bad Request' },
    );
  }
  return ok(dataOf(user.userId).calendar.filter((e) => e.date.startsWith(`${month}-`)));
});

export const recordsHandler = http.get('*/api/user/records', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const url = new URL(request.url);
  const { page, size } = pageParams(url);
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (
    (from !== null && !DATE.test(from)) ||
    (to !== null && !DATE.test(to)) ||
    (from && to && to < from)
  ) {
    return HttpResponse.json(
      { code: 400, message: '日期范围不正确', result: null },
      { status: 400, statusText: 'Bad Request' },
    );
  }
  const list = dataOf(user.userId).records.filter(
    (r) => (!from || r.date >= from) && (!to || r.date <= to),
  );
  return ok(pageOf(list, page, size));
});

/** A course in the records is known by its title; its id is the catalogue's. */
function courseIdOf(title: string): string {
  return catalogue.find((c) => c.title === title)?.id ?? title;
}

/**
 * `GET /api/user/stats`: added up from the very records `GET /api/user/records` lists, with
 * the arithmetic the charts use (src/features/study-stats/studyStats.ts), so a chart and the list can never
 * disagree. Every day of the range is in `days` (0 when nothing was studied), for the new
 * teacher too.
 */
export const statsHandler = http.get('*/api/user/stats', async ({ request }) => {
  // Loaded with the first request: imported statically, the module the charts share would
  // become a chunk that demo mode's start-up needs, and the entry chunk every visitor
  // downloads names the chunks each start-up needs (docs/budgets.md).
  const {
    chinaDay,
    courseMinutes,
    dailyMinutes,
    daysInRange,
    isDay,
    MAX_STATS_RANGE_DAYS,
    recentWeeks,
    sumMinutes,
  } = await import('@/features/study-stats/studyStats');
  const user = authenticate(request);
  if (!user) return unauthorized();
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const badRequest = (message: string) =>
    HttpResponse.json(
      { code: 400, message, result: null },
      { status: 400, statusText: 'Bad Request' },
    );
  if ((from !== null && !isDay(from)) || (to !== null && !isDay(to))) {
    return badRequest('日期应为 YYYY-MM-DD');
  }
  const end = to ?? chinaDay(mockNow());
  const range = { from: from ?? recentWeeks(end).from, to: end };
  if (range.to < range.from) return badRequest('结束日期不能早于开始日期');
  if (daysInRange(range) > MAX_STATS_RANGE_DAYS) {
    return badRequest(`日期范围不能超过 ${MAX_STATS_RANGE_DAYS} 天`);
  }
  const records = dataOf(user.userId).records.filter(
    (r) => r.date >= range.from && r.date <= range.to,
  );
  const days = dailyMinutes(
    records.map((r) => ({ date: r.date, minutes: r.durationMinutes })),
    range,
  );
  const stats: StudyStats = {
    totalMinutes: sumMinutes(days),
    days,
    courses: courseMinutes(records, courseIdOf),
  };
  return ok(stats);
});

/** `GET /api/user/course-weight`: each course's grade composition (docs/api.md). */
export const courseWeightHandler = http.get('*/api/user/course-weight', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return ok(dataOf(user.userId).courseWeight);
});

const isPart = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

/**
 * The server checks the composition too: per course, 平时 / 作业 / 期中 / 期末 whole numbers
 * 0–100 adding up to 100. A body of the old shape (`items` with a weight per course) is
 * migrated as the app migrates it (docs/api.md "The old shape").
 */
export const saveCourseWeightHandler = http.put('*/api/user/course-weight', async ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const body: unknown = await request.json().catch(() => null);
  const raw =
    typeof body === 'object' && body !== null && 'courses' in body
      ? (body as { courses: unknown }).courses
      : courseWeightFrom(body)?.courses;
  const courses = Array.isArray(raw) ? (raw as CourseGradeComposition[]) : null;
  if (
    !courses ||
    courses.some(
      (c) =>
        typeof c !== 'object' ||
        c === null ||
        typeof c.courseId !== 'string' ||
        typeof c.parts !== 'object' ||
        c.parts === null ||
        GRADE_PARTS.some((part) => !isPart(c.parts[part])),
    )
  ) {
    return HttpResponse.json({ code: 400, message: '各项应为 0–100 的整数', result: null });
  }
  const wrong = courses.find((c) => GRADE_PARTS.reduce((sum, p) => sum + c.parts[p], 0) !== 100);
  if (wrong) {
    return HttpResponse.json({
      code: 400,
      message: `${wrong.courseName}：各项之和应为 100%`,
      result: null,
    });
  }
  const data = dataOf(user.userId);
  data.courseWeight = {
    courses: courses.map((c) => ({
      courseId: c.courseId,
      // The name is the server's own: a stale one sent back does not rename the course.
      courseName:
        data.courseWeight.courses.find((mine) => mine.courseId === c.courseId)?.courseName ??
        c.courseName,
      parts: { 平时: c.parts.平时, 作业: c.parts.作业, 期中: c.parts.期中, 期末: c.parts.期末 },
    })),
    updatedAt: '2026-09-07T09:30:00+08:00',
  };
  return ok(data.courseWeight);
});

/** `GET /api/user/lessons?from&to`: the timetable's lessons on those days (China time). */
export const lessonsHandler = http.get('*/api/user/lessons', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const url = new URL(request.url);
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  if (!DATE.test(from) || !DATE.test(to) || to < from) {
    return HttpResponse.json(
      { code: 400, message: '日期范围不正确', result: null, errors: [{ field: 'from' }] },
      { status: 400, statusText: 'Bad Request' },
    );
  }
  const { termStart, lessons } = dataOf(user.userId).lessons;
  // A lesson's day is its China-time date, as the start's own offset writes it.
  const inRange = lessons.filter((l) => l.start.slice(0, 10) >= from && l.start.slice(0, 10) <= to);
  return ok({ termStart, lessons: inRange });
});

/** `GET /api/user/assignments?status=due|done`: a learner's assignments. */
export const assignmentsHandler = http.get('*/api/user/assignments', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const status = new URL(request.url).searchParams.get('status');
  const all = dataOf(user.userId).assignments;
  if (status === 'due') return ok(all.filter((a) => a.status === 'pending'));
  if (status === 'done') return ok(all.filter((a) => a.status !== 'pending'));
  return ok(all);
});

export const learningHandlers = [
  catalogueHandler,
  myCoursesHandler,
  calendarHandler,
  recordsHandler,
  statsHandler,
  courseWeightHandler,
  saveCourseWeightHandler,
  lessonsHandler,
  assignmentsHandler,
];
