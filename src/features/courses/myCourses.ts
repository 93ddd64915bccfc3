/**
 * 我的课程 without React or the HTTP client: what a course is and the words each line says.
 * MyCoursesCard draws them, and the first-view gate (inline in index.html) writes the same lines
 * into the prerendered frame from its early answer (components/dashboard/courseLines).
 */
import type { ApiRequest } from '@/api/apiRequest';
import { paths, withUserId } from '@/config/paths';
import { barOf, type CourseLine } from '@/components/dashboard/courseLines';

/** Where they are read: the card, and the gate's early read for a learner's `/`. */
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

/** A learner's course line: their own progress and the lessons done of the term. */
export function courseLine(course: MyCourse, userId?: string | number | null): CourseLine {
  return {
    key: course.id,
    href: withUserId(paths.course(course.id), userId),
    title: course.title,
    bar: barOf(course.progress),
    percent: `${course.progress}%`,
    progressLabel: `${course.title} 学习进度`,
    details: [`已完成 ${course.lessonsDone}/${course.lessonsTotal} 课时 · ${course.term}`],
  };
}
