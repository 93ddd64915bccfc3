// Reports the figures of docs/budgets.md for the production build in dist/ (run `npm run build`
// first), side by side with the smallest page of our stack (scripts/baseline/), built here in
// the same run. Figures, not pass/fail timings: a busy machine changes them, so nothing here
// fails a test run. Both pages are served gzip-compressed, as nginx serves them, and measured in
// Chromium under 4× CPU slowdown and Lighthouse's slow 4G, median of 5 (`--runs N` to change):
//   - FCP, LCP, CLS, the total of long tasks (design §11's reading) and, beside it, the long
//     animation frames' blocking time, which counts rendering whether or not a script ran in the
//     frame (scripts/support/pageFigures.mjs: read without adding script to the frames);
//   - JS before first paint, before the page answers input, and in all (gzip, as transferred);
//   - returning visits: a stored session opening `/` and `/scenter` (profile, 学习记录), with an
//     empty cache and with the hashed assets cached: FCP, LCP (× the baseline under the same
//     cache), long tasks, and when the first view's first and last API requests start; the
//     baseline is loaded in turn with them, a load of each per round;
//   - `/login?code=…` to the signed-in `/` painted, against 300 ms plus the API's own time;
//   - a logout in another tab to this tab's signed-out `/`, against a second.
// `--sizes-only` prints the chunk sizes from the build manifest and skips the browser.
// `--dist DIR` measures another build (an earlier commit's, to compare two in one session).
// The pages are driven over the DevTools protocol without its Runtime domain
// (scripts/support/plainChromium.mjs: with it, V8 reparses whatever is on the stack each time an
// Error is created, a cost no phone pays); `--inspector` measures with it, as Playwright would.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromiumFlags.mjs';
import { launchPlainChromium } from './support/plainChromium.mjs';
import { watchPageFigures } from './support/pageFigures.mjs';
import { applyIncludes, hasIncludes } from './support/serverSideIncludes.mjs';

