import {
  coursesAtAGlance,
  showAllLabel,
  type CourseLine,
  COURSE_PROGRESS_FILL,
} from '@/components/dashboard/courseLines';
import { courseLine, readMyCourses } from '@/features/courses/myCourses';
import { readTeacherCourses, teachingLine } from '@/features/teaching/myTeaching';
import type { UserRole } from '@/lib/session/role';
import { FIRST_CARD_PENDING } from '@/components/dashboard/dashboardLayout';
import { DRAWN_ATTRIBUTE } from './firstViewDrawn';
import type { DrawEarlyAnswer } from './firstViewScreens';

/** One course's line: a copy of the template's, with this course's words and bar. */
function fillLine(line: Element, course: CourseLine): Element {
  const [title, progress, ...details] = line.children;
  if (title) title.textContent = course.title;
  // The title is the course page's link, as the app draws it (a plain navigation until then).
  title?.setAttribute('href', course.href);
  const bar = progress?.querySelector('[role="progressbar"]');
  bar?.setAttribute('aria-valuenow', String(course.bar));
  bar?.setAttribute('aria-label', course.progressLabel);
  // As LinearProgress sets it; through the CSSOM, which no style-src rule stops.
  const fill = bar?.querySelector<HTMLElement>(`.${COURSE_PROGRESS_FILL}`);
  if (fill) fill.style.transform = `translateX(${course.bar - 100}%)`;
  const percent = progress?.lastElementChild;
  if (percent) percent.textContent = course.percent;
  // The template has the most fact lines a role's line has; a line with fewer drops the rest.
  details.forEach((detail, index) => {
    const words = course.details[index];
    if (words === undefined) detail.remove();
    else detail.textContent = words;
  });
  return line;
}

/**
 * The first card (a teacher's 我的授课, a learner's 我的课程) in the signed-in frame from the
 * gate's early answer, before the app's code has run (docs/budgets.md "Returning visits"): a copy
 * of the card's list from the frame's <template> (CourseLineList's markup and classes), one line
 * per course at a glance, in place of the card's spinner. The app's first render then draws the
 * same list over it. 查看全部 keeps its room but shows with the app, which makes it work. The
 * cards below, unseen while the card waited (FIRST_CARD_PENDING), show where its lines put them.
 * An empty list, or a frame without the card or template, is left to the app (its empty state,
 * its placeholder, and the cards below until then).
 */
export function drawMyCourses(view: ParentNode, lines: readonly CourseLine[], label: string): void {
  const template = view.querySelector('template[data-first-view-courses]');
  const titleRow = view.querySelector('#my-courses-heading')?.parentElement;
  if (!(template instanceof HTMLTemplateElement) || !titleRow || lines.length === 0) return;
  const drawn = template.content.cloneNode(true) as DocumentFragment;
  const list = drawn.querySelector('ul');
  const line = list?.firstElementChild;
  if (!list || !line) return;
  list.replaceChildren(
    ...coursesAtAGlance(lines).map((course) => fillLine(line.cloneNode(true) as Element, course)),
  );
  list.setAttribute('aria-label', label);
  list.setAttribute(DRAWN_ATTRIBUTE, '');
  const showAll = drawn.querySelector<HTMLElement>('button');
  const more = showAllLabel(lines);
  if (showAll && more === null) showAll.remove();
  if (showAll && more !== null) {
    showAll.textContent = more;
    showAll.tabIndex = -1;
    showAll.style.visibility = 'hidden';
  }
  while (titleRow.nextSibling) titleRow.nextSibling.remove();
  titleRow.after(drawn);
  titleRow.closest(`[${FIRST_CARD_PENDING}]`)?.removeAttribute(FIRST_CARD_PENDING);
}

/** The first card's list, by whose dashboard it is (its name, as the card gives it). */
const FIRST_CARD_LIST: Record<UserRole, string> = { teacher: '我的授课', learner: '我的课程' };

/**
 * The drawer of the signed-in `/` (firstViewScreens.ts): the first card from its early answer's
 * `result`, as the card reads it, for the stored user.
 */
export const draw: DrawEarlyAnswer = (view, result, visit) => {
  const lines =
    visit.role === 'teacher'
      ? readTeacherCourses(result).map((course) => teachingLine(course, visit.userId, Date.now()))
      : readMyCourses(result).map((course) => courseLine(course, visit.userId));
  drawMyCourses(view, lines, FIRST_CARD_LIST[visit.role]);
};
