/**
 * 我的课程 without React or the HTTP client: what a course is, which are shown at a glance and
 * the words each line says. MyCoursesCard draws them, and the first-view gate (inline in
 * index.html) writes the same lines into the prerendered frame from its early answer
 * (docs/budgets.md "Returning visits"), so the two cannot say different things.
 */
import type { ApiRequest } from '@/api/apiRequest';
import { paths, withUserId } from '@/config/paths';

/** Where they are read: the card, and the gate's early read for `/`. */
export const MY_COURSES_PATH = '/api/user/courses';

/** `GET /api/user/courses`: 我的课程. */
export const myCoursesRequest: ApiRequest = { path: MY_COURSES_PATH };

/** A course of the signed-in user, with progress 0–100 (`GET /api/user/courses`). */
export interface MyCourse {
  id: string;
  title: string;
  /** 0–100. */
  progress: number;
  lessonsDone: number;
  lessonsTotal: number;
  term: string;
}

/** How many courses the dashboard shows before 查看全部 (docs/screens.md "Many courses"). */
export const COURSES_AT_A_GLANCE = 6;

/**
 * The class a course line's progress bar gives its fill: our own name, by which the gate sets
 * the fill in the prerendered copy of the line (drawMyCourses), never MUI's internal class.
 */
export const COURSE_PROGRESS_FILL = 'course-progress-fill';

function isMyCourse(raw: unknown): raw is MyCourse {
  if (typeof raw !== 'object' || raw === null) return false;
  const c = raw as Record<string, unknown>;
  return typeof c.id === 'string' && typeof c.title === 'string' && typeof c.progress === 'number';
}

/** The courses of an answer's `result`; what is not a course is left out. */
export function readMyCourses(result: unknown): MyCourse[] {
  if (!Array.isArray(result)) throw new Error('接口返回的课程列表格式不正确');
  return result.filter(isMyCourse);
}

/** What one course's line says. */
export interface CourseLine {
  title: string;
  /** The bar's fill, 0–100. */
  bar: number;
  percent: string;
  progressLabel: string;
  lessons: string;
  /** The course's page, for this user (design §7: every card line leads somewhere). */
  href: string;
}

export function courseLine(course: MyCourse, userId?: string | number | null): CourseLine {
  return {
    href: withUserId(paths.course(course.id), userId),
    title: course.title,
    bar: Math.min(100, Math.max(0, course.progress)),
    percent: `${course.progress}%`,
    progressLabel: `${course.title} 学习进度`,
    lessons: `已完成 ${course.lessonsDone}/${course.lessonsTotal} 课时 · ${course.term}`,
  };
}

/** The dashboard's first courses, before 查看全部. */
export const coursesAtAGlance = (courses: readonly MyCourse[]): readonly MyCourse[] =>
  courses.slice(0, COURSES_AT_A_GLANCE);

/** 查看全部's words, or null when every course is already shown. */
export function showAllLabel(courses: readonly MyCourse[]): string | null {
  return courses.length > COURSES_AT_A_GLANCE ? `查看全部 ${courses.length} 门课程` : null;
}