const distFlag = process.argv.indexOf('--dist');
const dist = distFlag === -1 ? 'dist' : resolve(process.argv[distFlag + 1] ?? 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// 1. Sizes ---------------------------------------------------------------------------------
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const mainPageKey = Object.keys(manifest).find((k) => k.endsWith('app/pages/MainPage.tsx'));
// The entry and the stages it imports in turn (src/main.tsx), then the main page.
const firstPaint = new Set(
  [entryKey, ...(manifest[entryKey]?.dynamicImports ?? []), mainPageKey]
    .filter(Boolean)
    .flatMap((key) => [...closure(key)]),
);
const firstPaintBytes = [...firstPaint].reduce((sum, key) => sum + gz(manifest[key].file), 0);
const BUDGET = 10 * 1024;
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const inlineBytes = gzipSync(inlineScripts.join(''), { level: 9 }).length;
console.log('docs/budgets.md budgets (production build, gzip level 9)');
console.log(
  `  index.html: ${kb(gzipSync(indexHtml, { level: 9 }).length)}, of which inline scripts (the first-view gate) ${kb(inlineBytes)}`,
);
console.log(
  `  "/" signed out, the app's code for taking over the first view: ${kb(firstPaintBytes)}`,
);
for (const key of firstPaint)
  console.log(`    ${manifest[key].file.padEnd(48)} ${kb(gz(manifest[key].file))}`);
console.log('  Loaded only when needed:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (firstPaint.has(key) || !chunk.file.endsWith('.js')) continue;
  console.log(`    ${chunk.file.padEnd(48)} ${kb(gz(chunk.file))}`);
}
if (process.argv.includes('--sizes-only')) process.exit(0);

// In Chromium --------------------------------------------------------------------------------
const { chromium } = await import('playwright-core');
const { build, createServer: createViteServer } = await import('vite');
const { getResponse } = await import('msw');

/**
 * A returning teacher's first view is measured with the answers the app really gets: the shared
 * MSW handlers and fixtures of mocks/ (as demo mode and the e2e backend use them), not ad-hoc
 * stubs whose shapes the app refuses (an error box is not the page whose LCP is asked for).
 * Loaded through a Vite dev server once the builds are done: it sets NODE_ENV, which a build
 * must not see. Its module runner stays open, as the handlers import lazily.
 */
async function loadMocks() {
  const nodeEnv = process.env.NODE_ENV;
  const server = await createViteServer({
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': join(process.cwd(), 'src') } },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const [{ handlers }, users, { userRouters }, { resetMockDatabase }] = await Promise.all([
    server.ssrLoadModule('/mocks/handlers.ts'),
    server.ssrLoadModule('/mocks/fixtures/users.ts'),
    server.ssrLoadModule('/mocks/fixtures/navigation.ts'),
    server.ssrLoadModule('/mocks/data/mockDatabase.ts'),
  ]);
  // The data around today, as demo mode has it: the pages run on the real clock, and around the
  // fixtures' day (2026-09-07) 学习记录's twelve weeks held no study from 2026-11-30 on, so its
  // chart was not drawn and the visit measured something lighter than a teacher's.
  resetMockDatabase(Date.now());
  return { handlers, users, routers: userRouters, close: () => server.close() };
}
/** @type {Awaited<ReturnType<typeof loadMocks>> | null} */
let mocks = null;
const react = (await import('@vitejs/plugin-react')).default;

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
// `--only signed-out|returning|login|tabs` measures one part, to iterate on it (the baseline is
// still built and, where the part compares with it, measured in the same run).
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : null;
const PARTS = ['signed-out', 'returning', 'login', 'tabs'];
if (ONLY && !PARTS.includes(ONLY)) {
  console.error(`--only takes one of ${PARTS.join(', ')}; got ${ONLY}`);
  process.exit(2);
}
const measures = (part) => ONLY === null || ONLY === part;
const INSPECTOR = process.argv.includes('--inspector');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const catalogue = {
  code: 200,
  result: {
    records: Array.from({ length: 10 }, (_, i) => ({
      id: `c-${i}`,
      title: `课程 ${i + 1}`,
      teacherName: '张明华',
      college: '信息工程学院',
      credits: 2,
      enrolled: 100,
    })),
    total: 48,
    page: 1,
    size: 10,
  },
};
/** The sign-in API's answer: the fixture teacher, with the token the handlers know them by. */
const signIn = () => ({
  code: 200,
  result: { userInfo: mocks.users.teacher, token: mocks.users.tokenFor(mocks.users.teacher) },
});

/** An API request answered by the shared handlers, with the token the browser sent. */
async function answerFromMocks(request, response, json) {
  const headers = new Headers();
  if (request.headers.authorization) headers.set('Authorization', request.headers.authorization);
  const answer = await getResponse(
    mocks.handlers,
    new Request(`http://127.0.0.1${request.url}`, { method: request.method, headers }),
  );
  if (!answer) {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    return response.end(JSON.stringify({ code: 404, message: '接口不存在' }));
  }
  if (answer.status !== 200) {
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    return response.end(Buffer.from(await answer.arrayBuffer()));
  }
  json(await answer.json());
}

/**
 * Serves a built folder on 127.0.0.1 with a tiny API, as deploy/nginx.conf serves it, so that
 * resource timing reports what a phone downloads and waits for: gzip-compressed; hashed assets
 * cached for a year, everything else revalidated (an entity tag, and 304 when it still holds);
 * and, when `includes` (the build's index.html asks for server-side includes, as nginx's `ssi on`
 * processes every HTML answer), each HTML answer with its includes done and no entity tag, since
 * its text depends on more than its file. Closes itself with the returned function.
 */
async function serve(root, appConfig, { includes = false } = {}) {
  const configText = appConfig ? JSON.stringify(appConfig) : null;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const send = (type, body, { tagged = true } = {}) => {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const etag = tagged
        ? `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`
        : null;
      const headers = {
        'Content-Type': type,
        // As deploy/nginx.conf: hashed assets for a year, everything else revalidated.
        'Cache-Control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(etag ? { ETag: etag } : {}),
      };
      if (etag && request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers);
        return response.end();
      }
      response.writeHead(200, { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      response.end(gzip ? gzipSync(body, { level: 6 }) : body);
    };
    const json = (body) => send('application/json', JSON.stringify(body), { tagged: false });
    if (path === '/app-config.json' && configText) return send('application/json', configText);
    if (path === '/api/courses') return json(catalogue);
    if (path === '/api/auth/oauth-login') return json(signIn());
    if (path.startsWith('/api/')) return answerFromMocks(request, response, json);
    const file = normalize(join(root, path));
    const target =
      file.startsWith(root) && existsSync(file) && !file.endsWith('/') && extname(file)
        ? file
        : join(root, 'index.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    if (includes && type.startsWith('text/html')) {
      const page = applyIncludes(readFileSync(target, 'utf8'), (included) =>
        included === '/app-config.json' ? configText : null,
      );
      return send(type, page, { tagged: false });
    }
    send(type, readFileSync(target));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  };
}

// The visits measured for figures; Playwright's browser only for the two tabs' part, which
// needs a user's clicks and reports a time between tabs, not the main thread's work.
const plain = await launchPlainChromium({ inspector: INSPECTOR });
const browser = measures('tabs')
  ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  : null;

/**
 * A teacher who signed in within the hour: the token, user, type and routers as the app stores
 * them, in a Playwright context or a plain page (both run `addInitScript` before the page's code).
 */
async function storeSession(target, session) {
  await target.addInitScript((stored) => {
    if (window.localStorage.getItem('token')) return;
    window.localStorage.setItem(
      'token',
      JSON.stringify({ value: stored.token, expire: Date.now() + 3_000_000 }),
    );
    window.localStorage.setItem('META_USER__', JSON.stringify(stored.user));
    window.localStorage.setItem('META_TYPE__', JSON.stringify('teacher'));
    // The header's entries, as the app left them (design §3: stored routers render at once).
    window.localStorage.setItem('META_ROUTERS__', JSON.stringify(stored.routers));
  }, session);
}

/** Lighthouse's slow 4G. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A Playwright page as a phone runs it: 4× CPU slowdown and slow 4G. */
async function asPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * One cold load of `url` under 4× CPU slowdown and slow 4G. "Answers input" is when the page's
 * controls first work: for the prerendered `/` when the gate reveals it with 登录 wired (the
 * search box is a plain form), for a client-rendered page when React has put its button in.
 */
async function measure(url, { session = null, warm = false } = {}) {
  const page = await plain.newPage({ width: 390, height: 844 });
  if (session) await storeSession(page, session);
  await page.send('Network.enable');
  // "Assets cached": an earlier visit left the hashed assets in the browser's cache.
  if (warm) await page.goto(url, { quietNetwork: true });
  await page.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.send('Network.setCacheDisabled', { cacheDisabled: !warm });
  const sent = [];
  page.on('Network.requestWillBeSent', (event) => sent.push(event));
  // LCP, CLS, long tasks, blocking time, the reveal and the takeover, read without adding script
  // to the frames it measures (scripts/support/pageFigures.mjs).
  await page.addInitScript(watchPageFigures);
  await page.goto(url);
  await page.waitFor(() => window.__budget.lcp > 0 && window.__budget.takeover > 0, {
    timeout: 60_000,
  });
  // Late candidates (the catalogue) and the tasks after load still count.
  await new Promise((done) => setTimeout(done, 2500));
  const figures = await page.evaluate(() => {
    const m = window.__budget;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const js = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name));
    const before = (time) =>
      js
        .filter((entry) => entry.responseEnd <= time)
        .reduce((sum, e) => sum + e.encodedBodySize, 0);
    const api = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    return {
      fcp,
      firstApi: api.length ? Math.min(...api.map((e) => e.startTime)) : 0,
      lastApi: api.length ? Math.max(...api.map((e) => e.startTime)) : 0,
      lastApiPath: api.length
        ? new URL([...api].sort((a, b) => b.startTime - a.startTime)[0].name).pathname
        : '',
      lcp: m.lcp,
      lcpElement: m.lcpElement,
      cls: m.cls,
      longTasks: m.longTasks,
      blocking: m.blocking,
      interactive: m.interactive,
      jsBeforeFcp: before(fcp),
      jsBeforeInteractive: before(m.interactive),
      jsTotal: before(Infinity),
    };
  });
  await page.close();
  return { ...figures, chainDepth: chainDepthBefore(sent, figures.lcp) };
}

