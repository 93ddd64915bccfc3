import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { SLOW_4G, sharedLink, slowNetwork, wireBytes } from './support/slowNetwork';

// 1.6 Mbps: 204.8 bytes a millisecond.
const perMs = (1_600 * 1024) / 8 / 1000;

/** The test-made slow network of returningVisit (e2e/support/slowNetwork.ts), checked as arithmetic. */
describe('slowNetwork’s shared link', () => {
  it('delivers a lone response one latency after it was asked for, plus its bytes at 1.6 Mbps', () => {
    const link = sharedLink(SLOW_4G);
    expect(link.deliver(1_000, 1_010, 20_480)).toBeCloseTo(1_150 + 20_480 / perMs, 6);
  });

  it('waits for a server slower than the latency', () => {
    const link = sharedLink(SLOW_4G);
    expect(link.deliver(0, 400, 0)).toBe(400);
  });

  it('carries responses one after another: two at once take twice the time of one', () => {
    const link = sharedLink(SLOW_4G);
    const first = link.deliver(0, 0, 102_400);
    const second = link.deliver(0, 0, 102_400);
    expect(first).toBeCloseTo(150 + 500, 6);
    expect(second).toBeCloseTo(first + 500, 6);
    // A response asked for after the link went idle starts afresh.
    expect(link.deliver(5_000, 5_000, 0)).toBe(5_150);
  });

  it('counts the bytes nginx sends: gzipped when the response says so', () => {
    const body = Buffer.from('我的授课'.repeat(2_000));
    expect(wireBytes({}, body)).toBe(body.length);
    const gzipped = wireBytes({ 'content-encoding': 'gzip' }, body);
    expect(gzipped).toBe(gzipSync(body, { level: 6 }).length);
    expect(gzipped).toBeLessThan(body.length / 10);
  });
});

describe('slowNetwork in a page', () => {
  let browser: Browser;
  let server: Server;
  let origin = '';
  let slowAnswered = 0;
  // The server's own record of each `/slow` it received, for a test to wait on.
  let slowReceived: () => void = () => undefined;
  // `/fast` answers 20 kB at once, `/slow` after 300 ms; `/reset` drops the connection.
  beforeAll(async () => {
    browser = await launchChromium();
    server = createServer((request, response) => {
      if (request.url === '/reset') request.socket.destroy();
      else if (request.url === '/slow') {
        slowReceived();
        setTimeout(() => {
          slowAnswered += 1;
          response.end('slow');
        }, 300);
      } else if (request.url === '/fast') response.end('x'.repeat(20_480));
      else response.end('<!doctype html><title>t</title>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('delivers an answer no sooner than the link allows: 150 ms, then 20 kB at 1.6 Mbps', async () => {
    const page = await browser.newPage();
    await slowNetwork(page, origin);
    await page.goto(`${origin}/`);
    const took = await page.evaluate(async () => {
      const started = performance.now();
      await (await fetch('/fast')).text();
      return performance.now() - started;
    });
    // A lower bound only: what the machine adds on top is not the link's.
    expect(took).toBeGreaterThanOrEqual(150 + 20_480 / perMs - 1);
    await page.close();
  });

  it('lets a connection the server dropped fail in the page, as a network would', async () => {
    const page = await browser.newPage();
    await slowNetwork(page, origin);
    await page.goto(`${origin}/`);
    const outcome = await page.evaluate(() =>
      fetch('/reset').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(outcome).toBe('failed');
    await page.close();
  });

  it('throws nothing when the page closes with an answer on its way', async () => {
    const page = await browser.newPage();
    await slowNetwork(page, origin);
    await page.goto(`${origin}/`);
    // The page's request event comes before the route handler has asked the server: closing
    // then would test nothing (and in CI run 179 the server never saw `/slow`). Close once the
    // server holds the request, so that the handler is waiting on it.
    const received = new Promise<void>((done) => (slowReceived = done));
    const answeredBefore = slowAnswered;
    await page.evaluate(() => void fetch('/slow').catch(() => undefined));
    await received;
    await page.close();
    // Wait until the server has sent its answer, after the close, towards a handler whose page
    // is gone (a wait, not the check: the server sends it whatever the handler does)…
    await expect.poll(() => slowAnswered).toBeGreaterThan(answeredBefore);
    // …and the handler's end has nothing to watch from here: an error it threw would be an
    // unhandled rejection, which fails this file, so give it the link's 150 ms and more.
    await new Promise((done) => setTimeout(done, 500));
  });
});
