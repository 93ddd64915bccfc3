import { USER_ID_PARAM } from '@/config/constants';
import type { FirstViewRequest } from '@/lib/http/earlyRequests';
import { DEFAULT_PAGE_SIZES } from '@/config/paging';
import { MY_COURSES_PATH } from '@/features/courses/myCourses';
import {
  chinaDay,
  recentWeeks,
  recordsChartRange,
  type DayRange,
} from '@/features/study-stats/studyStats';

/**
 * The API requests the first view of a screen makes, for the gate to start before the code
 * runs (docs/budgets.md "Returning visits"). Each must be spelt as the app asks for it (path and
 * query; the order of the query does not matter): `e2e/returningVisit.e2e.test.ts` fails on
 * any request made twice. Only for a visitor the guard lets through: `/`, or `/scenter` with
 * the stored user's `xh`.
 */
export interface FirstViewVisit {
  pathname: string;
  search: string;
  now: number;
  userId: string;
  /** The tab's cached weighting (`META_COURSE_WEIGHT__`): the app asks for none then. */
  weightCached: boolean;
}

const SHELL: FirstViewRequest[] = [
  { path: '/api/user/routers', outlivesScreen: true },
  { path: '/api/user/notifications?page=1&size=1&unread=true', outlivesScreen: true },
];
const screenRead = (path: string): FirstViewRequest => ({ path, outlivesScreen: false });

function localMonth(now: number): string {
  const date = new Date(now);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const statsOf = (range: DayRange) => `/api/user/stats?from=${range.from}&to=${range.to}`;
const firstPage = `page=1&size=${DEFAULT_PAGE_SIZES[0]}`;

export function firstViewRequestPaths(visit: FirstViewVisit): FirstViewRequest[] {
  const query = new URLSearchParams(visit.search);
  if (visit.pathname === '/') {
    return [
      ...SHELL,
      // The screen's largest part, which the gate draws from its answer (drawMyCourses).
      { path: MY_COURSES_PATH, outlivesScreen: false, drawnEarly: true },
      ...[
        `/api/user/calendar?month=${localMonth(visit.now)}`,
        '/api/user/notifications?page=1&size=5',
        ...(visit.weightCached ? [] : ['/api/user/course-weight']),
        statsOf(recentWeeks(chinaDay(visit.now))),
      ].map(screenRead),
    ];
  }
  if (visit.pathname !== '/scenter' || query.get(USER_ID_PARAM) !== visit.userId) return [];
  const tab = query.get('tab');
  // Only the plain first page of a tab: any other query (dates, a page, a filter) is the
  // screen's own business, and the shell's two reads are all that leave early.
  const plain = [...query.keys()].every((key) => key === USER_ID_PARAM || key === 'tab');
  if (!plain) return SHELL;
  if (tab === 'weight') {
    return [...SHELL, ...(visit.weightCached ? [] : [screenRead('/api/user/course-weight')])];
  }
  if (tab === 'records') {
    // The list's first page and its chart over the default range, as RecordsPanel asks.
    const chart = recordsChartRange(null, null, chinaDay(visit.now));
    return [...SHELL, screenRead(`/api/user/records?${firstPage}`), screenRead(statsOf(chart))];
  }
  if (tab === 'messages') {
    return [...SHELL, screenRead(`/api/user/notifications?${firstPage}`)];
  }
  return SHELL;
}