/** The URL whose parsing or script asked for a request: the document, a chunk, none. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * The longest chain of requests that started before LCP (issue 18: "two deep: the HTML, then
 * everything else"): the document is 1; what its markup or inline scripts ask for is 2; what a
 * chunk asks for is one more than that chunk. Each URL counts at its first request.
 */
export function chainDepthBefore(events, lcp) {
  const documentEvent = events.find((e) => e.type === 'Document');
  if (!documentEvent) return 0;
  const depthOf = new Map([[documentEvent.request.url, 1]]);
  let deepest = 1;
  for (const event of events) {
    const url = event.request.url;
    if (depthOf.has(url) || url.startsWith('data:')) continue;
    const startedAt = (event.timestamp - documentEvent.timestamp) * 1000;
    const from = initiatorUrl(event.initiator);
    const depth = from && depthOf.get(from) ? depthOf.get(from) + 1 : 2;
    depthOf.set(url, depth);
    if (startedAt <= lcp) deepest = Math.max(deepest, depth);
  }
  return deepest;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Each figure's median; a text (the LCP element) is the one seen most often. */
const medians = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0]).map((key) => {
      const values = runs.map((r) => r[key]);
      if (typeof values[0] !== 'string') return [key, median(values)];
      const counts = new Map(values.map((v) => [v, values.filter((w) => w === v).length]));
      return [key, [...counts].sort((a, b) => b[1] - a[1])[0][0]];
    }),
  );

