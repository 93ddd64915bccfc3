import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInStackForFile } from './support/signInStackFixture';
import { addDays, chinaDayAt, mondayOf } from '../src/lib/teachingTime';
import { logOutThroughUserMenu } from './support/userMenu';
import { waitForQuietNetwork } from './support/quietNetwork';

/**
 * Issue 27, design §3 "Requests made before the app's code runs": the inline gate's early reads
 * are the app's requests under the app's rules. Production build through nginx with the
 * deployment's CSP, the reference backend and a real OpenID Connect provider.
 */
const fixture = signInStackForFile();
const origin = () => fixture.stack.site.origin;

/** A profile in which the teacher has signed in: the next tab opened in it is a returning visit. */
async function signedInProfile(): Promise<BrowserContext> {
  const tab = await fixture.newTab();
  await fixture.signInAt(tab, '/scenter');
  await tab.page.getByTestId('profile-name').waitFor();
  await waitForQuietNetwork(tab.page);
  await tab.page.close();
  return tab.context;
}

/** Every request of the profile that carried a token, by URL, whoever sent it. */
function requestsWithToken(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.headers().authorization) sent.push(request.url());
  });
  return sent;
}

/** Writes what an earlier visit left in the profile's storage, before the next page opens. */
async function remember(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin()}/missing-file.txt`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, entries);
  await page.close();
}

/** app-config.json answered after `ms`, as a slow deployment's would be. */
async function slowConfig(context: BrowserContext, ms: number): Promise<void> {
  await context.route(`${origin()}/app-config.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * `/` as a server without includes sends it (docs/deploy.md "The config in the page"): the built
 * file as it is, so that the page asks for app-config.json itself; nginx's headers kept.
 */
async function pageWithoutIncludes(context: BrowserContext): Promise<void> {
  const built = readFileSync('dist/index.html', 'utf8');
  expect(built).toContain('<!--# include virtual="/app-config.json"');
  await context.route(`${origin()}/`, async (route) => {
    await route.fulfill({ response: await route.fetch(), body: built });
  });
}

