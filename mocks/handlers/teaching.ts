import { http, HttpResponse } from 'msw';
import type {
  CourseAssignment,
  CourseStats,
  CourseStudent,
  GradeResult,
  Submission,
  TeacherCourse,
  TeacherCourseDetail,
} from '@/features/teaching/teachingApi';
import { isValidScore } from '@/features/teaching/teachingRules';
import { TEACHING_TERM } from '../fixtures/teaching';
import {
  behindIn,
  coursesOfTeacher,
  findSubmission,
  studentOf,
  submissionsOf,
  teachingClock,
  teachingCourseOf,
  type MockSubmission,
  type MockTeachingCourse,
} from '../data/teachingDatabase';
import { dataOf } from '../data/mockDatabase';
import { authenticate, ok, unauthorized } from './envelope';
import { pageOf, pageParams } from './paging';

/** A refusal in docs/http.md's envelope, with the HTTP status a REST backend would give. */
function refuse(status: number, statusText: string, message: string) {
  return HttpResponse.json({ code: status, message, result: null }, { status, statusText });
}

const notFound = () => refuse(404, 'Not Found', '没有找到这门课程');

function assignmentsOf(course: MockTeachingCourse): CourseAssignment[] {
  const handedIn = submissionsOf(course.seed.courseId);
  return course.seed.assignments.map((a) => {
    const mine = handedIn.filter((s) => s.assignmentId === a.assignmentId);
    return {
      assignmentId: a.assignmentId,
      title: a.title,
      dueAt: course.dueAt.get(a.assignmentId) ?? '',
      submitted: mine.length,
      graded: mine.filter((s) => s.score !== null).length,
      total: course.students.length,
    };
  });
}

/** Past its deadline: only then is a missing hand-in missing (a rate of what is open says nothing). */
const isDue = (a: CourseAssignment): boolean =>
  a.dueAt !== '' && Date.parse(a.dueAt) <= teachingClock();

/** 教学统计's two numbers (docs/api.md): hand-ins of what is due, and the scores given. */
function courseMeasures(course: MockTeachingCourse): {
  submissionRate: number | null;
  averageScore: number | null;
} {
  const due = assignmentsOf(course).filter(isDue);
  const expected = due.reduce((sum, a) => sum + a.total, 0);
  const handedIn = due.reduce((sum, a) => sum + a.submitted, 0);
  const scores = submissionsOf(course.seed.courseId)
    .map((s) => s.score)
    .filter((s): s is number => s !== null);
  return {
    submissionRate: expected ? Math.round((handedIn / expected) * 100) : null,
    averageScore: scores.length
      ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length)
      : null,
  };
}

/** The course's next lesson in its teacher's timetable, after the teaching clock's now. */
function nextLessonOf(course: MockTeachingCourse): TeacherCourse['nextLesson'] {
  const now = teachingClock();
  const next = dataOf(course.seed.teacherId)
    .lessons.lessons.filter((l) => l.courseId === course.seed.courseId && Date.parse(l.start) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
  return next ? { start: next.start, room: next.room } : null;
}

function summaryOf(course: MockTeachingCourse): TeacherCourse {
  const { students, seed } = course;
  const average = students.length
    ? Math.round(students.reduce((sum, s) => sum + s.progress, 0) / students.length)
    : 0;
  return {
    courseId: seed.courseId,
    courseName: seed.courseName,
    term: TEACHING_TERM,
    classNames: seed.classNames,
    studentCount: students.length,
    averageProgress: average,
    pendingGrading: submissionsOf(seed.courseId).filter((s) => s.score === null).length,
    nextLesson: nextLessonOf(course),
    ...courseMeasures(course),
  };
}

function studentRow(course: MockTeachingCourse, index: number): CourseStudent | null {
  const s = course.students[index];
  if (!s) return null;
  return {
    studentId: s.studentId,
    name: s.name,
    studentNo: s.studentNo,
    className: s.className,
    progress: s.progress,
    lastActiveAt: s.lastActiveAt,
    averageScore: s.averageScore,
    behind: behindIn(course, s),
  };
}

/** The given order: 学号. `progress` lowest first, `lastActive` longest ago first (who needs help). */
function sortStudents(rows: CourseStudent[], sort: string | null): CourseStudent[] {
  if (sort === 'progress') return [...rows].sort((a, b) => a.progress - b.progress);
  if (sort === 'lastActive') {
    const at = (row: CourseStudent) => (row.lastActiveAt ? Date.parse(row.lastActiveAt) : 0);
    return [...rows].sort((a, b) => at(a) - at(b));
  }
  return rows;
}

function bucketsOf(values: readonly number[], ranges: readonly [number, number][]) {
  return ranges.map(([from, to]) => ({
    range: `${from}-${to}`,
    count: values.filter((v) => v >= from && v <= to).length,
  }));
}

const SCORE_RANGES: [number, number][] = [
  [0, 59],
  [60, 69],
  [70, 79],
  [80, 89],
  [90, 100],
];
const PROGRESS_RANGES: [number, number][] = [
  [0, 19],
  [20, 39],
  [40, 59],
  [60, 79],
  [80, 100],
];

function submissionView(s: MockSubmission, course: MockTeachingCourse): Submission {
  const student = studentOf(course, s.studentId);
  return {
    submissionId: s.submissionId,
    courseName: course.seed.courseName,
    assignmentTitle:
      course.seed.assignments.find((a) => a.assignmentId === s.assignmentId)?.title ?? '',
    studentName: student?.name ?? '',
    studentNo: student?.studentNo ?? '',
    submittedAt: s.submittedAt,
    content: s.content,
    score: s.score,
    comment: s.comment,
  };
}

export const teacherCoursesHandler = http.get('*/api/teacher/courses', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return ok(coursesOfTeacher(String(user.userId)).map(summaryOf));
});

