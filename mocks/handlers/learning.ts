import { http, HttpResponse } from 'msw';
import type { CourseWeightItem } from '../../src/types/user';
import { catalogue } from '../fixtures/courses';
import { dataOf } from '../data/mockDatabase';
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

export const courseWeightHandler = http.get('*/api/user/course-weight', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return ok(dataOf(user.userId).courseWeight);
});

/** The server checks the weighting too: whole numbers 0–100 adding up to 100. */
export const saveCourseWeightHandler = http.put('*/api/user/course-weight', async ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const body = (await request.json().catch(() => null)) as { items?: CourseWeightItem[] } | null;
  const items = body?.items;
  if (
    !Array.isArray(items) ||
    items.some((i) => !Number.isInteger(i.weight) || i.weight < 0 || i.weight > 100)
  ) {
    return HttpResponse.json({
      code: 400,
      message: '权重必须是 0 到 100 之间的整数',
      result: null,
    });
  }
  if (items.reduce((sum, i) => sum + i.weight, 0) !== 100) {
    return HttpResponse.json({ code: 400, message: '权重之和必须为 100', result: null });
  }
  const data = dataOf(user.userId);
  data.courseWeight = { items, updatedAt: '2026-09-07T09:30:00+08:00' };
  return ok(data.courseWeight);
});

export const learningHandlers = [
  catalogueHandler,
  myCoursesHandler,
  calendarHandler,
  recordsHandler,
  courseWeightHandler,
  saveCourseWeightHandler,
];