const baselineDir = mkdtempSync(join(tmpdir(), 'budget-baseline-'));
try {
  await build({
    root: 'scripts/baseline',
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: baselineDir, emptyOutDir: true },
  });
  mocks = await loadMocks();
  const productionConfig = {
    demo: false,
    identityProvider: { authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize' },
  };
  // As nginx serves this build: with `ssi on` (deploy/nginx.conf) when its page asks for
  // includes, and then the baseline's page too, since the same server would serve it.
  const includes = hasIncludes(readFileSync(join(dist, 'index.html'), 'utf8'));
  const app = await serve(normalize(resolve(dist)), productionConfig, { includes });
  const baseline = await serve(baselineDir, null, { includes });
  try {
    const ms = (v) => `${v.toFixed(0)} ms`;
    const appRuns = [];
    const baseRuns = [];
    for (let i = 0; i < (measures('signed-out') ? RUNS : 0); i += 1) {
      baseRuns.push(await measure(`${baseline.origin}/`));
      if (measures('signed-out')) appRuns.push(await measure(`${app.origin}/`));
    }
    const b = baseRuns.length ? medians(baseRuns) : null;
    if (measures('signed-out')) {
      const a = medians(appRuns);
      const rows = [
        ['FCP', ms(b.fcp), ms(a.fcp), 'no limit (design §11)'],
        [
          'LCP',
          ms(b.lcp),
          ms(a.lcp),
          `${(a.lcp / b.lcp).toFixed(2)} × (≤ 0.70 ×) ${a.lcp <= 0.7 * b.lcp ? 'OK' : 'OVER'}`,
        ],
        ['CLS', b.cls.toFixed(3), a.cls.toFixed(3), `≤ 0.02 ${a.cls <= 0.02 ? 'OK' : 'OVER'}`],
        [
          'long tasks',
          ms(b.longTasks),
          ms(a.longTasks),
          `≤ baseline + 100 ms ${a.longTasks <= b.longTasks + 100 ? 'OK' : 'OVER'}`,
        ],
        // Not design §11's reading: long animation frames' blocking time, rendering counted
        // whether or not a script ran in the frame (the Long Tasks API counts it only then).
        [
          'blocking (frames)',
          ms(b.blocking),
          ms(a.blocking),
          `≤ baseline + 100 ms? ${a.blocking <= b.blocking + 100 ? 'within' : 'over'} (a figure)`,
        ],
        ['answers input at', ms(b.interactive), ms(a.interactive), 'no limit (design §11)'],
        ['JS before first paint', kb(b.jsBeforeFcp), kb(a.jsBeforeFcp), 'no limit (design §11)'],
        // Design §11's "at most 10 kB of JS before the page answers input (the inline gate)":
        // the gate is what runs before 登录 works. The app's own chunks load beside it, and
        // some may arrive before the reveal (a race of the network, 2–9 kB from run to run);
        // the page does not wait for them, so they are reported, not held to the 10 kB.
        [
          'JS run before input',
          '',
          kb(inlineBytes),
          `≤ 10 kB ${inlineBytes <= BUDGET ? 'OK' : 'OVER'} (the inline gate)`,
        ],
        [
          'JS in before input',
          kb(b.jsBeforeInteractive),
          kb(a.jsBeforeInteractive + inlineBytes),
          'no limit: the gate + app chunks that arrived first',
        ],
        ['JS in all', kb(b.jsTotal), kb(a.jsTotal), 'no limit (design §11)'],
      ];
      console.log(`  Side by side, 4× CPU slowdown, slow 4G, 390 px, median of ${RUNS}:`);
      console.log(
        `    ${''.padEnd(24)}${'baseline'.padEnd(12)}${'"/" signed out'.padEnd(16)}budget`,
      );
      for (const [name, base, ours, verdict] of rows)
        console.log(`    ${name.padEnd(24)}${base.padEnd(12)}${ours.padEnd(16)}${verdict}`);
    }

    // Returning visits (issue 18): a stored session opens `/` or a bookmarked user centre.
    if (measures('returning')) {
      const teacher = mocks.users.teacher;
      const session = {
        token: mocks.users.tokenFor(teacher),
        user: teacher,
        routers: mocks.routers,
      };
      const visits = [
        ['"/" signed in', '/'],
        ['/scenter profile', `/scenter?xh=${teacher.userId}`],
        ['/scenter records', `/scenter?xh=${teacher.userId}&tab=records`],
      ];
      console.log(`  Returning visits (stored session), same conditions, median of ${RUNS}:`);
      console.log(
        `    ${'visit'.padEnd(34)}${'FCP'.padEnd(10)}${'LCP'.padEnd(10)}${'× base'.padEnd(9)}${'long tasks'.padEnd(12)}${'blocking'.padEnd(10)}${'chain'.padEnd(7)}${'API starts'.padEnd(20)}budget (design §11)`,
      );
      for (const warm of [false, true]) {
        // Round by round, the baseline's load beside each visit's: this machine's speed drifts
        // by half over minutes (docs/budgets.md), and a baseline measured before every visit
        // judged the last ones against another machine.
        const baseLoads = [];
        const visitLoads = visits.map(() => []);
        for (let i = 0; i < RUNS; i += 1) {
          baseLoads.push(await measure(`${baseline.origin}/`, { warm }));
          for (const [index, [, path]] of visits.entries()) {
            visitLoads[index].push(await measure(`${app.origin}${path}`, { session, warm }));
          }
        }
        const baseWarm = medians(baseLoads);
        console.log(
          `    ${`baseline, ${warm ? 'assets cached' : 'empty cache'}`.padEnd(34)}${ms(baseWarm.fcp).padEnd(10)}${ms(baseWarm.lcp).padEnd(10)}${''.padEnd(9)}${ms(baseWarm.longTasks).padEnd(12)}${ms(baseWarm.blocking).padEnd(10)}(measured in turn with the visits below)`,
        );
        for (const [index, [name]] of visits.entries()) {
          const v = medians(visitLoads[index]);
          const label = `${name}, ${warm ? 'assets cached' : 'empty cache'}`;
          // Each figure beside its limit: LCP ≤ 1.5 × the baseline (2 × with cached assets), long
          // tasks ≤ the baseline's + 100 ms, a chain two deep, every API request started within
          // 700 ms (400 ms cached).
          const lcpLimit = warm ? 2 : 1.5;
          const apiLimit = warm ? 400 : 700;
          const verdicts = [
            `LCP ≤ ${lcpLimit} × ${v.lcp <= lcpLimit * baseWarm.lcp ? 'OK' : 'OVER'}`,
            // Design §11 sets this one for the signed-out `/` only; held here by analogy.
            `long tasks ≤ ${ms(baseWarm.longTasks + 100)}* ${v.longTasks <= baseWarm.longTasks + 100 ? 'OK' : 'OVER'}`,
            // A figure beside it, not a limit of design §11: blocking time, rendering counted.
            `(blocking ≤ ${ms(baseWarm.blocking + 100)}? ${v.blocking <= baseWarm.blocking + 100 ? 'within' : 'over'})`,
            `chain ≤ 2 ${v.chainDepth <= 2 ? 'OK' : 'OVER'}`,
            `API ≤ ${apiLimit} ms ${v.lastApi <= apiLimit ? 'OK' : 'OVER'}`,
          ];
          console.log(
            `    ${label.padEnd(34)}${ms(v.fcp).padEnd(10)}${ms(v.lcp).padEnd(10)}${`${(v.lcp / baseWarm.lcp).toFixed(2)} ×`.padEnd(9)}${ms(v.longTasks).padEnd(12)}${ms(v.blocking).padEnd(10)}${String(v.chainDepth).padEnd(7)}${`${ms(v.firstApi)}–${ms(v.lastApi)}`.padEnd(20)}${verdicts.join(', ')}`,
          );
          console.log(
            `      LCP: ${v.lcpElement}; CLS ${v.cls.toFixed(3)} (no limit: design §11 sets CLS for the signed-out "/" only); FCP no limit; the last API request: ${v.lastApiPath || 'none'}`,
          );
        }
      }
      console.log(
        "    * design §11 sets 'long tasks ≤ the baseline's + 100 ms' for the signed-out \"/\" only; held here to the same rule, by analogy.",
      );
    }

    // /login?code → signed-in / painted, no throttling, against 300 ms plus the API's time.
    if (measures('login')) {
      const logins = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = await plain.newPage({ width: 1280, height: 720 });
        // A visitor comes back from the identity provider to an app whose hashed assets the
        // browser already holds (they left it by pressing 登录), as a deployment caches them.
        await page.goto(`${app.origin}/`);
        await page.waitFor(() => document.querySelector('[aria-label="课程列表"]') !== null);
        const state = 'YnVkZ2V0LXN0YXRlLTAxMjM0NTY3ODlhYmNkZWZnaGlq';
        await page.evaluate(
          (s) =>
            window.sessionStorage.setItem(
              'META_AUTH__',
              JSON.stringify({ state: s, returnPath: null, createdAt: Date.now() }),
            ),
          state,
        );
        // Painted: the animation frame in which the greeting is first in the document, taken in
        // the page (a read from here after the fact adds round trips, 20–200 ms on a busy
        // machine).
        await page.addInitScript(() => {
          if (window.location.pathname !== '/login') return;
          const watch = () => {
            // The app's greeting: the prerendered frames' own (你好，user, filled in by the
            // gate) can be in the document while it is parsed, before the gate removes them.
            const heading = [...document.querySelectorAll('h1, h2')].find(
              (h) => h.textContent?.startsWith('你好，') && !h.closest('[data-first-view-content]'),
            );
            if (heading) {
              window.__signedInPainted = performance.now();
              window.__greeting = heading.textContent;
            } else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        });
        await page.goto(`${app.origin}/login?code=budget-code&state=${state}`);
        // Waited for by a property the page's own watcher sets: one short read every 100 ms, not
        // a query of the whole document on the very main thread being measured.
        await page.waitFor(() => window.__signedInPainted !== undefined, { timeout: 30_000 });
        logins.push(
          await page.evaluate(() => {
            const api = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/api/auth/oauth-login'))
              .reduce((sum, entry) => sum + (entry.responseEnd - entry.requestStart), 0);
            if (window.__greeting !== '你好，张明华')
              throw new Error(`the greeting was ${window.__greeting}, not 你好，张明华`);
            return { painted: window.__signedInPainted, api };
          }),
        );
        await page.close();
      }
      const login = medians(logins);
      console.log(
        `  /login?code → signed-in "/" painted (no throttling): ${ms(login.painted)}, of which the sign-in API ${ms(login.api)}; ${ms(login.painted - login.api)} of the app (≤ 300 ms) ${login.painted - login.api <= 300 ? 'OK' : 'OVER'}`,
      );
    }

    // A logout in another tab → this tab shows the signed-out `/` (docs/session.md "Several
    // tabs": within a second). This tab is a phone's: 4× CPU and slow 4G, its user centre open
    // and left alone for a while, as a tab in the background is; the other tab logs out through
    // its user menu. Both moments are read in the pages themselves.
    if (measures('tabs')) {
      const teacher = mocks.users.teacher;
      const session = {
        token: mocks.users.tokenFor(teacher),
        user: teacher,
        routers: mocks.routers,
      };
      const userCentre = `${app.origin}/scenter?xh=${teacher.userId}`;
      const follows = [];
      // Headless Chromium keeps every page "visible", in front or not: said with the figure.
      const visibility = new Set();
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await storeSession(context, session);
        const watching = await context.newPage();
        await asPhone(context, watching);
        await watching.goto(userCentre, { waitUntil: 'networkidle' });
        await watching.waitForTimeout(3000);
        await watching.evaluate(() => {
          const shown = () =>
            [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === '登录');
          new MutationObserver((_, observer) => {
            if (!shown()) return;
            observer.disconnect();
            window.__signedOutShownAt = performance.timeOrigin + performance.now();
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        const acting = await context.newPage();
        // The user works in the other tab; this one waits behind it, as an open tab does.
        await acting.bringToFront();
        await acting.goto(userCentre);
        await acting.getByRole('button', { name: teacher.userName }).click();
        const logout = acting.getByRole('menuitem', { name: '退出登录' });
        await logout.waitFor();
        await acting.evaluate(() =>
          document.addEventListener(
            'click',
            () => (window.__loggedOutAt = performance.timeOrigin + performance.now()),
            { capture: true, once: true },
          ),
        );
        await logout.click();
        await watching.waitForFunction(() => window.__signedOutShownAt, null, { timeout: 30_000 });
        const shownAt = await watching.evaluate(() => window.__signedOutShownAt);
        follows.push(shownAt - (await acting.evaluate(() => window.__loggedOutAt)));
        visibility.add(await watching.evaluate(() => document.visibilityState));
        await context.close();
      }
      const follow = median(follows);
      console.log(
        `  A logout in another tab → this tab's signed-out "/" (its user centre open, ${[...visibility].join('/')}, 4× CPU, slow 4G), median of ${RUNS}: ${ms(follow)} (≤ 1000 ms) ${follow <= 1000 ? 'OK' : 'OVER'}; each: ${follows.map(ms).join(', ')}`,
      );
    }
  } finally {
    await app.close();
    await baseline.close();
  }
} finally {
  await plain.close();
  await browser?.close();
  await mocks?.close();
  rmSync(baselineDir, { recursive: true, force: true });
}
