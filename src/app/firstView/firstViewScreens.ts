import { DEFAULT_PAGE_SIZES } from '@/config/paging';
import { HOME_PAGE_NAME, USER_CENTER_PAGE_NAME } from '@/lib/pageTitle';
import type { ApiRequest } from '@/api/apiRequest';
import { routersRequest } from '@/api/navigationRequest';
import { myCoursesRequest } from '@/features/courses/myCourses';
import { calendarRequest } from '@/features/calendar/calendarRequest';
import {
  notificationsRequest,
  unreadCountRequest,
} from '@/features/notifications/notificationsRequest';
import { courseWeightRequest } from '@/features/course-weighting/courseWeightRequest';
import { lessonsRequest } from '@/features/lessons/lessonsRequest';
import { assignmentsRequest } from '@/features/assignments/assignmentsRequest';
import type { UserRole } from '@/lib/session/role';
import { statsRequest } from '@/features/study-stats/statsRequest';
import { teacherCoursesRequest } from '@/features/teaching/teacherCoursesRequest';
import { PENDING_GRADING, gradingQueueRequest } from '@/features/teaching/gradingQueueRequest';
import { monthsOf, rangeOf } from '@/features/calendar/timetable';
import { FIRST_RECORDS_PAGE, recordsRequest } from '@/features/records/recordsRequest';
import { plainTabOf } from '@/app/pages/userCenterTabs';
import { chinaDay, recentWeeks, recordsChartRange } from '@/features/study-stats/studyStats';

/**
 * The screens the built index.html paints before the app's code has run (docs/budgets.md
 * "Returning visits", docs/architecture.md "The first-view registry"). Each is declared here
 * once; the inline gate (which view a visitor may see, the tab's title, the reads it sends early,
 * the code it preloads), the build (the frame it prerenders, the chunks it lists) and the tests
 * all read this list. To add a screen: one entry, and its frame component.
 *
 * No React and no HTTP client: the gate is built from this module into index.html.
 */
export interface FirstViewVisit {
  pathname: string;
  search: string;
  now: number;
  /** The stored user's id, when a session is stored. */
  userId: string | null;
  /** The tab's cached weighting (`META_COURSE_WEIGHT__`): the app asks for none then. */
  weightCached: boolean;
  /** Whose dashboard the stored user sees (`META_TYPE__`, design §7 "By role"). */
  role: UserRole;
}

/**
 * Draws an early read's answer (its `result`, a plain success) into the visitor's frame, before
 * the app's code has run: the one export of a drawer module.
 */
export type DrawEarlyAnswer = (view: Element, result: unknown, visit: FirstViewVisit) => void;

/**
 * The drawer modules, by their source. Each is built into a small script of its own beside the
 * gate (scripts/prerender/firstViewPlugin.ts; a source that does not exist fails the build),
 * which the gate loads only for a visit that reads what it draws: the gate itself is the JS the
 * signed-out page runs before it answers input, at most 10 kB (design §11).
 */
export const EARLY_DRAWERS = {
  /** The signed-in `/`'s first card, 我的授课 or 我的课程 (its largest part). */
  myCourses: 'src/app/firstView/drawMyCourses.ts',
  /** 学习记录's chart title and sentence (its largest part). */
  studyChart: 'src/app/firstView/drawStudyChart.ts',
} as const;

export type EarlyDrawer = (typeof EARLY_DRAWERS)[keyof typeof EARLY_DRAWERS];

/** A read the first view makes, as its feature spells it, and the drawer of its answer, if any. */
export interface FirstViewRead {
  request: ApiRequest;
  drawnBy?: EarlyDrawer;
}

