import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { student, teacher } from '@mocks/fixtures/users';
import { localStore, sessionStore } from '@/lib/storage';
import { rereadSession } from '@/lib/session/session';
import { STORAGE_KEYS } from '@/config/constants';
import { setToken } from '@/lib/session/token';
import { abortPageRequests, abortScreenRequests } from '@/lib/http/pageRequests';
import { forgetEarlyRequests } from '@/lib/http/earlyRequests';
import { forgetRequestSlots } from '@/lib/http/requestSlots';
import { startFirstViewGate } from './firstViewGate';
import { teachingLine, type TeacherCourse } from '@/features/teaching/myTeaching';
import { firstViewContent, gateCss, packChunks, type FirstViewMarkup } from './firstViewMarkup';
import { EARLY_DRAWERS, FIRST_VIEW_SCREENS, type FirstViewScreen } from './firstViewScreens';
import { DRAWN_ATTRIBUTE } from './firstViewDrawn';
import { FIRST_CARD_PENDING } from '@/components/dashboard/dashboardLayout';
import { screenChunks } from '../../../scripts/prerender/firstViewChunks';
import { renderFirstView } from './renderFirstView';
import { recordsChartFigure } from '@/features/study-stats/recordsChartFigure';
import { chinaDay, dailyMinutes, recordsChartRange } from '@/features/study-stats/studyStats';
import type { StudyStats } from '@/features/study-stats/studyStatsAnswer';
import { TEST_NOW } from '@/testing/renderApp';
import { servedConfigMarkup } from '@/config/servedConfig';
import { applyIncludes } from '../../../scripts/support/serverSideIncludes.mjs';

/**
 * The gate as the built page runs it (firstViewGate.entry.ts), in a DOM, with `fetch` standing
 * in for the network: which requests leave, where to, with what, how many at once, and when
 * they give up (design §3 "Requests made before the app's code runs").
 */
interface Sent {
  url: string;
  authorization: string | null;
  signal: AbortSignal | null;
  answer(body: unknown, status?: number): void;
}

let sent: Sent[];
/** How many times the page asked for app-config.json. */
let configFetches: number;

/** A teacher's courses as `/api/teacher/courses` answers: seven, one more than at a glance. */
const TAUGHT: TeacherCourse[] = Array.from({ length: 7 }, (_, i) => ({
  courseId: `c-${i + 1}`,
  courseName: i === 0 ? '高等数学 A（上）' : `课程 ${i + 1}`,
  term: '2026-2027 学年第一学期',
  classNames: i === 0 ? ['计算机 2401 班', '计算机 2402 班'] : [`${2401 + i} 班`],
  studentCount: i === 0 ? 86 : 30 + i,
  averageProgress: 10 + i * 12,
  pendingGrading: i === 0 ? 42 : 0,
  nextLesson: i === 0 ? { start: '2026-09-10T00:00:00Z', room: '教学楼 A201' } : null,
}));
let config: unknown;

function apiSent(): Sent[] {
  return sent.filter((request) => request.url.includes('/api/'));
}

