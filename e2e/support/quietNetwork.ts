import type { Page } from 'playwright-core';
import { requestsInFlight } from './diagnostics';

const POLL_MS = 50;

/**
 * Waits until `page` has had no request in flight for `quietMs`: what a test means by "the
 * page has finished loading" before it changes the backend under it.
 *
 * Not `page.waitForLoadState('networkidle')`: that is a state of the document, reached once.
 * After sign-in the app moves from /login to its page without a new document, so the state
 * had often been reached by /login's own quiet moment and the wait returned at once, with the
 * page's reads still on their way (CI, stop 40: the navigation's read was still in flight when
 * a test made the backend hang, so the reloaded page had no stored navigation to draw).
 */
export async function waitForQuietNetwork(
  page: Page,
  { quietMs = 500, timeout = 15_000 }: { quietMs?: number; timeout?: number } = {},
): Promise<void> {
  const inFlight = requestsInFlight(page);
  if (!inFlight) throw new Error('waitForQuietNetwork: a page the suite’s Chromium did not open');
  const started = Date.now();
  let quietSince = started;
  while (Date.now() - started < timeout) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const waiting = [...inFlight].map(
    ([request, since]) => `${request.method()} ${request.url()} (${Date.now() - since} ms)`,
  );
  throw new Error(
    `waitForQuietNetwork: no quiet ${quietMs} ms within ${timeout} ms; in flight: ${waiting.join(', ')}`,
  );
}