export interface FirstViewScreen {
  /** The prerendered view (`data-first-view-content`); also the key of its code in the build. */
  view: string;
  /** The route, as the address's path. */
  path: string;
  /** The page's name in the tab's title ("[page] – [config title]"). */
  pageName: string;
  /** The API reads of its first view, sent early with the stored token; none when signed out. */
  reads(visit: FirstViewVisit): FirstViewRead[];
  /**
   * Its code, as source modules (each must be a chunk of the build, or the build fails):
   * `first` paints its largest part, `later` the rest of its first view, `tabs` by `?tab=`;
   * `next`, what the page loads as soon as the app has taken over, is asked for once the entry
   * has run: it would share the bandwidth with the entry before, and left to the app, Vite's
   * helper inserts its preload links in one task (~20 links, 20–45 ms on a slow phone).
   */
  code: { first: string[]; later: string[]; next?: string[]; tabs?: Record<string, string[]> };
  /**
   * What the build renders for it, through the real route table: at `url`, signed in or not
   * (also who sees it: a stored session or none), with `component` (a module and its export) in
   * place of the route's own page, and 我的课程's line template when that card is drawn from its
   * early answer.
   */
  frame: {
    url: string;
    signedIn: boolean;
    component?: { module: string; name: string };
    coursesTemplate?: boolean;
  };
}

/** Set by the inline gate's build (scripts/prerender/firstViewPlugin.ts). */
declare const __FIRST_VIEW_GATE__: true | undefined;

/**
 * An entry's build-time facts (its code lists): the gate does not carry them, since it gets
 * each view's chunks from the build, and they were 0.2 kB of its 10 kB budget (design §11).
 */
function buildTime(code: () => FirstViewScreen['code']): FirstViewScreen['code'] {
  return typeof __FIRST_VIEW_GATE__ === 'undefined' ? code() : { first: [], later: [] };
}

const SHELL_READS: FirstViewRead[] = [{ request: routersRequest }, { request: unreadCountRequest }];

const CONTROLS = 'src/app/shell/SignedInControls.tsx';

/** The date picker, loaded beside the screens that show one (components/dates/LazyDatePicker). */
const DATE_PICKER = 'src/components/dates/ChineseDatePicker.tsx';

const USER_CENTER_TABS: Record<string, string[]> = {
  records: [
    'src/features/records/RecordsPanel.tsx',
    'src/features/study-stats/RecordsStudyChart.tsx',
  ],
  weight: ['src/features/course-weighting/CourseWeightPanel.tsx'],
  messages: ['src/features/notifications/MessagesPanel.tsx'],
};

const read = (request: ApiRequest): FirstViewRead => ({ request });

/**
 * The timetable as it opens (TeachingCalendarCard): this week's lessons, and the 教学日历 of
 * each month the week touches.
 */
function openingWeekReads(now: number): FirstViewRead[] {
  const { from, to } = rangeOf('week', chinaDay(now));
  return [
    read(lessonsRequest(from, to)),
    ...monthsOf(from, to).map((month) => read(calendarRequest(month))),
  ];
}