/** Lets every promise the gate chained run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

beforeEach(() => {
  // The reads depend on the day: a week across the turn of a month reads two months of
  // 教学日历 (a real clock failed these from 00:00 China time on 2026-11-30, a Monday).
  vi.setSystemTime(TEST_NOW);
  sent = [];
  configFetches = 0;
  config = { apiBase: '' };
  window.history.replaceState(null, '', '/');
  setToken('t-1');
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(teacher));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('app-config.json')) {
      configFetches += 1;
      return Promise.resolve(
        config === 404
          ? new Response('', { status: 404 })
          : new Response(JSON.stringify(config), { status: 200 }),
      );
    }
    // The API: answered by hand, or never (a hanging API).
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? null;
      signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      sent.push({
        url,
        authorization: new Headers(init.headers).get('Authorization'),
        signal,
        answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
      });
    });
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as { __FIRST_VIEW_CHUNKS__?: unknown }).__FIRST_VIEW_CHUNKS__;
  delete (globalThis as { __FIRST_VIEW_DRAWERS__?: unknown }).__FIRST_VIEW_DRAWERS__;
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  abortPageRequests();
  forgetEarlyRequests();
  forgetRequestSlots();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-first-view');
  document.documentElement.removeAttribute('data-first-view-for');
});

describe('the gate’s early reads keep the HTTP client’s contracts', () => {
  it('send the token only to the API the current config names, never a remembered one', async () => {
    window.localStorage.setItem('META_API_BASE__', JSON.stringify('//evil.example'));
    config = { apiBase: 'https://api.example.edu.cn' };
    startFirstViewGate();
    await settle();
    expect(apiSent().length).toBeGreaterThan(0);
    for (const request of apiSent()) {
      expect(request.url.startsWith('https://api.example.edu.cn/api/')).toBe(true);
      expect(request.authorization).toBe('Bearer t-1');
    }
    expect(sent.some((request) => request.url.includes('evil.example'))).toBe(false);
  });

  it('send nothing before the config is in, and nothing at all when it fails', async () => {
    config = 404;
    startFirstViewGate();
    await settle();
    expect(apiSent()).toEqual([]);
  });

  it('send nothing in demo mode: the mock API is the app’s service worker, not started yet', async () => {
    config = { apiBase: '', demo: true };
    startFirstViewGate();
    await settle();
    expect(apiSent()).toEqual([]);
  });

  it('go four at a time, in the page’s slots the app shares, 我的授课 first', async () => {
    startFirstViewGate();
    await settle();
    expect(apiSent().map((request) => request.url)).toEqual([
      '/api/teacher/courses',
      '/api/user/routers',
      '/api/user/notifications?page=1&size=1&unread=true',
      expect.stringMatching(/^\/api\/user\/lessons\?from=/),
    ]);
    expect(window.__requestSlots?.active).toBe(4);
    // 待批改, the timetable's week and month, 最新消息.
    expect(window.__requestSlots?.waiting).toBe(4);
    apiSent()[0]?.answer({ code: 200, result: [] });
    await settle();
    expect(apiSent()).toHaveLength(5);
    expect(apiSent()[4]?.url).toBe('/api/teacher/grading?page=1&size=3');
    expect(window.__requestSlots?.active).toBe(4);
    expect(window.__requestSlots?.waiting).toBe(3);
  });

  it('give up after the app’s 50 s timeout, each counted from when it left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: TEST_NOW });
    startFirstViewGate();
    await settle();
    // A teacher's (the default type) courses for 我的授课, first in line.
    const first = window.__earlyRequests?.find((r) => r.url === '/api/teacher/courses');
    // The last in line: 最新消息.
    const queued = window.__earlyRequests?.find(
      (r) => r.url === '/api/user/notifications?page=1&size=5',
    );
    vi.advanceTimersByTime(49_999);
    await settle();
    expect(apiSent().every((request) => request.signal?.aborted === false)).toBe(true);
    vi.advanceTimersByTime(1);
    await settle();
    await expect(first?.response).resolves.toBe('timeout');
    // The four that waited for a slot leave now, with 50 s of their own.
    expect(apiSent()).toHaveLength(8);
    vi.advanceTimersByTime(50_000);
    await settle();
    await expect(queued?.response).resolves.toBe('timeout');
    expect(window.__requestSlots?.active).toBe(0);
  });

  it('end with the screen: those under way and those still waiting for a slot', async () => {
    startFirstViewGate();
    await settle();
    const screenReads = (window.__earlyRequests ?? []).filter((r) => !r.outlivesScreen);
    abortScreenRequests();
    await settle();
    for (const read of screenReads) await expect(read.response).resolves.toBeNull();
    // The shell's two outlive the screen; nothing else holds a slot or waits for one.
    expect(window.__earlyRequests?.map((r) => r.url)).toEqual([
      '/api/user/routers',
      '/api/user/notifications?page=1&size=1&unread=true',
    ]);
    expect(window.__requestSlots?.active).toBe(2);
    expect(window.__requestSlots?.waiting).toBe(0);
  });
});

describe('the config nginx wrote into the page (docs/deploy.md)', () => {
  /** The head as served: the build's markup, with what the server put in its data block. */
  function servedHead(included: string | null): void {
    // Without the preload, which happy-dom would send to a server that is not there.
    const page = servedConfigMarkup().replace(/<link [^>]*>/, '');
    document.head.insertAdjacentHTML(
      'afterbegin',
      included === null
        ? page
        : applyIncludes(page, (path) => (path === '/app-config.json' ? included : null)),
    );
  }

  afterEach(() => {
    document.head.querySelector('[data-served-config]')?.remove();
  });

  it('is read from the page: no request for the file, and the reads go where it says', async () => {
    servedHead(JSON.stringify({ apiBase: 'https://api.example.edu.cn' }));
    config = 404;
    startFirstViewGate();
    await settle();
    expect(configFetches).toBe(0);
    expect(apiSent().length).toBeGreaterThan(0);
    expect(apiSent().every((r) => r.url.startsWith('https://api.example.edu.cn/api/'))).toBe(true);
    // The app takes the same answer (src/app/start/readConfig.ts).
    const answer = await window.__appConfigRequest;
    await expect(answer?.json()).resolves.toEqual({ apiBase: 'https://api.example.edu.cn' });
  });

  it.each([
    ['a server without includes left the directive', null],
    ['the include failed (no file): an empty block', ''],
    ['a value closed the element early: not JSON', '{"title": "课表'],
  ])('is asked for when %s', async (_, included) => {
    servedHead(included);
    startFirstViewGate();
    await settle();
    expect(configFetches).toBe(1);
    expect(apiSent().length).toBeGreaterThan(0);
  });
});

