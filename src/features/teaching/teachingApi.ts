import { queryKey, type ApiQuery } from '@/api/apiQuery';
import { readListPage, type ListPage } from '@/api/listPage';
import { readApi } from '@/api/readApi';
import { apiPut } from '@/lib/http/httpClient';
import { teacherCoursesRequest } from './teacherCoursesRequest';
import { gradingQueueRequest, type GradingQuery } from './gradingQueueRequest';

export type { GradingQuery };
import { isTeacherCourse, readTeacherCourses, type TeacherCourse } from './myTeaching';

export type { TeacherCourse } from './myTeaching';

/** docs/api.md, `/api/teacher/*`: the teacher's courses, students, statistics and grading. */

export interface CourseAssignment {
  assignmentId: string;
  title: string;
  /** ISO instant. */
  dueAt: string;
  submitted: number;
  graded: number;
  total: number;
}

export interface TeacherCourseDetail extends TeacherCourse {
  assignments: CourseAssignment[];
}

export interface CourseStudent {
  studentId: string;
  name: string;
  studentNo: string;
  className: string;
  progress: number;
  lastActiveAt: string | null;
  averageScore: number | null;
  behind: boolean;
}

export interface CountBucket {
  range: string;
  count: number;
}

export interface CourseStats {
  scoreBuckets: CountBucket[];
  submissionRates: { assignmentId: string; title: string; rate: number }[];
  progressBuckets: CountBucket[];
}

export interface Submission {
  submissionId: string;
  courseName: string;
  assignmentTitle: string;
  studentName: string;
  studentNo: string;
  submittedAt: string;
  content: string;
  /** The grade given, or null while it waits (absent from an older server: waiting). */
  score?: number | null;
  /** The comment given with the grade ('' without one). */
  comment?: string;
}

export interface GradeResult {
  submissionId: string;
  score: number;
  comment: string;
  gradedAt: string;
}

export type StudentSort = 'progress' | 'lastActive';

export interface StudentsQuery {
  courseId: string;
  keyword?: string | null;
  sort?: StudentSort | null;
  page: number;
  size: number;
}

const isObject = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

function isAssignment(raw: unknown): raw is CourseAssignment {
  return (
    isObject(raw) &&
    typeof raw.assignmentId === 'string' &&
    typeof raw.title === 'string' &&
    typeof raw.dueAt === 'string' &&
    typeof raw.submitted === 'number' &&
    typeof raw.graded === 'number' &&
    typeof raw.total === 'number'
  );
}

function isStudent(raw: unknown): raw is CourseStudent {
  return (
    isObject(raw) &&
    typeof raw.studentId === 'string' &&
    typeof raw.name === 'string' &&
    typeof raw.studentNo === 'string' &&
    typeof raw.progress === 'number' &&
    typeof raw.behind === 'boolean'
  );
}

function isSubmission(raw: unknown): raw is Submission {
  return (
    isObject(raw) &&
    typeof raw.submissionId === 'string' &&
    typeof raw.studentName === 'string' &&
    typeof raw.content === 'string' &&
    (raw.score === undefined || raw.score === null || typeof raw.score === 'number') &&
    (raw.comment === undefined || typeof raw.comment === 'string')
  );
}

const isBuckets = (raw: unknown): raw is CountBucket[] =>
  Array.isArray(raw) &&
  raw.every((b) => isObject(b) && typeof b.range === 'string' && typeof b.count === 'number');

const malformed = () => new Error('接口返回的数据格式不正确');

export async function getTeacherCourses(): Promise<TeacherCourse[]> {
  return readTeacherCourses(await readApi<unknown>(teacherCoursesRequest));
}

export async function getTeacherCourse(courseId: string): Promise<TeacherCourseDetail> {
  const raw = await readApi<unknown>({
    path: `/api/teacher/courses/${encodeURIComponent(courseId)}`,
  });
  if (!isTeacherCourse(raw)) throw malformed();
  const listed: unknown = (raw as unknown as Record<string, unknown>).assignments;
  if (!Array.isArray(listed)) throw malformed();
  const assignments = listed.filter(isAssignment);
  return { ...raw, assignments };
}