export const teacherCourseHandler = http.get('*/api/teacher/courses/:id', ({ request, params }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const course = teachingCourseOf(String(params.id), String(user.userId));
  if (!course) return notFound();
  const detail: TeacherCourseDetail = { ...summaryOf(course), assignments: assignmentsOf(course) };
  return ok(detail);
});

export const courseStudentsHandler = http.get(
  '*/api/teacher/courses/:id/students',
  ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const course = teachingCourseOf(String(params.id), String(user.userId));
    if (!course) return notFound();
    const url = new URL(request.url);
    const { page, size } = pageParams(url);
    const keyword = (url.searchParams.get('keyword') ?? '').trim();
    const rows = course.students
      .map((_, i) => studentRow(course, i))
      .filter((row): row is CourseStudent => row !== null)
      .filter((row) => !keyword || row.name.includes(keyword) || row.studentNo.includes(keyword));
    return ok(pageOf(sortStudents(rows, url.searchParams.get('sort')), page, size));
  },
);

export const courseStatsHandler = http.get(
  '*/api/teacher/courses/:id/stats',
  ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const course = teachingCourseOf(String(params.id), String(user.userId));
    if (!course) return notFound();
    const scores = submissionsOf(course.seed.courseId)
      .map((s) => s.score)
      .filter((s): s is number => s !== null);
    const stats: CourseStats = {
      scoreBuckets: scores.length ? bucketsOf(scores, SCORE_RANGES) : [],
      // The assignments already due, as 教学统计's rate on the dashboard (docs/api.md).
      submissionRates: assignmentsOf(course)
        .filter(isDue)
        .map((a) => ({
          assignmentId: a.assignmentId,
          title: a.title,
          rate: a.total ? Math.round((a.submitted / a.total) * 100) : 0,
        })),
      progressBuckets: course.students.length
        ? bucketsOf(
            course.students.map((s) => s.progress),
            PROGRESS_RANGES,
          )
        : [],
    };
    return ok(stats);
  },
);

/** The queue: what waits for a score, oldest first, across the teacher's courses or filtered. */
export const gradingQueueHandler = http.get('*/api/teacher/grading', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const url = new URL(request.url);
  const { page, size } = pageParams(url);
  const courseId = url.searchParams.get('courseId');
  const assignmentId = url.searchParams.get('assignmentId');
  // `status=all`: every hand-in, those waiting first; else only those waiting.
  const all = url.searchParams.get('status') === 'all';
  const listed = coursesOfTeacher(String(user.userId))
    .filter((c) => !courseId || c.seed.courseId === courseId)
    .flatMap((course) =>
      submissionsOf(course.seed.courseId)
        .filter(
          (s) => (all || s.score === null) && (!assignmentId || s.assignmentId === assignmentId),
        )
        .map((s) => ({ s, course })),
    )
    .sort(
      (a, b) =>
        Number(a.s.score !== null) - Number(b.s.score !== null) ||
        a.s.submittedAt.localeCompare(b.s.submittedAt),
    )
    .map(({ s, course }) => submissionView(s, course));
  return ok(pageOf(listed, page, size));
});

/**
 * One submission, waiting or graded (with its score and comment): what an address
 * `/grading?submission=…` opens when the list on screen does not hold it (the one just graded,
 * after the browser's back).
 */
export const submissionHandler = http.get(
  '*/api/teacher/submissions/:id',
  ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const submission = findSubmission(String(params.id));
    const course = submission ? teachingCourseOf(submission.courseId, String(user.userId)) : null;
    if (!submission || !course) return refuse(404, 'Not Found', '没有找到这份作业');
    return ok(submissionView(submission, course));
  },
);

/** The least a fail needs: a word on why (the department's rule, checked only here). */
export const FAIL_BELOW = 60;

export const saveGradeHandler = http.put(
  '*/api/teacher/submissions/:id',
  async ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const submission = findSubmission(String(params.id));
    if (!submission || !teachingCourseOf(submission.courseId, String(user.userId))) {
      return refuse(404, 'Not Found', '没有找到这份作业');
    }
    const body = (await request.json().catch(() => null)) as {
      score?: unknown;
      comment?: unknown;
    } | null;
    if (!isValidScore(body?.score)) {
      return refuse(422, 'Unprocessable Entity', '分数必须是 0-100 的整数');
    }
    const comment = typeof body?.comment === 'string' ? body.comment.trim() : '';
    if (comment.length > 1000) return refuse(422, 'Unprocessable Entity', '评语不能超过 1000 字');
    if (body.score < FAIL_BELOW && comment === '') {
      return refuse(422, 'Unprocessable Entity', `低于 ${FAIL_BELOW} 分的成绩需要填写评语`);
    }
    if (submission.score !== null) {
      return refuse(409, 'Conflict', '这份作业已经批改过了');
    }
    submission.score = body.score;
    submission.comment = comment;
    submission.gradedAt = new Date(teachingClock()).toISOString();
    const result: GradeResult = {
      submissionId: submission.submissionId,
      score: submission.score,
      comment,
      gradedAt: submission.gradedAt,
    };
    return ok(result);
  },
);

export const teachingHandlers = [
  teacherCoursesHandler,
  courseStudentsHandler,
  courseStatsHandler,
  teacherCourseHandler,
  gradingQueueHandler,
  submissionHandler,
  saveGradeHandler,
];