export const FIRST_VIEW_SCREENS: readonly FirstViewScreen[] = [
  {
    view: 'signed-out',
    path: '/',
    pageName: HOME_PAGE_NAME,
    reads: () => [],
    // The page the app takes over with, and the catalogue's results, which it loads next.
    code: buildTime(() => ({
      first: ['src/app/pages/MainPage.tsx'],
      later: [],
      next: ['src/features/catalogue/CatalogueResults.tsx'],
    })),
    frame: { url: '/', signedIn: false },
  },
  {
    view: 'signed-in',
    path: '/',
    pageName: HOME_PAGE_NAME,
    reads: (visit) => [
      ...SHELL_READS,
      // The screen's largest part, drawn from its answer before the app's code: a teacher's
      // 我的授课 (whose answer 教学统计 reads too), a learner's 我的课程.
      {
        request: visit.role === 'teacher' ? teacherCoursesRequest : myCoursesRequest,
        drawnBy: EARLY_DRAWERS.myCourses,
      },
      // The role's own card: a teacher's 今日课程 with its 待批改, a learner's 近期作业.
      ...(visit.role === 'teacher'
        ? [
            read(lessonsRequest(chinaDay(visit.now), chinaDay(visit.now))),
            read(gradingQueueRequest(PENDING_GRADING)),
          ]
        : [read(assignmentsRequest())]),
      ...openingWeekReads(visit.now),
      read(notificationsRequest({ page: 1, size: 5 })),
      // A learner's 学习统计 (a teacher's 教学统计 has its answer already: 我的授课's).
      ...(visit.role === 'teacher' ? [] : [read(statsRequest(recentWeeks(chinaDay(visit.now))))]),
    ],
    // The charts (教学统计's or 学习统计's bars, below the fold on a phone) are in neither: they
    // load once the cards above them have painted.
    code: buildTime(() => ({
      first: ['src/app/pages/MainPage.tsx', 'src/app/pages/dashboard/Dashboard.tsx'],
      later: [
        // Both roles' own card: one list per screen, and each is a few kilobytes.
        'src/features/lessons/TodayLessonsCard.tsx',
        // A teacher's 待批改, inside 今日课程: its read leaves early, and its code with the page.
        'src/features/teaching/PendingGradingSummary.tsx',
        'src/features/assignments/DueAssignmentsCard.tsx',
        'src/features/calendar/TeachingCalendarCard.tsx',
        'src/features/notifications/LatestNotificationsCard.tsx',
        // Both roles' statistics, as their own cards above.
        'src/features/study-stats/StudyStatsCard.tsx',
        'src/app/pages/dashboard/DashboardTeachingStats.tsx',
        CONTROLS,
      ],
    })),
    frame: { url: '/', signedIn: true, coursesTemplate: true },
  },
  {
    view: 'user-centre',
    path: '/scenter',
    pageName: USER_CENTER_PAGE_NAME,
    reads: (visit) => {
      // Only the plain first page of a tab: any other query (dates, a page, a filter) is the
      // screen's own business, and the shell's two reads are all that leave early.
      const tab = plainTabOf(visit.search);
      const firstPage = { page: 1, size: DEFAULT_PAGE_SIZES[0] };
      if (tab === 'weight') {
        return [...SHELL_READS, ...(visit.weightCached ? [] : [read(courseWeightRequest)])];
      }
      if (tab === 'records') {
        // The list's first page and its chart over the default range, as RecordsPanel asks;
        // the chart's title and sentence (the screen's largest part) drawn from its answer.
        const chart = recordsChartRange(null, null, chinaDay(visit.now));
        return [
          ...SHELL_READS,
          read(recordsRequest(FIRST_RECORDS_PAGE)),
          { request: statsRequest(chart), drawnBy: EARLY_DRAWERS.studyChart },
        ];
      }
      if (tab === 'messages') return [...SHELL_READS, read(notificationsRequest(firstPage))];
      return SHELL_READS;
    },
    code: buildTime(() => ({
      first: ['src/app/pages/UserCenterPage.tsx'],
      // 学习记录's date pickers last: the tab paints its chart and list without them (their
      // fields show placeholders of the same size), and they are the largest part of its code.
      later: [CONTROLS, ...Object.values(USER_CENTER_TABS).flat(), DATE_PICKER],
      tabs: USER_CENTER_TABS,
    })),
    frame: {
      url: '/scenter?xh=user',
      signedIn: true,
      component: { module: 'src/app/pages/UserCenterFrame.tsx', name: 'UserCenterFrame' },
    },
  },
];

/**
 * `/login?code=…`, the identity provider's return: no frame (the app paints it), but the
 * exchange's code is not on the signed-out page the visitor left, so it is asked for with the
 * entry, not once the route has run (~150 ms of start-up later, docs/budgets.md). Only that
 * small chunk: the signed-in screen's code, preloaded too, competed with the exchange for the
 * CPU and came later (measured, docs/budgets.md "Tried, measured, and dropped").
 */
export const SIGN_IN_RETURN = {
  /** The key of its code in the build's chunk lists, beside the screens' views. */
  view: 'sign-in-return',
  code: buildTime(() => ({ first: ['src/lib/auth/completeSignIn.ts'], later: [] })),
} as const;

/**
 * The screen a visit sees first, if any: the entry for its path whose frame is for a stored
 * session or for none, as the visitor has. Only for a visit the route guard lets through
 * (`guardedVisit` in firstViewGate.ts): who may see a screen is the guard's one rule.
 */
export function firstViewScreen(
  visit: FirstViewVisit,
  screens: readonly FirstViewScreen[] = FIRST_VIEW_SCREENS,
): FirstViewScreen | null {
  const signedIn = visit.userId !== null;
  return (
    screens.find(
      (screen) => screen.path === visit.pathname && screen.frame.signedIn === signedIn,
    ) ?? null
  );
}