export async function getCourseStudents(query: StudentsQuery): Promise<ListPage<CourseStudent>> {
  const raw = await readApi<unknown>({
    path: `/api/teacher/courses/${encodeURIComponent(query.courseId)}/students`,
    params: {
      keyword: query.keyword ?? undefined,
      sort: query.sort ?? undefined,
      page: query.page,
      size: query.size,
    },
  });
  return readListPage(raw, isStudent);
}

/** The largest page the API gives: the export asks for the class this many at a time. */
export const ROSTER_PAGE_SIZE = 100;

/** Every student of the course (not only the page on screen), for 导出名单. */
export async function getWholeRoster(courseId: string): Promise<CourseStudent[]> {
  const first = await getCourseStudents({ courseId, page: 1, size: ROSTER_PAGE_SIZE });
  const pages = Math.ceil(first.total / ROSTER_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      getCourseStudents({ courseId, page: i + 2, size: ROSTER_PAGE_SIZE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.records);
}

export async function getCourseStats(courseId: string): Promise<CourseStats> {
  const raw = await readApi<unknown>({
    path: `/api/teacher/courses/${encodeURIComponent(courseId)}/stats`,
  });
  if (
    !isObject(raw) ||
    !isBuckets(raw.scoreBuckets) ||
    !isBuckets(raw.progressBuckets) ||
    !Array.isArray(raw.submissionRates)
  ) {
    throw malformed();
  }
  return raw as unknown as CourseStats;
}

export async function getGradingQueue(query: GradingQuery): Promise<ListPage<Submission>> {
  const raw = await readApi<unknown>(gradingQueueRequest(query));
  return readListPage(raw, isSubmission);
}

/** One submission, waiting or graded: `GET /api/teacher/submissions/:id` (docs/api.md). */
export async function getSubmission(submissionId: string): Promise<Submission> {
  const raw = await readApi<unknown>({
    path: `/api/teacher/submissions/${encodeURIComponent(submissionId)}`,
  });
  if (!isSubmission(raw)) throw malformed();
  return raw;
}

export async function saveGrade(
  submissionId: string,
  grade: { score: number; comment: string },
): Promise<GradeResult> {
  // Silent: a refusal (422, say) is shown beside the score in Chinese, not as the seed's toast
  // of the English status text; the form says what went wrong for every other failure too.
  const raw = await apiPut<unknown>(
    `/api/teacher/submissions/${encodeURIComponent(submissionId)}`,
    grade,
    { silent: true },
  );
  if (!isObject(raw) || typeof raw.score !== 'number') throw malformed();
  return raw as unknown as GradeResult;
}

export const teacherCoursesQuery = (): ApiQuery<TeacherCourse[]> => ({
  key: queryKey('teacher-courses'),
  load: getTeacherCourses,
});

export const teacherCourseQuery = (courseId: string): ApiQuery<TeacherCourseDetail> => ({
  key: queryKey('teacher-course', courseId),
  load: () => getTeacherCourse(courseId),
});

export const courseStudentsQuery = (query: StudentsQuery): ApiQuery<ListPage<CourseStudent>> => ({
  key: queryKey(
    'course-students',
    query.courseId,
    query.keyword ?? '',
    query.sort ?? '',
    query.page,
    query.size,
  ),
  load: () => getCourseStudents(query),
});

export const courseStatsQuery = (courseId: string): ApiQuery<CourseStats> => ({
  key: queryKey('course-stats', courseId),
  load: () => getCourseStats(courseId),
});

/** `revision` asks again after a save, though the filter is the same. */
export const gradingQueueQuery = (
  query: GradingQuery,
  revision = 0,
): ApiQuery<ListPage<Submission>> => ({
  key: queryKey(
    'grading',
    query.courseId ?? '',
    query.assignmentId ?? '',
    query.all === true ? 'all' : 'waiting',
    query.page,
    query.size,
    revision,
  ),
  load: () => getGradingQueue(query),
});

/** `revision` asks again after a save. */
export const submissionQuery = (submissionId: string, revision = 0): ApiQuery<Submission> => ({
  key: queryKey('submission', submissionId, revision),
  load: () => getSubmission(submissionId),
});
