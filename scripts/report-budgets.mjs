// Reports the figures of design §11 for the production build in dist/ (run `npm run build`
// first). Figures, not pass/fail timings: a busy machine changes them, so nothing here fails
// a test run.
//   1. JS that `/` (signed out) loads before first paint, gzip, against the 132 kB budget.
//   2. LCP of `/` signed out against 1.1 × the LCP of the smallest page of our stack (built
//      from scripts/baseline/), both under 4× CPU slowdown and slow 4G, median of 3.
//   3. `/login?code=…` to the signed-in `/` painted, with an API that answers at once.
// `--sizes-only` skips the browser parts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromiumFlags.mjs';

const dist = 'dist';
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
const mainPageKey = Object.keys(manifest).find((k) => k.endsWith('features/main/MainPage.tsx'));
const firstPaint = new Set([...closure(entryKey), ...(mainPageKey ? closure(mainPageKey) : [])]);
const firstPaintBytes = [...firstPaint].reduce((sum, key) => sum + gz(manifest[key].file), 0);
const BUDGET = 132 * 1024;
console.log('Design §11 budgets (production build, gzip level 9)');
console.log(
  `  "/" signed out, JS before first paint: ${kb(firstPaintBytes)} of ${kb(BUDGET)} ${firstPaintBytes <= BUDGET ? 'OK' : 'OVER'}`,
);
for (const key of firstPaint)
  console.log(`    ${manifest[key].file.padEnd(48)} ${kb(gz(manifest[key].file))}`);
console.log('  Loaded only when needed:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (firstPaint.has(key) || !chunk.file.endsWith('.js')) continue;
  console.log(`    ${chunk.file.padEnd(48)} ${kb(gz(chunk.file))}`);
}
if (process.argv.includes('--sizes-only')) process.exit(0);

// 2–3. In Chromium ---------------------------------------------------------------------------
const { chromium } = await import('playwright-core');
const { build } = await import('vite');
const react = (await import('@vitejs/plugin-react')).default;

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
const signIn = {
  code: 200,
  result: {
    userInfo: { userId: 'T2024001', userName: '张明华', userType: 'teacher' },
    token: 'budget-token',
  },
};

/** Serves a built folder on 127.0.0.1 with a tiny API; closes itself with the returned function. */
async function serve(root, appConfig) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const json = (body) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/app-config.json' && appConfig) return json(appConfig);
    if (path === '/api/courses') return json(catalogue);
    if (path === '/api/auth/oauth-login') return json(signIn);
    if (path.startsWith('/api/user/notifications'))
      return json({
        code: 200,
        result: { records: [], total: 0, page: 1, size: 5, unreadCount: 0 },
      });
    if (path.startsWith('/api/'))
      return json({ code: 200, result: path.endsWith('course-weight') ? { items: [] } : [] });
    const file = normalize(join(root, path));
    const target =
      file.startsWith(root) && existsSync(file) && !file.endsWith('/') && extname(file)
        ? file
        : join(root, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(target));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** LCP (ms) of `url` in a fresh context, 4× CPU slowdown and Lighthouse's slow 4G. */
async function lcp(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__lcp > 0, null, { timeout: 30_000 });
  // Let late candidates (the catalogue) report, then stop observing by reading.
  await page.waitForTimeout(1500);
  const value = await page.evaluate(() => window.__lcp);
  await context.close();
  return value;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const baselineDir = mkdtempSync(join(tmpdir(), 'budget-baseline-'));
try {
  await build({
    root: 'scripts/baseline',
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: baselineDir, emptyOutDir: true },
  });
  const baselineJs = readFileSync(join(baselineDir, 'index.html'), 'utf8').match(
    /src="([^"]+\.js)"/,
  )?.[1];
  const baselineBytes = baselineJs
    ? gzipSync(readFileSync(join(baselineDir, baselineJs)), { level: 9 }).length
    : 0;

  const productionConfig = {
    demo: false,
    identityProvider: { authorizeUrl: 'https://sso.example.edu.cn/oauth2/authorize' },
  };
  const app = await serve(normalize(join(process.cwd(), dist)), productionConfig);
  const baseline = await serve(baselineDir, null);
  try {
    const appRuns = [];
    const baseRuns = [];
    for (let i = 0; i < 3; i += 1) {
      baseRuns.push(await lcp(`${baseline.origin}/`));
      appRuns.push(await lcp(`${app.origin}/`));
    }
    const appLcp = median(appRuns);
    const baseLcp = median(baseRuns);
    console.log('  LCP under 4× CPU slowdown and slow 4G (median of 3):');
    console.log(
      `    baseline page (AppBar, Button, Card; ${kb(baselineBytes)} JS): ${baseLcp.toFixed(0)} ms`,
    );
    console.log(
      `    "/" signed out: ${appLcp.toFixed(0)} ms, ${(appLcp / baseLcp).toFixed(2)} × baseline (budget 1.10 ×) ${appLcp <= baseLcp * 1.1 ? 'OK' : 'OVER'}`,
    );

    // 3. /login?code → signed-in / painted.
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${app.origin}/`);
      const state = 'YnVkZ2V0LXN0YXRlLTAxMjM0NTY3ODlhYmNkZWZnaGlq';
      await page.evaluate(
        (s) =>
          window.sessionStorage.setItem(
            'META_AUTH__',
            JSON.stringify({ state: s, returnPath: null, createdAt: Date.now() }),
          ),
        state,
      );
      await page.goto(`${app.origin}/login?code=budget-code&state=${state}`);
      await page.getByRole('heading', { name: '你好，张明华' }).waitFor();
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    const login = median(times);
    console.log(
      `  /login?code → signed-in "/" painted (API answers at once, no throttling): ${login.toFixed(0)} ms (budget 300 ms) ${login <= 300 ? 'OK' : 'OVER'}`,
    );
  } finally {
    await app.close();
    await baseline.close();
  }
} finally {
  await browser.close();
  rmSync(baselineDir, { recursive: true, force: true });
}
