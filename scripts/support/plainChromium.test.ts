import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPageServer } from './testPageServer';
import { launchPlainChromium, type PlainChromium } from './plainChromium.mjs';

/** The test page's global object, as the functions run in it see it (no DOM types here). */
interface PageGlobal {
  seeded?: string;
  lateAnswered?: boolean;
  innerWidth: number;
  innerHeight: number;
  document: { getElementById(id: string): { textContent: string | null } | null };
}

// A page whose script reads what an init script left, and asks for something the server answers
// only after 400 ms, after the load event.
const PAGE = `<!doctype html><meta charset="utf-8"><title>t</title><p id="out"></p><script>
  document.getElementById('out').textContent = 'seen: ' + window.seeded;
  addEventListener('load', () => fetch('/late').then(() => { window.lateAnswered = true; }));
</script>`;

let pages: Awaited<ReturnType<typeof startTestPageServer>>;
let origin = '';
let chromium: PlainChromium;

beforeAll(async () => {
  pages = await startTestPageServer((request, response) => {
    if (request.url === '/late') {
      setTimeout(() => response.end('late'), 400);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  origin = pages.origin;
  chromium = await launchPlainChromium();
}, 30_000);

afterAll(async () => {
  await chromium?.close();
  await pages?.close();
});

describe('plainChromium, the browser that npm run budgets measures in', () => {
  it('runs init scripts before the page, evaluates in it, and never enables the Runtime domain', async () => {
    const page = await chromium.newPage();
    await page.addInitScript((value: string) => {
      (globalThis as unknown as PageGlobal).seeded = value;
    }, '学习记录');
    await page.goto(`${origin}/`);
    expect(
      await page.evaluate(
        () => (globalThis as unknown as PageGlobal).document.getElementById('out')?.textContent,
      ),
    ).toBe('seen: 学习记录');
    expect(
      await page.evaluate(() => {
        const { innerWidth, innerHeight } = globalThis as unknown as PageGlobal;
        return [innerWidth, innerHeight];
      }),
    ).toEqual([390, 844]);
    await page.close();
    // The reason it exists: with Runtime enabled, V8 reparses the functions on the stack each
    // time an Error is created, which inflated the long tasks it measures.
    expect(chromium.sent).toContain('Runtime.evaluate');
    expect(chromium.sent).not.toContain('Runtime.enable');
  }, 30_000);

  it('waits for a quiet network when asked, and polls the page for a condition', async () => {
    const page = await chromium.newPage({ width: 320, height: 640 });
    await page.goto(`${origin}/`, { quietNetwork: true });
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobal).lateAnswered)).toBe(
      true,
    );
    await page.goto(`${origin}/`);
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobal).lateAnswered),
    ).toBeUndefined();
    expect(await page.waitFor(() => (globalThis as unknown as PageGlobal).lateAnswered)).toBe(true);
    await expect(
      page.waitFor(() => (globalThis as unknown as PageGlobal).seeded, { timeout: 300 }),
    ).rejects.toThrow(/waited 300 ms/);
    await page.close();
  }, 30_000);

  it('says why a navigation failed', async () => {
    // A port that was just listened on and closed: nothing answers there.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const page = await chromium.newPage();
    await expect(page.goto(`http://127.0.0.1:${port}/`)).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
    await page.close();
  }, 30_000);

  it('enables the Runtime domain only to compare with Playwright', async () => {
    const inspected = await launchPlainChromium({ inspector: true });
    try {
      await (await inspected.newPage()).close();
      expect(inspected.sent).toContain('Runtime.enable');
    } finally {
      await inspected.close();
    }
  }, 30_000);
});
