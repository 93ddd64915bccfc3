import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * A phone's slow network for one page, made by the test instead of Chromium's CDP emulation
 * (`Network.emulateNetworkConditions`).
 *
 * Why not CDP: in fresh-clone CI runs 63 and 70, under load, a page throttled that way painted
 * its prerendered frame and then kept every script and API request in flight for 10 s (run 63)
 * and 20 s (run 70): nothing arrived at all, far past what 1.6 Mbps explains for ~300 kB of
 * gzipped code. Chromium's emulation is known to stall the load event now and then
 * (microsoft/playwright#22676, left to Chromium upstream). A test that passes or fails with
 * the browser's throttler measures the throttler.
 *
 * The model here: each response reaches the page `latencyMs` after it was asked for (or when the
 * server answered, if later), then crosses one shared link of `downloadKbps` in the order the
 * responses became ready, counted in the bytes the wire carries (gzipped as nginx sends it).
 * Routing also turns the page's HTTP cache off (Playwright's documented behaviour), as a first
 * visit's empty cache needs.
 */
export interface SlowNetworkOptions {
  latencyMs: number;
  downloadKbps: number;
}

export const SLOW_4G: SlowNetworkOptions = { latencyMs: 150, downloadKbps: 1_600 };

export async function slowNetwork(
  page: Page,
  origin: string,
  options: SlowNetworkOptions = SLOW_4G,
): Promise<void> {
  const link = sharedLink(options);
  // The sign-in fixture bounds a navigation at 10 s, a loopback's worth. A phone's network is
  // slower by design (the first view's ~400 kB of gzipped code take ~2 s at 1.6 Mbps alone), and
  // on a busy CI machine this process delivers every response: give the load three times that.
  page.setDefaultNavigationTimeout(30_000);
  await page.route(`${origin}/**`, async (route) => {
    try {
      const askedAt = Date.now();
      const response = await route.fetch({ maxRedirects: 0 });
      const body = await response.body();
      const arrival = link.deliver(askedAt, Date.now(), wireBytes(response.headers(), body));
      const wait = arrival - Date.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      await route.fulfill({ response, body });
    } catch (error) {
      // The page closed or left while its answer was on the way: there is no one to deliver to,
      // and an error thrown from here would fail whichever test runs next.
      if (page.isClosed() || /closed|already handled/.test(String(error))) return;
      // The server did not answer (a reset connection, say): the page sees a failed request,
      // as it would on a real network.
      await route.abort('failed').catch(() => undefined);
    }
  });
}

/** The link's arithmetic, apart from any browser, so that it can be checked as such. */
export function sharedLink({ latencyMs, downloadKbps }: SlowNetworkOptions): {
  /** When a response of `bytes`, asked for at `askedAt` and answered at `answeredAt`, has arrived. */
  deliver(askedAt: number, answeredAt: number, bytes: number): number;
} {
  const bytesPerMs = (downloadKbps * 1024) / 8 / 1000;
  // When the link has carried every response already scheduled on it.
  let freeAt = -Infinity;
  return {
    deliver(askedAt, answeredAt, bytes) {
      const start = Math.max(askedAt + latencyMs, answeredAt, freeAt);
      freeAt = start + bytes / bytesPerMs;
      return freeAt;
    },
  };
}

/** The bytes a response takes on the wire: route.fetch hands over the body decoded. */
export function wireBytes(headers: Record<string, string>, body: Buffer): number {
  const encoding = headers['content-encoding'] ?? '';
  return encoding.includes('gzip') ? gzipSync(body, { level: 6 }).length : body.length;
}