describe('a token leaves only for the API the current app-config.json names', () => {
  it.each([
    ['with the config nginx wrote into the page', false],
    ['from a server without includes, while the config is slow', true],
  ])('not for an origin stored by an earlier visit: %s', async (_, asked) => {
    const profile = await signedInProfile();
    await remember(profile, { META_API_BASE__: JSON.stringify('//evil.example') });
    const evil: string[] = [];
    await profile.route(/evil\.example/, async (route) => {
      evil.push(route.request().url());
      await route.abort();
    });
    const configRequests: string[] = [];
    profile.on('request', (request) => {
      if (request.url().endsWith('/app-config.json')) configRequests.push(request.url());
    });
    if (asked) {
      await pageWithoutIncludes(profile);
      await slowConfig(profile, 600);
    }
    const sent = requestsWithToken(profile);
    const page = await profile.newPage();
    await page.goto(`${origin()}/`);
    await page.getByRole('list', { name: '我的授课' }).waitFor();
    await waitForQuietNetwork(page);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((url) => !url.startsWith(`${origin()}/api/`))).toEqual([]);
    expect(evil).toEqual([]);
    expect(configRequests).toHaveLength(asked ? 1 : 0);
  });

  it('not at all when the config is missing: 配置错误, and no token sent', async () => {
    const profile = await signedInProfile();
    // The container lost its mounted file: the page carries none and asks for it, a 404.
    fixture.stack.site.removeFile('app-config.json');
    const sent = requestsWithToken(profile);
    const page = await profile.newPage();
    await page.goto(`${origin()}/`);
    await page.getByRole('heading', { name: '配置错误' }).waitFor();
    await waitForQuietNetwork(page);
    expect(sent).toEqual([]);
  });

  it('where the API moved, nothing from the old one is asked for or painted', async () => {
    const profile = await signedInProfile();
    // The deployment now names a gateway; the old address still answers, with other courses.
    await remember(profile, { META_API_BASE__: JSON.stringify('') });
    fixture.stack.site.setAppConfig({ ...fixture.stack.appConfig, apiBase: `${origin()}/gw` });
    await profile.route(`${origin()}/gw/api/**`, async (route) => {
      const url = route.request().url().replace('/gw/api/', '/api/');
      await route.fulfill({ response: await route.fetch({ url }) });
    });
    // The teacher's 我的授课 from the old address: a course by another name.
    await profile.route(`${origin()}/api/teacher/courses*`, (route) =>
      route.fulfill({
        json: {
          code: 200,
          result: [
            {
              courseId: 'OLD',
              courseName: '旧接口的课程',
              term: '2026-2027 学年第一学期',
              classNames: ['旧班'],
              studentCount: 1,
              averageProgress: 10,
              pendingGrading: 0,
            },
          ],
        },
      }),
    );
    const sent = requestsWithToken(profile);
    const page = await profile.newPage();
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      (window as unknown as { __oldSeen: boolean[] }).__oldSeen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('旧接口的课程')) seen.push(true);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${origin()}/`);
    await page.getByRole('list', { name: '我的授课' }).waitFor();
    await waitForQuietNetwork(page);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((url) => !url.startsWith(`${origin()}/gw/api/`))).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __oldSeen: boolean[] }).__oldSeen))
      .toEqual([]);
  });
});

/**
 * The page's API requests under way, as the browser reports them. Read where the page is at
 * rest: when one ends and the next takes its slot, the new request's event can come before the
 * old one's end.
 */
function inFlight(page: Page): { max: number; now: number; sent: string[] } {
  const count = { max: 0, now: 0, sent: [] as string[] };
  const isApi = (request: Request) => new URL(request.url()).pathname.includes('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    count.sent.push(request.url());
    count.now += 1;
    count.max = Math.max(count.max, count.now);
  });
  const done = (request: Request) => {
    if (isApi(request)) count.now -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return count;
}

/**
 * What a teacher's `/` reads at once: 我的授课 (whose answer 教学统计 shows too), the navigation,
 * the bell, today's lessons, the timetable's week of lessons and its month of events (two months
 * when the week spans them) and 最新消息, for the week in China of `now`.
 */
/** A Monday morning in China whose week (7–13 September 2026) lies in one month. */
const ONE_MONTH_WEEK = Date.parse('2026-09-07T09:30:00+08:00');

function earlyReadCount(now: Date): number {
  const monday = mondayOf(chinaDayAt(now.getTime()));
  // `YYYY-MM`: the month of the week's first and last day.
  return monday.slice(0, 7) === addDays(monday, 6).slice(0, 7) ? 7 : 8;
}

describe('a hanging API (every signed-in call unanswered)', () => {
  it('at most four requests at once; the stored navigation and the user menu at once; 网络超时 and 重试 at 50 s', async () => {
    const profile = await signedInProfile();
    fixture.stack.backend.hangSignedInCalls();
    const page = await profile.newPage();
    // The page's clock is the test's: 50 s pass when the test says so. It starts on a day whose
    // week lies in one month: in a week across two (as from 2026-11-30) there are eight reads,
    // and which of the last and the day card's 待批改 gets the fourth slot after the first
    // timeouts depends on when the card's code has loaded.
    await page.clock.install({ time: ONE_MONTH_WEEK });
    const count = inFlight(page);
    await page.goto(`${origin()}/`);
    // The shell waits for no answer: navigation from META_ROUTERS__, the user menu.
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '个人中心' })
      .waitFor();
    await page.getByRole('button', { name: '张明华' }).waitFor();
    await expect.poll(() => count.now).toBe(4);
    expect(count.max).toBe(4);
    // The first four reads (我的授课 first, the shell's two, today's lessons) give up after 50 s…
    await page.clock.fastForward(50_000);
    const courses = page.getByRole('region', { name: '我的授课' });
    await courses.getByText('加载失败：网络超时').waitFor();
    await courses.getByRole('button', { name: '重试' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: /^网络超时/ })
      .first()
      .waitFor();
    // …and the ones that waited for a slot left then, and give up 50 s later. (The day card's
    // 待批改 may join them: it is asked for once its lessons have given up.)
    const early = () => count.sent.filter((url) => !url.includes('/api/teacher/grading'));
    const grading = () => count.sent.length - early().length;
    const reads = earlyReadCount(new Date(ONE_MONTH_WEEK));
    await expect.poll(() => early().length).toBe(reads);
    await expect.poll(() => count.now - grading()).toBe(Math.min(4, reads - 4));
    await page.clock.fastForward(50_000);
    await page.getByRole('region', { name: '教学统计' }).getByText('加载失败：网络超时').waitFor();
    // Each once: the app took the gate's reads, failed ones included, and asked nothing again.
    // The early reads; 待批改 may follow, once the day card's lessons have given up and its code
    // has loaded under the test's clock: asked once too, if at all.
    await expect.poll(() => early().length).toBe(reads);
    expect(new Set(count.sent).size).toBe(count.sent.length);
    // The user menu still logs out.
    await logOutThroughUserMenu(page, '张明华');
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