describe('the gate’s work on the built page', () => {
  let markup: FirstViewMarkup;

  beforeAll(async () => {
    // The very markup the build writes into index.html.
    markup = await renderFirstView();
    // The render ran on storage of its own: the tests' visitor uses the page's.
    localStore.reset();
    sessionStore.reset();
    rereadSession();
  });

  /** The built page as the browser has it once the parser has passed the views. */
  function openBuiltPage(address: string): void {
    window.history.replaceState(null, '', address);
    document.body.innerHTML = `<div id="app">${firstViewContent(markup)}</div>`;
  }

  const views = () =>
    [...document.querySelectorAll('[data-first-view-content]')].map((view) =>
      view.getAttribute('data-first-view-content'),
    );

  it('keeps only the visitor’s view, and shows it with the configured title and the stored user', async () => {
    config = { apiBase: '', title: '华东示范大学智慧学习平台' };
    openBuiltPage('/scenter?xh=T2024001&tab=profile');
    startFirstViewGate();
    window.__firstViewParsed?.();
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-first-view')).toBe('shown'),
    );
    expect(document.documentElement.getAttribute('data-first-view-for')).toBe('user-centre');
    expect(views()).toEqual(['user-centre']);
    expect(document.title).toBe('个人中心 – 华东示范大学智慧学习平台');
    expect(document.querySelector('[data-app-title]')?.textContent).toBe(
      '华东示范大学智慧学习平台',
    );
    expect(document.querySelector('[data-user-name]')?.textContent).toBe('张明华');
    expect(document.querySelector('[data-user-type]')?.textContent).toBe('教师');
    // 个人资料's lines, from storage, in the panel's own markup.
    const rows = [...document.querySelectorAll('[data-first-view-profile] dl > *')].map(
      (row) => row.textContent,
    );
    expect(rows.join(' ')).toContain('信息工程学院');
    expect(rows.join(' ')).toContain('zhangminghua@example.edu.cn');
  });

  it('greets the stored user on /, and draws 我的授课 from the early answer before any code', async () => {
    openBuiltPage('/');
    startFirstViewGate();
    window.__firstViewParsed?.();
    await vi.waitFor(() => expect(apiSent().length).toBeGreaterThan(0));
    expect(views()).toEqual(['signed-in']);
    expect(document.querySelector('[data-greeting]')?.textContent).toBe('你好，张明华');
    // Until 我的授课 is drawn, the cards below it are held back, unseen in their places.
    const grid = document.querySelector(`[${FIRST_CARD_PENDING}]`);
    expect(grid?.querySelector('#my-courses-heading')).not.toBeNull();
    apiSent()
      .find((request) => request.url === '/api/teacher/courses')
      ?.answer({ code: 200, result: TAUGHT });
    const list = await vi.waitFor(() => {
      const drawn = document.querySelector('[data-first-view-drawn]');
      if (!drawn) throw new Error('我的授课 not drawn yet');
      return drawn;
    });
    expect(list.getAttribute('aria-label')).toBe('我的授课');
    // Drawn: the cards below show where its lines put them.
    expect(grid?.hasAttribute(FIRST_CARD_PENDING)).toBe(false);
    const lines = [...list.querySelectorAll('li')];
    const expected = TAUGHT.slice(0, 6).map((course) =>
      teachingLine(course, 'T2024001', Date.now()),
    );
    expect(lines.map((line) => line.firstElementChild?.textContent)).toEqual(
      expected.map((line) => line.title),
    );
    // Each title is its course page's link already, for the stored user.
    expect(lines.map((line) => line.firstElementChild?.getAttribute('href'))).toEqual(
      TAUGHT.slice(0, 6).map((course) => `/course/${course.courseId}?xh=T2024001`),
    );
    // Each bar's fill, set through our own class, not MUI's.
    const fills = lines.map(
      (line) => line.querySelector<HTMLElement>('.course-progress-fill')?.style.transform,
    );
    expect(fills).toEqual(expected.map((line) => `translateX(${line.bar - 100}%)`));
    // Both fact lines: who is taught, then what waits and what comes next.
    expect(
      lines.map((line) => [...line.querySelectorAll('p')].slice(1).map((p) => p.textContent)),
    ).toEqual(expected.map((line) => line.details));
    expect(lines[0]?.textContent).toContain('计算机 2401 班、计算机 2402 班 · 86 名学生');
    // The year only when the lesson is not this year's (docs/chinese-style.md).
    expect(lines[0]?.textContent).toMatch(
      /待批改 42 份 · 下次课 (2026年)?9月10日 08:00 · 教学楼 A201/,
    );
    // 查看全部 keeps its room (seven courses), shown with the app.
    expect(
      document.querySelector<HTMLElement>('button[aria-controls="my-courses-list"]')?.textContent,
    ).toBe('查看全部 7 门课程');
  });

  it('gives a stored learner the learner’s card title and reads 近期作业, not 今日课程', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(student));
    window.localStorage.setItem(STORAGE_KEYS.userType, JSON.stringify('student'));
    try {
      openBuiltPage('/');
      const titles = () => [...document.querySelectorAll('h2')].map((h) => h.textContent);
      // The frame is a teacher's (the default type) until the gate has read the stored user.
      expect(titles()).toContain('今日课程');
      startFirstViewGate();
      window.__firstViewParsed?.();
      await vi.waitFor(() => expect(apiSent().length).toBeGreaterThan(3));
      expect(document.querySelector('[data-greeting]')?.textContent).toBe('你好，李晓雨');
      expect(titles()).toContain('近期作业');
      expect(titles()).not.toContain('今日课程');
      // 近期作业's loading box takes the room of its lines, as on the app's learner dashboard.
      expect(
        document.querySelector('[data-first-view-content]')?.hasAttribute('data-learner-dashboard'),
      ).toBe(true);
      // Their own courses first, 我的课程, in place of the courses a teacher teaches.
      expect(titles()).toContain('我的课程');
      expect(titles()).not.toContain('我的授课');
      const urls = window.__earlyRequests?.map((r) => r.url) ?? [];
      expect(urls[0]).toBe('/api/user/courses');
      expect(urls).not.toContain('/api/teacher/courses');
      expect(urls).toContain('/api/user/assignments');
      // Neither 今日课程's one day nor 待批改: the timetable's week is everyone's.
      expect(urls.some((url) => /^\/api\/user\/lessons\?from=([-\d]+)&to=\1$/.test(url))).toBe(
        false,
      );
      expect(urls.some((url) => url.startsWith('/api/teacher/grading'))).toBe(false);
      expect(urls.some((url) => url.startsWith('/api/user/lessons'))).toBe(true);
    } finally {
      window.localStorage.removeItem(STORAGE_KEYS.userType);
    }
  });

  it('leaves 我的授课 to the app when the answer is not a plain success', async () => {
    openBuiltPage('/');
    startFirstViewGate();
    window.__firstViewParsed?.();
    await vi.waitFor(() => expect(apiSent().length).toBeGreaterThan(0));
    apiSent()
      .find((request) => request.url === '/api/teacher/courses')
      ?.answer({ code: 401 }, 401);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('[data-first-view-drawn]')).toBeNull();
    // The cards below stay held back: the app decides, with the card it draws.
    expect(document.querySelector(`[${FIRST_CARD_PENDING}] #my-courses-heading`)).not.toBeNull();
  });

  it('lets the app start once the view it kept has been painted, not while the page downloads', async () => {
    config = { apiBase: '' };
    openBuiltPage('/');
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    startFirstViewGate();
    let started = false;
    void window.__firstViewShown?.then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false); // the page is not parsed yet: nothing was shown
    window.__firstViewParsed?.();
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-first-view')).toBe('shown'),
    );
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false); // shown, but its frame has not been painted
    frames[0]?.(performance.now());
    await vi.waitFor(() => expect(started).toBe(true));
  });

  it('asks for the screen’s code with the page: its first view, the tab in the address, the rest', async () => {
    (globalThis as { __FIRST_VIEW_CHUNKS__?: unknown }).__FIRST_VIEW_CHUNKS__ = packChunks(
      {
        'signed-in': { first: ['/assets/MainPage.js'], later: ['/assets/Calendar.js'] },
        'user-centre': {
          first: ['/assets/UserCenterPage.js'],
          later: ['/assets/RecordsPanel.js', '/assets/MessagesPanel.js', '/assets/Controls.js'],
          tabs: { records: ['/assets/RecordsPanel.js'], messages: ['/assets/MessagesPanel.js'] },
        },
      },
      '/assets/',
    );
    openBuiltPage('/scenter?xh=T2024001&tab=messages');
    startFirstViewGate();
    // Not while the page still downloads: once its first view is shown.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    window.__firstViewParsed?.();
    await vi.waitFor(() =>
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4),
    );
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/UserCenterPage.js',
      '/assets/MessagesPanel.js',
      '/assets/RecordsPanel.js',
      '/assets/Controls.js',
    ]);
  });

  it('asks for the signed-out page’s code too, and what it loads next once the entry has run', async () => {
    (globalThis as { __FIRST_VIEW_CHUNKS__?: unknown }).__FIRST_VIEW_CHUNKS__ = packChunks(
      {
        'signed-out': {
          first: ['/assets/MainPage.js', '/assets/Skeleton.js'],
          later: [],
          next: ['/assets/CatalogueResults.js'],
        },
        'signed-in': { first: ['/assets/MainPage.js', '/assets/Dashboard.js'], later: [] },
      },
      '/assets/',
    );
    window.localStorage.removeItem(STORAGE_KEYS.token);
    rereadSession();
    // The page as the gate finds it: still being parsed, the entry (a deferred module) not run.
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    openBuiltPage('/');
    startFirstViewGate();
    window.__firstViewParsed?.();
    const preloaded = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    await vi.waitFor(() => expect(preloaded()).toHaveLength(2));
    expect(document.documentElement.getAttribute('data-first-view-for')).toBe('signed-out');
    expect(preloaded()).toEqual(['/assets/MainPage.js', '/assets/Skeleton.js']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toHaveLength(2);
    // DOMContentLoaded: the deferred entry has been evaluated.
    parsing.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(preloaded()).toHaveLength(3));
    expect(preloaded()[2]).toBe('/assets/CatalogueResults.js');
    expect(apiSent()).toEqual([]);
  });

  it.each([
    ['/login?code=the-code&state=the-state', ['/assets/completeSignIn.js']],
    // The same address as the route guard reads it (isLoginPath, a code that is not empty).
    ['/login/?code=the-code&state=the-state', ['/assets/completeSignIn.js']],
    ['/login?code=&state=the-state', []],
    ['/login?error=access_denied&state=the-state', []],
    ['/login', []],
  ])(
    'at %s asks for the exchange’s code with the page, and for nothing else',
    async (address, expected) => {
      (globalThis as { __FIRST_VIEW_CHUNKS__?: unknown }).__FIRST_VIEW_CHUNKS__ = packChunks(
        {
          'signed-in': { first: ['/assets/MainPage.js', '/assets/Dashboard.js'], later: [] },
          'sign-in-return': { first: ['/assets/completeSignIn.js'], later: [] },
        },
        '/assets/',
      );
      openBuiltPage(address);
      startFirstViewGate();
      window.__firstViewParsed?.();
      await vi.waitFor(() =>
        expect(document.documentElement.getAttribute('data-first-view')).toBe('hidden'),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const preloaded = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      ];
      expect(preloaded.map((link) => new URL(link.href).pathname)).toEqual(expected);
      // No frame, and no request with the stored token: the exchange is the app's.
      expect(views()).toEqual([]);
      expect(apiSent()).toEqual([]);
    },
  );

  it('inserts the preloads three per task, each batch in a task of its own', async () => {
    // A link costs a slow phone 1–5 ms: eight of the page's and eight of `next` in one task made
    // a long task of 50–65 ms on signed-out `/` (docs/budgets.md).
    const files = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `/assets/${prefix}${i}.js`);
    (globalThis as { __FIRST_VIEW_CHUNKS__?: unknown }).__FIRST_VIEW_CHUNKS__ = packChunks(
      {
        'signed-out': { first: files('Page', 7), later: [], next: files('Next', 4) },
        'signed-in': { first: ['/assets/MainPage.js'], later: [] },
      },
      '/assets/',
    );
    window.localStorage.removeItem(STORAGE_KEYS.token);
    rereadSession();
    openBuiltPage('/');
    startFirstViewGate();
    await settle();
    const preloaded = () => document.querySelectorAll('link[rel="modulepreload"]').length;
    // Each timer and frame callback run as a task of its own, one at a time: how many links
    // each one inserted.
    const tasks: (() => void)[] = [];
    const realTimeout = globalThis.setTimeout;
    const afterMicrotasks = () => new Promise((resolve) => realTimeout(resolve, 0));
    vi.stubGlobal('setTimeout', (callback: () => void) => tasks.push(callback));
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      tasks.push(() => callback(0)),
    );
    window.__firstViewParsed?.();
    await afterMicrotasks();
    const inserted: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = preloaded();
      task();
      await afterMicrotasks();
      inserted.push(preloaded() - before);
    }
    vi.unstubAllGlobals();
    expect(preloaded()).toBe(11);
    expect(Math.max(...inserted)).toBeLessThanOrEqual(3);
  });

  /** 学习记录's chart answer over its default range: 30 minutes on every third day. */
  function chartStats(): StudyStats {
    const range = recordsChartRange(null, null, chinaDay(TEST_NOW));
    const days = dailyMinutes([], range).map((day, i) => ({
      ...day,
      minutes: i % 3 === 0 ? 30 : 0,
    }));
    const totalMinutes = days.reduce((sum, day) => sum + day.minutes, 0);
    return {
      totalMinutes,
      days,
      courses: [{ courseId: 'c-1', courseName: '高等数学', minutes: totalMinutes }],
    };
  }

  const statsRead = () => apiSent().find((request) => request.url.startsWith('/api/user/stats'));
  const drawnChart = () => document.querySelector('[data-records-chart] [data-first-view-drawn]');

  /**
   * Once the gate's work on an answer is done (ample for a drawer that would draw: the tests
   * that draw are in within a few promise turns), the chart is still the app's spinner.
   */
  async function expectChartLeftToApp(): Promise<void> {
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawnChart()).toBeNull();
    expect(document.querySelector('[data-records-chart]')?.textContent).toContain(
      '正在加载学习时长',
    );
  }

  /** A bookmarked 学习记录, once the gate has shown its frame and sent its reads. */
  async function openRecords(): Promise<void> {
    openBuiltPage('/scenter?xh=T2024001&tab=records');
    startFirstViewGate();
    window.__firstViewParsed?.();
    await vi.waitFor(() => expect(statsRead()).toBeDefined());
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-first-view')).toBe('shown'),
    );
  }

  it('on a bookmarked 学习记录, draws its chart’s title and sentence from the early answer before any code', async () => {
    await openRecords();
    // The tab as it first renders, not 个人资料; its filter inert until the app makes it work.
    expect(document.querySelector('[data-first-view-profile]')).toBeNull();
    expect(document.querySelector('[data-first-view-records] form')?.hasAttribute('inert')).toBe(
      true,
    );
    expect(document.querySelector('[data-records-chart]')?.textContent).toContain(
      '正在加载学习时长',
    );
    // The chart's read went first, at the head of the queue, as its drawer waits for no code.
    expect(window.__earlyRequests?.[0]?.url).toBe(statsRead()?.url);
    const stats = chartStats();
    statsRead()?.answer({ code: 200, result: stats });
    const chart = await vi.waitFor(() => {
      const drawn = drawnChart();
      if (!drawn) throw new Error('the chart is not drawn yet');
      return drawn;
    });
    const today = chinaDay(TEST_NOW);
    const figure = recordsChartFigure(stats, recordsChartRange(null, null, today), today);
    // Twelve weeks are charted per week, and named as the tab names them.
    expect(figure.summary).toMatch(/^近 12 周共学习 \d+ 分钟，最多的一周是 /);
    const title = document.getElementById(chart.getAttribute('aria-labelledby') ?? '');
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('每周学习时长');
    expect(summary?.textContent).toBe(figure.summary);
    // 表格 keeps its room, shown and focusable with the app, which makes it work.
    const asTable = chart.querySelector<HTMLElement>('button');
    expect(asTable?.getAttribute('aria-label')).toBe('表格（每周学习时长）');
    expect(asTable?.style.visibility).toBe('hidden');
    expect(asTable?.tabIndex).toBe(-1);
    expect(document.querySelector('[data-records-chart]')?.textContent).not.toContain(
      '正在加载学习时长',
    );
    // The list below still waits for the app.
    expect(document.querySelector('[data-first-view-records]')?.textContent).toContain(
      '正在加载学习记录',
    );
  });

  it('draws nothing into a frame the app has taken over, and sends nothing itself', async () => {
    await openRecords();
    const sentBefore = apiSent().length;
    // The app took over before the answer came: the markup is no longer the prerendered view
    // (here the very same markup, so that only that rule keeps the drawer out).
    const frame = document.querySelector('[data-first-view-content]');
    frame?.removeAttribute('data-first-view-content');
    statsRead()?.answer({ code: 200, result: chartStats() });
    await expectChartLeftToApp();
    expect(document.querySelector(`[${DRAWN_ATTRIBUTE}]`)).toBeNull();
    expect(apiSent()).toHaveLength(sentBefore);
  });

  it('leaves the chart to the app when its drawer’s script does not load', async () => {
    (globalThis as { __FIRST_VIEW_DRAWERS__?: unknown }).__FIRST_VIEW_DRAWERS__ = {
      [EARLY_DRAWERS.studyChart]: '/assets/first-view-gone.js',
    };
    await openRecords();
    statsRead()?.answer({ code: 200, result: chartStats() });
    await expectChartLeftToApp();
  });

  it.each([
    ['an answer of another shape', { code: 200, result: { totalMinutes: '90', days: [] } }, 200],
    [
      'no study at all (the app’s one line)',
      { code: 200, result: { totalMinutes: 0, days: [], courses: [] } },
      200,
    ],
    ['a 401', { code: 401 }, 401],
  ])('leaves 学习记录’s chart to the app for %s', async (_, body, status) => {
    await openRecords();
    statsRead()?.answer(body, status);
    await expectChartLeftToApp();
  });

  it.each([
    ['个人资料', '/scenter?xh=T2024001', true],
    [
      '学习记录 with dates in the address',
      '/scenter?xh=T2024001&tab=records&from=2026-09-01',
      false,
    ],
    ['消息', '/scenter?xh=T2024001&tab=messages', false],
  ])('shows no 学习记录 in the frame of %s', async (_, address, profile) => {
    openBuiltPage(address);
    startFirstViewGate();
    window.__firstViewParsed?.();
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-first-view')).toBe('shown'),
    );
    expect(document.querySelector('[data-first-view-records]')).toBeNull();
    expect(document.querySelector('[data-first-view-profile]') !== null).toBe(profile);
    expect(statsRead()).toBeUndefined();
  });

  it('shows nothing prerendered to a visitor the guard sends on: another user’s xh', async () => {
    openBuiltPage('/scenter?xh=S2024105');
    startFirstViewGate();
    window.__firstViewParsed?.();
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-first-view')).toBe('hidden'),
    );
    expect(views()).toEqual([]);
    expect(apiSent()).toEqual([]);
  });
});

