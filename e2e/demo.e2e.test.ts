import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkerSource } from '../scripts/vite/demoServiceWorker';
import { launchChromium } from './support/chromium';
import { serveThroughNginx, type NginxSite } from './support/nginx';
import { logOutThroughUserMenu } from './support/userMenu';
import { waitForQuietNetwork } from './support/quietNetwork';

/**
 * Demo mode on the production build (docs/architecture.md): the bundle as shipped, with its own
 * app-config.json (`demo: true`), the MSW worker and the demo identity provider, served by nginx
 * with deploy/nginx.conf, so under the deployment's Content-Security-Policy (docs/deploy.md). What a
 * new user does after `npm install && npm start`.
 */
const WORKER = 'mockServiceWorker.js';
let site: NginxSite;
let browser: Browser;

beforeAll(async () => {
  site = await serveThroughNginx();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function storage(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(window.localStorage)),
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
  }));
}

/**
 * 今日课程 once its lessons are in. The demo's day is the real one: a teacher's weekday lists its
 * lessons, a Friday or a weekend says 今天没有课.
 */
function todaysLessons(page: Page) {
  const card = page.getByRole('region', { name: '今日课程' });
  return card.getByRole('list', { name: '今日课程' }).or(card.getByText('今天没有课'));
}

/** Signs 张明华 in through the demo identity provider from the main page, as a visitor does. */
async function signInAsTeacher(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: /张明华/ }).click();
  await page.getByRole('list', { name: '我的授课' }).waitFor();
}

/**
 * This build's worker as a deployment serves it, answering which deployment it came from: two
 * deployments' workers differ by that answer, as after an upgrade of MSW.
 */
function deploymentsWorker(deployment: 'earlier' | 'current'): string {
  const answer = `addEventListener('message', (event) => {
  if (event.data === 'which deployment?') event.ports[0].postMessage(${JSON.stringify(deployment)});
});`;
  // Made as the build makes it, so that each deployment's worker is a version of its own.
  return demoWorkerSource(`${readFileSync(join('public', WORKER), 'utf8')}\n${answer}\n`);
}

/** Which deployment's worker controls the page now, as it answers itself. */
function whichDeployment(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
        controller.postMessage('which deployment?', [channel.port2]);
        setTimeout(() => resolve('no answer'), 2_000);
      }),
  );
}

/** Records when (ms from now) each other worker takes the page over, for `workersOf`. */
function watchControllerChanges(): void {
  const start = performance.now();
  const changes: number[] = [];
  (window as unknown as { __controllerChanges: number[] }).__controllerChanges = changes;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    changes.push(Math.round(performance.now() - start));
  });
}

/**
 * The page's workers as a line for a failure message: which deployment's worker controls it, the
 * states of the registration's workers, the takeovers `watchControllerChanges` saw, and what the
 * API answers now. A failure on a busy CI machine then says which worker let the page down.
 */
async function workersOf(page: Page): Promise<string> {
  const states = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
    return {
      controller: state(navigator.serviceWorker.controller),
      active: state(registration?.active),
      waiting: state(registration?.waiting),
      installing: state(registration?.installing),
      takeoversAtMs: (window as unknown as { __controllerChanges?: number[] }).__controllerChanges,
      visibility: document.visibilityState,
    };
  });
  return `controlled by the ${await whichDeployment(page)} worker, ${JSON.stringify(states)}, API answers ${await apiAnswer(page)}`;
}

/** What the page's API answers now: the mock API's JSON, or nginx's HTML page past a worker. */
function apiAnswer(page: Page): Promise<string | null> {
  return page.evaluate(async () => (await fetch('/api/courses')).headers.get('content-type'));
}

/**
 * Everything a page said had failed, on screen or as a toast, over the whole visit, and whether a
 * service worker controlled each document of it from its first script. `now` watches the
 * document already open as well.
 */
