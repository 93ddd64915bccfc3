import {
  courseLine,
  coursesAtAGlance,
  showAllLabel,
  type CourseLine,
  type MyCourse,
  COURSE_PROGRESS_FILL,
} from '@/features/courses/myCourses';

/** One course's line: a copy of the template's, with this course's words and bar. */
function fillLine(line: Element, course: CourseLine): Element {
  const [title, progress, lessons] = line.children;
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
  if (lessons) lessons.textContent = course.lessons;
  return line;
}

/**
 * 我的课程 in the signed-in frame from the gate's early answer, before the app's code has run
 * (docs/budgets.md "Returning visits"): a copy of the card's list from the frame's <template>
 * (CourseList's markup and classes), one line per course at a glance, in place of the card's
 * spinner. The app's first render then draws the same list over it. 查看全部 keeps its room but
 * shows with the app, which makes it work. An empty list, or a frame without the card or
 * template, is left to the app (its empty state, its placeholder).
 */
export function drawMyCourses(
  view: ParentNode,
  courses: readonly MyCourse[],
  userId: string | null = null,
): void {
  const template = view.querySelector('template[data-first-view-courses]');
  const titleRow = view.querySelector('#my-courses-heading')?.parentElement;
  if (!(template instanceof HTMLTemplateElement) || !titleRow || courses.length === 0) return;
  const drawn = template.content.cloneNode(true) as DocumentFragment;
  const list = drawn.querySelector('ul');
  const line = list?.firstElementChild;
  if (!list || !line) return;
  list.replaceChildren(
    ...coursesAtAGlance(courses).map((course) =>
      fillLine(line.cloneNode(true) as Element, courseLine(course, userId)),
    ),
  );
  list.setAttribute('data-first-view-drawn', '');
  const showAll = drawn.querySelector<HTMLElement>('button');
  const label = showAllLabel(courses);
  if (showAll && label === null) showAll.remove();
  if (showAll && label !== null) {
    showAll.textContent = label;
    showAll.tabIndex = -1;
    showAll.style.visibility = 'hidden';
  }
  while (titleRow.nextSibling) titleRow.nextSibling.remove();
  titleRow.after(drawn);
}

/** Whether the gate drew 我的课程 in the frame still on screen: the app's first render should then show the same list. */
export function firstViewDrewMyCourses(): boolean {
  return document.querySelector('[data-first-view-content] [data-first-view-drawn]') !== null;
}