describe('a screen is one registry entry and one frame (firstViewScreens.ts)', () => {
  /**
   * A screen the app does not have, in place of the user centre's entry: a frame, a title, a read
   * and code of its own, on the user centre's route (which the guard lets the stored user into).
   */
  const fixture: FirstViewScreen = {
    view: 'fixture',
    path: '/scenter',
    pageName: '示例',
    reads: () => [{ request: { path: '/api/user/fixture', params: { page: 1 } } }],
    code: { first: ['src/testing/FixtureScreen.tsx'], later: [] },
    frame: {
      url: '/scenter?xh=user',
      signedIn: true,
      component: { module: 'src/testing/FixtureScreenFrame.tsx', name: 'FixtureScreenFrame' },
    },
  };
  const screens = [
    ...FIRST_VIEW_SCREENS.filter((screen) => screen.view !== 'user-centre'),
    fixture,
  ];
  // The test's own frame, found as the build finds the app's (renderFirstView's frame modules).
  const frames = {
    '/src/testing/FixtureScreenFrame.tsx': () => import('@/testing/FixtureScreenFrame'),
  };

  it('is prerendered, shown, early-read and preloaded with nothing else touched', async () => {
    // The build: its frame rendered through the route table, its code listed from the manifest.
    const built = await renderFirstView(screens, frames);
    localStore.reset();
    sessionStore.reset();
    rereadSession();
    expect(built.views.map(({ view }) => view)).toEqual(['signed-out', 'signed-in', 'fixture']);
    expect(built.views[2]?.html).toContain('示例屏幕');
    expect(gateCss(built.views.map(({ view }) => view))).toContain(
      'html:not([data-first-view-for="fixture"]) [data-first-view-content="fixture"]',
    );
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      ...Object.fromEntries(
        Object.values(built.code)
          .flatMap(({ first, later, next, tabs }) => [
            ...first,
            ...later,
            ...(next ?? []),
            ...Object.values(tabs ?? {}).flat(),
          ])
          .map((source) => [source, { file: `assets/${source.split('/').pop()}.js` }]),
      ),
    };
    const chunks = screenChunks(manifest, built.code, '/');
    expect(chunks.fixture).toEqual({ first: ['/assets/FixtureScreen.tsx.js'], later: [] });
    expect(() =>
      screenChunks(
        manifest,
        { ...built.code, fixture: { first: ['src/gone.tsx'], later: [] } },
        '/',
      ),
    ).toThrow('src/gone.tsx is not a chunk of this build');

    // The page: the gate keeps its view, titles it, reads for it and preloads its code.
    (globalThis as { __FIRST_VIEW_CHUNKS__?: unknown }).__FIRST_VIEW_CHUNKS__ = packChunks(
      chunks,
      '/assets/',
    );
    window.history.replaceState(null, '', '/scenter?xh=T2024001');
    document.body.innerHTML = `<div id="app">${firstViewContent(built)}</div>`;
    startFirstViewGate(screens);
    window.__firstViewParsed?.();
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-first-view')).toBe('shown'),
    );
    expect(
      [...document.querySelectorAll('[data-first-view-content]')].map((view) =>
        view.getAttribute('data-first-view-content'),
      ),
    ).toEqual(['fixture']);
    expect(document.title).toBe('示例 – 智慧学习平台');
    expect(apiSent().map(({ url, authorization }) => [url, authorization])).toEqual([
      ['/api/user/fixture?page=1', 'Bearer t-1'],
    ]);
    await vi.waitFor(() =>
      expect(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      ).toEqual(['/assets/FixtureScreen.tsx.js']),
    );
  });
});