async function watchFailures(page: Page, { now = false } = {}): Promise<() => Promise<string[]>> {
  const watch = () => {
    const failed: string[] = [];
    const watched = window as unknown as { __failed: string[] };
    watched.__failed = failed;
    if (!navigator.serviceWorker?.controller) failed.push('不受模拟接口控制');
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const sign of ['加载失败', '接口路径找不到', '网络连接错误']) {
        if (text.includes(sign) && !failed.includes(sign)) failed.push(sign);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await page.addInitScript(watch);
  if (now) await page.evaluate(watch);
  return () => page.evaluate(() => (window as unknown as { __failed: string[] }).__failed);
}

/**
 * A deadline for a hung test, not a speed limit, for the tests that load the dashboard or a
 * 个人中心 tab seven to ten times: beside another e2e file on a slower machine of this kind they
 * took 40–54 s, and one ran out of the default 60 s with every page shown (CI run 235).
 */
const PAGE_LOADS_TIMEOUT = 120_000;

describe('demo mode', () => {
  it('signs a teacher in through the demo identity provider and lands on the page asked for', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${site.origin}/scenter`);
    await page.waitForURL(/\/demo-idp\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.origin}/login`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    await page.getByRole('button', { name: /张明华/ }).click();

    await page.getByRole('heading', { name: '个人中心' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/scenter?xh=T2024001');
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('张明华');

    const { local, session } = await storage(page);
    const token = JSON.parse(local.token ?? '{}') as { value: string; expire: number };
    expect(token.value).toBe('demo-token.T2024001');
    expect(token.expire - Date.now()).toBeGreaterThan(3_500_000);
    expect(token.expire - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(JSON.parse(local.META_USER__ ?? '{}')).toMatchObject({
      userId: 'T2024001',
      userType: 'teacher',
    });
    expect(local.META_TYPE__).toBe('"teacher"');
    expect(session.META_AUTH__).toBeUndefined();

    // The code left the address bar (D5): going back does not replay it.
    const history = await page.evaluate(() => window.history.length);
    expect(history).toBeGreaterThan(1);
    await page.goBack();
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('code=');

    await context.close();
  });

  it('shows 正在登录 on the return from the demo provider while the mock API is still starting', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    // A fresh browser's worker took 0.5–3.8 s to start: here every look at the registrations
    // waits 3 s on /login, which both the worker's update check and MSW's start make.
    await page.addInitScript(() => {
      if (window.location.pathname !== '/login') return;
      const seen = window as unknown as {
        __workerAnsweredAt?: number;
        __signingInShownAt?: number;
      };
      const container = ServiceWorkerContainer.prototype;
      const getRegistrations = container.getRegistrations;
      container.getRegistrations = function (this: ServiceWorkerContainer) {
        return new Promise<void>((held) => setTimeout(held, 3_000)).then(() => {
          seen.__workerAnsweredAt ??= performance.now();
          return getRegistrations.call(this);
        });
      };
      new MutationObserver(() => {
        if (seen.__signingInShownAt !== undefined) return;
        const heading = [...document.querySelectorAll('h1')].find(
          (h) => h.textContent === '正在登录' && h.checkVisibility(),
        );
        if (heading) seen.__signingInShownAt = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });

    await signInAsTeacher(page, site.origin);
    const seen = await page.evaluate(() => {
      const at = window as unknown as { __workerAnsweredAt?: number; __signingInShownAt?: number };
      return { workerAnswered: at.__workerAnsweredAt, signingInShown: at.__signingInShownAt };
    });
    expect(seen.workerAnswered, 'the worker was looked at on /login').toBeDefined();
    expect(seen.signingInShown, '正在登录 was shown on /login').toBeDefined();
    expect(seen.signingInShown).toBeLessThan(seen.workerAnswered ?? 0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('你好，张明华');
    await context.close();
  });

  it(
    'reloads on every screen, every 个人中心 tab and mid-edit: nothing fails (issue 27)',
    { timeout: PAGE_LOADS_TIMEOUT },
    async () => {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      const failures = await watchFailures(page);
      try {
        await signInAsTeacher(page, site.origin);

        await page.reload();
        // Every card of the dashboard has its data: the early reads waited for the mock worker.
        await page.getByRole('list', { name: '我的授课' }).waitFor();
        await page.getByRole('list', { name: '最新消息' }).waitFor();
        await todaysLessons(page).waitFor();
        await page
          .getByRole('region', { name: '教学统计' })
          .getByText(/提交率/)
          .first()
          .waitFor();
        await waitForQuietNetwork(page);
        await expect.poll(failures).toEqual([]);

        const shows: Record<string, () => Promise<unknown>> = {
          profile: () => page.getByTestId('profile-name').waitFor(),
          records: () => page.getByRole('figure').first().waitFor(),
          weight: () =>
            page.getByRole('textbox', { name: '高等数学 A（上） 期末', exact: true }).waitFor(),
          messages: () => page.getByRole('tab', { name: /消息/, selected: true }).waitFor(),
        };
        for (const [tab, shown] of Object.entries(shows)) {
          await page.goto(`${site.origin}/scenter?xh=T2024001&tab=${tab}`);
          await shown();
          await page.reload();
          await shown();
          await waitForQuietNetwork(page);
          await expect.poll(failures, { message: tab }).toEqual([]);
        }

        // Mid-edit: what was typed comes back after the reload, with its data.
        await page.goto(`${site.origin}/scenter?xh=T2024001&tab=weight`);
        await page.getByRole('textbox', { name: '高等数学 A（上） 期末', exact: true }).fill('45');
        await page.reload();
        await page.getByText('已恢复未保存的修改').waitFor();
        await expect
          .poll(() =>
            page.getByRole('textbox', { name: '高等数学 A（上） 期末', exact: true }).inputValue(),
          )
          .toBe('45');
        await waitForQuietNetwork(page);
        await expect.poll(failures).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'keeps its mock API worker through reloads and new tabs: every page controlled from its start',
    { timeout: PAGE_LOADS_TIMEOUT },
    async () => {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      // The browser's own record of this origin's workers: a registration deleted on the way is
      // the window in which a page opens with no worker and its API requests reach nginx.
      const devtools = await context.newCDPSession(page);
      const deleted = new Set<string>();
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        for (const { registrationId, isDeleted } of registrations) {
          if (isDeleted) deleted.add(registrationId);
        }
      });
      await devtools.send('ServiceWorker.enable');
      const dashboard = async (tab: Page) => {
        await tab.getByRole('list', { name: '我的授课' }).waitFor();
        await tab.getByRole('list', { name: '最新消息' }).waitFor();
        await todaysLessons(tab).waitFor();
        await waitForQuietNetwork(tab);
      };
      try {
        // MSW's own worker unregisters itself when the last tab reports closing; demo mode's
        // does not (scripts/vite/demoServiceWorker.ts).
        const worker = await (
          await context.request.get(`${site.origin}/mockServiceWorker.js`)
        ).text();
        expect(worker).toContain('activeClientIds.delete(clientId)');
        expect(worker).not.toContain('self.registration.unregister()');

        await signInAsTeacher(page, site.origin);
        const failures = await watchFailures(page);
        for (let round = 0; round < 3; round += 1) {
          await page.reload();
          await dashboard(page);
          await expect.poll(failures, { message: `reload ${round}` }).toEqual([]);

          const tab = await context.newPage();
          const tabFailures = await watchFailures(tab);
          await tab.goto(`${site.origin}/`);
          await dashboard(tab);
          await expect.poll(tabFailures, { message: `new tab ${round}` }).toEqual([]);
          await tab.close({ runBeforeUnload: true });
        }
        expect([...deleted]).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('keeps the mock API for a visitor whose browser holds an older worker, and drops it when demo mode ends', async () => {
    const deployment = await serveThroughNginx();
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      // The visitor came while the site served an earlier worker, as before an upgrade of MSW.
      deployment.serveFile(WORKER, deploymentsWorker('earlier'));
      await signInAsTeacher(page, deployment.origin);
      await expect.poll(() => whichDeployment(page)).toBe('earlier');
      // A new deployment serves another worker. The browser takes it in a few seconds into the
      // visit, and it takes the page over at once knowing nothing of the page's MSW: every
      // request after that reached nginx (docs/architecture.md "Demo mode's worker"). The app
      // starts on the new worker when it can (untilNewestDemoWorker), and restarts its mocking
      // when the switch comes later (followNewerWorker).
      deployment.serveFile(WORKER, deploymentsWorker('current'));
      // A page that has loaded: a reload while reads are in flight leaves the old worker with
      // fetch events no page will answer, and Chromium holds the new one back until they end.
      await waitForQuietNetwork(page);
      const failures = await watchFailures(page);
      await page.addInitScript(watchControllerChanges);
      await page.reload();
      await page.getByRole('list', { name: '我的授课' }).waitFor();
      await page.getByRole('list', { name: '最新消息' }).waitFor();
      await todaysLessons(page).waitFor();
      // When the new worker takes the page over is Chromium's to decide (even a quiet page's
      // old worker was still in charge after 15 s in 1 of 4 runs on a busy machine): what the
      // visitor is promised is the mock API throughout, on whichever worker.
      await expect
        .poll(() => apiAnswer(page), { timeout: 10_000 })
        .toContain('application/json')
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nthe page: ${await workersOf(page)}`, { cause: error });
        });
      await waitForQuietNetwork(page);
      await expect.poll(failures).toEqual([]);
      // And what the teacher asks for next still has its data.
      await page.getByRole('link', { name: '个人中心' }).first().click();
      await page.getByRole('tab', { name: '学习记录' }).click();
      await page.getByRole('figure').first().waitFor();
      await waitForQuietNetwork(page);
      await expect.poll(failures).toEqual([]);

      // The worker keeps the pages it mocks in the Cache API (scripts/vite/demoServiceWorker.ts).
      const demoCache = () => page.evaluate(() => caches.has('demo-mock-api'));
      await expect.poll(demoCache).toBe(true);

      // The site leaves demo mode: the app unregisters the demo's worker at its next start, and
      // drops that list with it.
      deployment.setAppConfig({
        demo: false,
        identityProvider: { authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize' },
      });
      await page.reload();
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
        )
        .toBe(0);
      await expect.poll(demoCache).toBe(false);
    } finally {
      await context.close();
      await deployment.close();
    }
  });

  it('keeps the mock API in an open tab when a new tab brings a newer worker', async () => {
    const deployment = await serveThroughNginx();
    const context = await browser.newContext({ locale: 'zh-CN' });
    const first = await context.newPage();
    try {
      deployment.serveFile(WORKER, deploymentsWorker('earlier'));
      await signInAsTeacher(first, deployment.origin);
      const failures = await watchFailures(first, { now: true });
      await first.evaluate(watchControllerChanges);

      // A deployment while the tab is open; a second tab starts on its worker, which then
      // claims the first tab too.
      deployment.serveFile(WORKER, deploymentsWorker('current'));
      const second = await context.newPage();
      await second.goto(`${deployment.origin}/`);
      await second.getByRole('list', { name: '我的授课' }).waitFor();
      // When the new worker claims the first tab is Chromium's to decide: under Chromium 156 it
      // had not after 15 s in a fresh-clone run (30dc3db's run). What the teacher is promised is
      // the mock API's answers, not nginx's HTML page, on whichever worker; followNewerWorker's
      // restart is proven by its unit test.
      await expect
        .poll(() => apiAnswer(first), { timeout: 10_000 })
        .toContain('application/json')
        .catch(async (error: Error) => {
          throw new Error(
            `${error.message}\nfirst tab: ${await workersOf(first)}\nsecond tab: ${await workersOf(second)}`,
            { cause: error },
          );
        });
      await first.getByRole('link', { name: '个人中心' }).first().click();
      await first.getByRole('tab', { name: '学习记录' }).click();
      await first.getByRole('figure').first().waitFor();
      await waitForQuietNetwork(first);
      await expect.poll(failures).toEqual([]);
    } finally {
      await context.close();
      await deployment.close();
    }
  });

  it('keeps the mock API after the browser stops the idle worker, as a phone does under a tab left in the background', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await signInAsTeacher(page, site.origin);
      await waitForQuietNetwork(page);
      const failures = await watchFailures(page, { now: true });
      // A tab frozen in the background sends the worker nothing, and the browser stops an idle
      // worker after 30 s; the next request starts it again, from its script.
      const devtools = await context.newCDPSession(page);
      await devtools.send('ServiceWorker.enable');
      await devtools.send('ServiceWorker.stopAllWorkers');
      // The teacher comes back and goes on at once.
      await page.getByRole('link', { name: '个人中心' }).first().click();
      await page.getByRole('tab', { name: '学习记录' }).click();
      await page.getByRole('figure').first().waitFor();
      await waitForQuietNetwork(page);
      await expect.poll(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logs out: both storages cleared, the signed-out main page', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${site.origin}/`);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/demo-idp\/authorize\?/);
    await page.getByRole('button', { name: /李晓雨/ }).click();
    await page.getByRole('heading', { name: '你好，李晓雨' }).waitFor();
    await logOutThroughUserMenu(page, '李晓雨');
    await page.getByRole('button', { name: '登录' }).waitFor();
    const { local, session } = await storage(page);
    expect(Object.keys(local)).toEqual([]);
    expect(Object.keys(session).filter((k) => k.startsWith('META_') || k === 'token')).toEqual([]);
    await context.close();
  });

  it('a mistyped config shows 配置错误 naming the key', async () => {
    const broken = await serveThroughNginx({ appConfig: { demo: 'yes' } });
    try {
      const page = await browser.newPage();
      await page.goto(`${broken.origin}/`);
      await page.getByRole('heading', { name: '配置错误' }).waitFor();
      await expect.poll(() => page.locator('main').textContent()).toContain('demo');
      await page.close();
    } finally {
      await broken.close();
    }
  });

  it('a production config (demo: false) loads no MSW code', async () => {
    const production = await serveThroughNginx({
      appConfig: {
        demo: false,
        identityProvider: { authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize' },
      },
    });
    try {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${production.origin}/`);
      // 登录 is in the prerendered HTML. Once the app has taken the page over, start-up (where
      // demo mode would have loaded its worker) is done.
      await page.getByRole('button', { name: '登录' }).waitFor();
      await page.locator('[data-first-view-content]').waitFor({ state: 'detached' });
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((s) => /startDemo|mockServiceWorker|DemoIdentityProvider/.test(s)),
      ).toEqual([]);
      const workers = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistrations()).length,
      );
      expect(workers).toBe(0);
      await page.close();
    } finally {
      await production.close();
    }
  });

  it('a teacher’s day in demo mode: catalogue, sign-in, dashboard, records, weighting, messages', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    try {
      await teachersDay(await context.newPage(), 'desktop');
    } finally {
      await context.close();
    }
  });

  it.each([
    [320, 640],
    [768, 1024],
  ])(
    'at %i × %i no screen scrolls sideways and every navigation entry is reachable',
    async (width, height) => {
      const context = await browser.newContext({
        locale: 'zh-CN',
        viewport: { width, height },
        hasTouch: width < 900,
      });
      const page = await context.newPage();
      try {
        await page.goto(`${site.origin}/`);
        await page.getByRole('list', { name: '课程列表' }).waitFor();
        await expectNoSidewaysScroll(page, `the signed-out main page at ${width} px`);
        await page.getByRole('button', { name: '登录' }).click();
        await page.waitForURL(/\/demo-idp\/authorize\?/);
        await expectNoSidewaysScroll(page, `the demo identity provider at ${width} px`);
        await page.getByRole('button', { name: /张明华/ }).click();
        await page.getByRole('list', { name: '最新消息' }).waitFor();
        await expectNoSidewaysScroll(page, `the dashboard at ${width} px`);

        // The entries: in the header from 600 px, in the header menu below; read once the
        // user's routers have arrived (the first screen after sign-in asks for them).
        await expect
          .poll(() => page.evaluate(() => window.localStorage.getItem('META_ROUTERS__')))
          .toContain('/scenter');
        if (width < 600) {
          await page.getByRole('button', { name: '导航菜单' }).click();
          const drawer = page.getByRole('dialog', { name: '导航' });
          await expect
            .poll(() => drawer.getByRole('link').allTextContents())
            .toEqual(['首页', '个人中心']);
          await page.keyboard.press('Escape');
          await drawer.waitFor({ state: 'detached' });
        } else {
          await expect
            .poll(() =>
              page.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents(),
            )
            .toEqual(['首页', '个人中心']);
        }

        for (const tab of ['profile', 'records', 'weight', 'messages']) {
          await page.goto(`${site.origin}/scenter?xh=T2024001&tab=${tab}`);
          await page.getByRole('tabpanel').getByText(/./).first().waitFor();
          await waitForQuietNetwork(page);
          await expectNoSidewaysScroll(page, `个人中心 ${tab} at ${width} px`);
        }
      } finally {
        await context.close();
      }
    },
  );

  it('scrolls to the top on navigation and restores the position on back and forward (docs/session.md)', async () => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1280, height: 600 },
    });
    const page = await context.newPage();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // As a user scrolls: the page paints the new position (and says so) before the next tap.
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.scrollTo(0, top);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
        y,
      );
    try {
      await page.goto(`${site.origin}/`);
      await page.getByRole('button', { name: '登录' }).click();
      await page.getByRole('button', { name: /张明华/ }).click();
      await page.getByRole('list', { name: '最新消息' }).waitFor();
      await todaysLessons(page).waitFor();

      // Down the dashboard to the messages card (its link in the middle of the screen, so the
      // click scrolls nothing), then into the user centre by its link.
      const allMessages = page.getByRole('link', { name: '查看全部' });
      const left = await allMessages.evaluate((link) =>
        Math.round(link.getBoundingClientRect().top + window.scrollY - 300),
      );
      expect(left).toBeGreaterThan(100);
      await scrollTo(left);
      await expect.poll(scrollY).toBe(left);
      await allMessages.click();
      await page.waitForURL(/\/scenter\?/);
      await page.getByRole('tab', { name: /^消息/, selected: true }).waitFor();
      await expect.poll(scrollY).toBe(0);
      // Its page of messages in, so the page is tall enough to scroll.
      await page.getByRole('list', { name: '消息列表' }).getByRole('listitem').first().waitFor();
      await scrollTo(60);
      await expect.poll(scrollY).toBe(60);

      // Back: the dashboard where it was left; forward: the user centre where it was left.
      await page.goBack();
      await page.getByRole('list', { name: '最新消息' }).waitFor();
      await expect.poll(scrollY).toBe(left);
      await page.goForward();
      await page.getByRole('tab', { name: /^消息/, selected: true }).waitFor();
      await expect.poll(scrollY).toBe(60);
    } finally {
      await context.close();
    }
  });

  it('the same day on a touch phone (390 × 844), through the header menu', async () => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    try {
      await teachersDay(await context.newPage(), 'phone');
    } finally {
      await context.close();
    }
  });
});

/** The page never scrolls sideways (WCAG 1.4.10), at whatever width the test runs. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A teacher's whole day in demo mode, on the production build: browse, sign in, dashboard,
 * records filtered and paged, a weighting fixed and saved, messages read while the bell counts
 * down. On a phone every step is a tap, the user centre is reached through the header menu, the
 * records are cards, pages turn with 下一页 and dates are chosen in the mobile picker dialog.
 */
async function teachersDay(page: Page, device: 'desktop' | 'phone') {
  const phone = device === 'phone';
  const press = (target: ReturnType<Page['getByRole']>) => (phone ? target.tap() : target.click());

  // Signed out: browse the public catalogue, page 2 kept in the address bar.
  await page.goto(`${site.origin}/`);
  await page.getByRole('list', { name: '课程列表' }).waitFor();
  await expectNoSidewaysScroll(page, 'the signed-out main page');
  if (phone) {
    await press(page.getByRole('button', { name: '下一页' }));
    await expect.poll(() => page.getByTestId('pagination-page').textContent()).toBe('第 2 / 5 页');
  } else {
    await press(page.getByRole('button', { name: '第 2 页' }));
  }
  await page.waitForURL(/[?&]page=2/);
  await page.getByRole('heading', { name: '软件工程' }).waitFor();

  // Sign in: back on the dashboard, signed in.
  await press(page.getByRole('button', { name: '登录' }));
  await page.waitForURL(/\/demo-idp\/authorize\?/);
  await expectNoSidewaysScroll(page, 'the demo identity provider');
  await press(page.getByRole('button', { name: /张明华/ }));
  await page.getByRole('heading', { name: '你好，张明华' }).waitFor();
  await page.getByRole('list', { name: '我的授课' }).waitFor();
  await page.getByRole('list', { name: '最新消息' }).waitFor();
  await expectNoSidewaysScroll(page, 'the dashboard');

  // 教学统计 (a teacher's, design §7): per course, submission rate and average score, as charts
  // with their sentence and a 表格 of the same numbers, each course a link to its statistics.
  const stats = page.getByRole('region', { name: '教学统计' });
  // Scrolled to, as a reader does: on a phone the charts are drawn only as the card nears the
  // viewport (docs/budgets.md "Returning visits").
  await stats.scrollIntoViewIfNeeded();
  const rates = stats.getByRole('figure', { name: '各课程作业提交率' });
  await rates.scrollIntoViewIfNeeded();
  // The bars follow the figure by a frame or two: the chart measures its room first.
  await expect.poll(() => rates.locator('.MuiBarChart-element').count()).toBe(4);
  await expect
    .poll(() =>
      stats.getByRole('figure', { name: '各课程平均分' }).locator('.MuiBarChart-element').count(),
    )
    .toBe(4);
  await expectNoSidewaysScroll(page, 'the dashboard with its charts');
  await press(rates.getByRole('button', { name: '表格（各课程作业提交率）' }));
  const rateRows = rates.getByRole('table').getByRole('row');
  await expect.poll(() => rateRows.count()).toBe(1 + 4);
  await expectNoSidewaysScroll(page, 'the dashboard with a chart as a table');
  await expect
    .poll(() => stats.getByRole('list', { name: '各课程统计' }).getByRole('link').count())
    .toBe(4);

  // User centre with xh: from the user menu on a desktop, from the header menu on a phone.
  if (phone) {
    await press(page.getByRole('button', { name: '导航菜单' }));
    const drawer = page.getByRole('dialog', { name: '导航' });
    await expect
      .poll(() => drawer.getByRole('link').allTextContents())
      .toEqual(['首页', '个人中心']);
    await drawer.getByRole('link', { name: '个人中心' }).tap();
    await drawer.waitFor({ state: 'detached' });
  } else {
    await press(page.getByRole('button', { name: '张明华' }));
    await page.getByRole('menuitem', { name: '个人中心' }).click();
  }
  await page.waitForURL(/\/scenter\?xh=T2024001/);

  // Records, filtered and paged: a table on a desktop, cards on a phone.
  await press(page.getByRole('tab', { name: '学习记录' }));
  const records = page.getByRole(phone ? 'list' : 'table', { name: '学习记录' });
  await records.waitFor();
  // Above the list, the chart of the last 12 weeks (no filter yet).
  await page.getByRole('figure', { name: '每周学习时长' }).waitFor();
  await expectNoSidewaysScroll(page, '学习记录');
  await expect.poll(() => page.getByTestId('pagination-total').textContent()).toBe('共 235 条');
  if (phone) {
    await press(page.getByRole('button', { name: '下一页' }));
    await page.waitForURL(/[?&]page=2/);
    // Page 2 on screen, as the reader sees it, before the next tap.
    await expect.poll(() => page.getByTestId('pagination-page').textContent()).toBe('第 2 / 24 页');
    await expect.poll(() => records.getAttribute('aria-busy')).not.toBe('true');
    await press(page.getByRole('button', { name: '下一页' }));
    await expect.poll(() => page.getByTestId('pagination-page').textContent()).toBe('第 3 / 24 页');
  } else {
    await press(page.getByRole('button', { name: '第 3 页' }));
  }
  await page.waitForURL(/[?&]page=3/);
  const today = await page.evaluate(() =>
    new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
  );
  for (const label of ['开始日期', '结束日期']) {
    // Until used, the field is a stand-in that looks the same (components/dates/LazyDatePicker).
    const fieldOrStandIn = page
      .getByRole('group', { name: label })
      .or(page.getByRole('textbox', { name: label }));
    if (phone) {
      // The mobile picker: a full-screen dialog in Chinese, confirmed with 确认.
      const field = page.locator('.MuiFormControl-root', { has: fieldOrStandIn });
      await field.getByRole('button', { name: /选择日期/ }).tap();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('选择日期').waitFor();
      await dialog
        .getByRole('gridcell', { name: String(Number(today.slice(8))), exact: true })
        .tap();
      await dialog.getByRole('button', { name: '确认' }).tap();
      await dialog.waitFor({ state: 'detached' });
    } else {
      // The pointer comes over it before the click, as a person's does: the picker comes.
      await fieldOrStandIn.hover();
      await page.getByRole('group', { name: label }).click();
      await page.keyboard.type(today.replace(/-/g, ''));
    }
  }
  await press(page.getByRole('button', { name: '查询' }));
  // Demo data sits around today: two records a day.
  await expect.poll(() => page.getByTestId('pagination-total').textContent()).toBe('共 2 条');
  expect(new URL(page.url()).searchParams.get('from')).toBe(today);
  expect(new URL(page.url()).searchParams.get('to')).toBe(today);
  expect(new URL(page.url()).searchParams.get('xh')).toBe('T2024001');
  await expect
    .poll(() => records.getByRole(phone ? 'listitem' : 'row').count())
    .toBe(phone ? 2 : 3);
  // The chart follows the filter: one day, one bar.
  const daily = page.getByRole('figure', { name: '每天学习时长' });
  await expect.poll(() => daily.locator('.MuiBarChart-element').count()).toBe(1);

  // An invalid composition is refused in Chinese; fixed, it is saved and cached.
  await press(page.getByRole('tab', { name: '课程权重' }));
  const final = page.getByRole('textbox', { name: '高等数学 A（上） 期末', exact: true });
  await final.fill('45');
  await page.getByText('各项之和应为 100%，当前为 105%').waitFor();
  await page.getByRole('textbox', { name: '高等数学 A（上） 期中', exact: true }).fill('25');
  await expectNoSidewaysScroll(page, '课程权重');
  await press(page.getByRole('button', { name: '保存' }));
  // The toast, not the live region that repeats it for screen readers.
  await page.getByRole('region', { name: '消息提示' }).getByText('课程权重已保存').waitFor();
  const cached = await page.evaluate(() => window.sessionStorage.getItem('META_COURSE_WEIGHT__'));
  expect(
    (JSON.parse(cached ?? '{}') as { courses: { parts: Record<string, number> }[] }).courses[0]
      ?.parts,
  ).toEqual({ 平时: 10, 作业: 20, 期中: 25, 期末: 45 });

  // Messages: six read, and the bell follows from 99+ to 99.
  await press(page.getByRole('tab', { name: /消息/ }));
  await page.getByRole('link', { name: '消息 99+ 条未读' }).waitFor();
  for (let i = 0; i < 6; i += 1) {
    await press(page.getByRole('button', { name: /标为已读/ }).first());
    await expect.poll(() => page.getByRole('button', { name: /标为已读/ }).count()).toBe(9 - i);
  }
  await page.getByRole('link', { name: '消息 99 条未读' }).waitFor();
  await expectNoSidewaysScroll(page, '消息');
}
