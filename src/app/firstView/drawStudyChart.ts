import { recordsChartFigure } from '@/features/study-stats/recordsChartFigure';
import { readStudyStats } from '@/features/study-stats/studyStatsAnswer';
import { chinaDay, recordsChartRange } from '@/features/study-stats/studyStats';
import { DRAWN_ATTRIBUTE } from './firstViewDrawn';
import type { DrawEarlyAnswer } from './firstViewScreens';

/**
 * The drawer of a bookmarked 学习记录 (firstViewScreens.ts): its chart's title and the sentence
 * that says what it shows (the screen's largest paint) from the early answer, in place of the
 * chart's spinner, before the app's code has run (docs/budgets.md "学习记录 drawn from its early
 * answer"). A copy of the frame's <template> of the figure (MinutesBarChart's markup, its bars'
 * room as the app keeps it until the charts' chunk is in); the app's first render then draws the
 * same figure over it. 表格 keeps its room but shows with the app, which makes it work. An
 * answer of another shape, no study at all (the app's one line, not a figure) or a frame without
 * the chart's room are left to the app.
 */
export const draw: DrawEarlyAnswer = (view, result, visit) => {
  const stats = readStudyStats(result);
  const area = view.querySelector('[data-records-chart]');
  const template = view.querySelector('template[data-first-view-chart]');
  if (!stats || stats.totalMinutes === 0 || !area || !(template instanceof HTMLTemplateElement)) {
    return;
  }
  const today = chinaDay(visit.now);
  // The range the gate read: the plain tab's, as its early read (firstViewScreens.ts).
  const figure = recordsChartFigure(stats, recordsChartRange(null, null, today), today);
  const drawn = template.content.cloneNode(true) as DocumentFragment;
  const chart = drawn.querySelector('figure');
  const title = drawn.getElementById(chart?.getAttribute('aria-labelledby') ?? '');
  const summary = drawn.getElementById(chart?.getAttribute('aria-describedby') ?? '');
  const asTable = chart?.querySelector<HTMLElement>('button');
  if (!chart || !title || !summary || !asTable) return;
  title.textContent = figure.title;
  summary.textContent = figure.summary;
  asTable.setAttribute('aria-label', `表格（${figure.title}）`);
  asTable.tabIndex = -1;
  asTable.style.visibility = 'hidden';
  chart.setAttribute(DRAWN_ATTRIBUTE, '');
  area.replaceChildren(drawn);
};
