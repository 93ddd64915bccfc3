import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPageServer } from './testPageServer';
import { launchPlainChromium, type PlainChromium } from './plainChromium.mjs';
import { watchPageFigures, type PageFigures } from './pageFigures.mjs';

// A page the client renders: a short script puts in a button and rows that are slow to lay out
// (flex boxes of CJK text); the frame that draws them is a long task of rendering alone.
const CLIENT_RENDERED = `<!doctype html><meta charset="utf-8"><div id="app"></div><script>
  setTimeout(() => {
    const rows = Array.from({ length: 2500 }, (_, i) =>
      '<p style="display:flex;padding:' + (i % 7) + 'px">第 ' + i + ' 行 学习记录 <b>' + i + '</b></p>');
    document.getElementById('app').innerHTML = '<button>登录</button>' + rows.join('');
  }, 200);
</script>`;

// A prerendered page: the gate reveals it, later the app takes it over; each noted when done.
const PRERENDERED = `<!doctype html><meta charset="utf-8"><div id="root"><div data-first-view-content="signed-out">首页</div></div><script>
  setTimeout(() => {
    document.documentElement.setAttribute('data-first-view', 'shown');
    window.revealed = performance.now();
  }, 200);
  setTimeout(() => {
    document.getElementById('root').innerHTML = '<button>登录</button>';
    window.takenOver = performance.now();
  }, 400);
</script>`;

let pages: Awaited<ReturnType<typeof startTestPageServer>>;
let origin = '';
let chromium: PlainChromium;

beforeAll(async () => {
  pages = await startTestPageServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.url === '/prerendered' ? PRERENDERED : CLIENT_RENDERED);
  });
  origin = pages.origin;
  chromium = await launchPlainChromium();
}, 30_000);

afterAll(async () => {
  await chromium?.close();
  await pages?.close();
});

/**
 * The figures of a load of `path`, once the takeover is timed and, with `longFrame`, once the
 * rows' frame has been reported as blocking time (on a busy machine that frame alone takes
 * seconds); a watcher that never counted it fails there.
 */
async function figuresOf(
  path: string,
  { longFrame = false } = {},
): Promise<PageFigures & { revealed?: number; takenOver?: number }> {
  const page = await chromium.newPage();
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(watchPageFigures);
    await page.goto(`${origin}${path}`);
    // Each function is sent to the page as its source: no closure over this module.
    await page.waitFor(
      () => (globalThis as unknown as { __budget: PageFigures }).__budget.takeover > 0,
      { timeout: 20_000 },
    );
    if (longFrame) {
      // Not just any long frame: the page's own parse can be one on a busy machine.
      await page.waitFor(
        () => (globalThis as unknown as { __budget: PageFigures }).__budget.blocking > 300,
        { timeout: 40_000 },
      );
    }
    // Any report still on its way.
    await new Promise((done) => setTimeout(done, 500));
    return await page.evaluate(() => {
      const { __budget, revealed, takenOver } = globalThis as unknown as {
        __budget: PageFigures;
        revealed?: number;
        takenOver?: number;
      };
      return { ...__budget, revealed, takenOver };
    });
  } finally {
    await page.close();
  }
}

describe('watchPageFigures, what npm run budgets reads in a page', () => {
  it('puts no script into the frames it watches, and reads their rendering as blocking time', async () => {
    const figures = await figuresOf('/', { longFrame: true });
    // The rows' layout (hundreds of ms at 4×) is a task with no script in it: the Long Tasks
    // API leaves it out, unless the watcher itself runs in that frame (a requestAnimationFrame
    // poll did, and counted it).
    expect(figures.longTasks).toBeLessThan(figures.blocking / 2);
    expect(figures.interactive).toBeGreaterThan(150);
    expect(figures.takeover).toBe(figures.interactive);
  }, 90_000);

  it('times the reveal and the takeover of a prerendered page when they happen', async () => {
    const figures = await figuresOf('/prerendered');
    // At the end of the task that made the change, not in a later frame.
    const { revealed = NaN, takenOver = NaN } = figures;
    expect(figures.interactive).toBeGreaterThanOrEqual(revealed);
    expect(figures.interactive - revealed).toBeLessThan(20);
    expect(figures.takeover).toBeGreaterThanOrEqual(takenOver);
    expect(figures.takeover - takenOver).toBeLessThan(20);
    expect(figures.lcp).toBeGreaterThan(0);
  }, 40_000);
});
