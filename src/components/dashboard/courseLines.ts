/**
 * A dashboard's first card, line by line, without React or the HTTP client: a learner's 我的课程
 * and a teacher's 我的授课 are the same list of course lines (a title linking to the course, a
 * progress bar, one or two lines of facts). The cards draw them (CourseLineList), and the
 * first-view gate (inline in index.html) writes the same lines into the prerendered frame from
 * its early answer (docs/budgets.md "Returning visits"), so the two cannot say different things.
 */

/** What one course's line says. */
export interface CourseLine {
  /** Unique in the list. */
  key: string;
  title: string;
  /** The course's page, for this user (design §7: every card line leads somewhere). */
  href: string;
  /** The bar's fill, 0–100. */
  bar: number;
  /** Beside the bar. */
  percent: string;
  /** The bar's accessible name. */
  progressLabel: string;
  /** The facts under the bar, one line each (at most COURSE_LINE_DETAILS). */
  details: string[];
}

/** The most fact lines a course line has: the frame's template holds this many. */
export const COURSE_LINE_DETAILS = 2;

/** How many courses a first card shows before 查看全部 (docs/screens.md "Many courses"). */
export const COURSES_AT_A_GLANCE = 6;

/**
 * The class a course line's progress bar gives its fill: our own name, by which the gate sets
 * the fill in the prerendered copy of the line (drawMyCourses), never MUI's internal class.
 */
export const COURSE_PROGRESS_FILL = 'course-progress-fill';

/** A progress bar's fill from a percentage the API gave, which may be out of range or absent. */
export const barOf = (percent: unknown): number =>
  typeof percent === 'number' && Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;

/** The first courses, before 查看全部. */
export const coursesAtAGlance = <T>(courses: readonly T[]): readonly T[] =>
  courses.slice(0, COURSES_AT_A_GLANCE);

/** 查看全部's words, or null when every course is already shown. */
export function showAllLabel(courses: readonly unknown[]): string | null {
  return courses.length > COURSES_AT_A_GLANCE ? `查看全部 ${courses.length} 门课程` : null;
}
