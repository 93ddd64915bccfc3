/**
 * docs/budgets.md "Returning visits": the inline gate starts the first view's API requests while
 * the app's code downloads, and the HTTP client takes their answers instead of asking again.
 * No axios here: the gate is inline in index.html and must stay small.
 */
import { HTTP_TIMEOUT_MS } from '@/config/constants';
import { pageRequestSlots } from './requestSlots';

export interface EarlyRequest {
  /** The API URL as sent, `apiBase` included. */
  url: string;
  /** The token it carried: an answer for another session is never used. */
  token: string;
  response: Promise<EarlyOutcome>;
  /** A read of the shell (navigation, the bell), which leaving the first screen does not end. */
  outlivesScreen: boolean;
  /** Ends the request: leaving the screen, or the app taking it over and being aborted. */
  abort(): void;
}

/** What the gate asks for: a path and query, and whether the shell (not the screen) reads it. */
export interface FirstViewRequest {
  path: string;
  outlivesScreen: boolean;
  /**
   * Drawn before the app runs (a screen's largest part, by its drawer): on the wire ahead of the
   * entry's chunks.
   */
  drawnEarly?: boolean;
}

declare global {
  interface Window {
    /** Started by the gate; each is taken at most once. */
    __earlyRequests?: EarlyRequest[];
  }
}

/** A URL with its query in a canonical order, so the gate's and axios's spellings compare equal. */
export function sameRequestKey(url: string): string {
  const parsed = new URL(url, 'http://app.invalid');
  // Code-unit order, not localeCompare: the first collation on a page loads ICU's tables, tens
  // of ms on a slow phone in the middle of the first render (docs/budgets.md).
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const query = new URLSearchParams(params).toString();
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}`;
}

/**
 * What an early read ends with: the answer; `'timeout'` when the API did not answer within the
 * app's timeout (the app shows 网络超时, as for its own request); null when the network failed
 * or the read was ended (the app asks again, if it still wants the data).
 */
export type EarlyOutcome = Response | 'timeout' | null;

/**
 * Starts each request (GET, with the stored token) and leaves them for the app. They are the
 * app's requests before its code runs, under its rules (design §3): a slot of the page's
 * concurrency limit, shared with the app's HTTP client, the same timeout, and an abort.
 * The reads drawn before the app runs (我的授课 or 我的课程, 学习记录's chart) ask for their slots
 * first.
 */
export function startEarlyRequests(
  requests: readonly FirstViewRequest[],
  apiBase: string,
  token: string,
): void {
  const slots = pageRequestSlots();
  const inTurn = [
    ...requests.filter((request) => request.drawnEarly === true),
    ...requests.filter((request) => request.drawnEarly !== true),
  ];
  window.__earlyRequests = inTurn.map(({ path, outlivesScreen, drawnEarly = false }) => {
    const controller = new AbortController();
    const url = `${apiBase}${path}`;
    const send = async (): Promise<EarlyOutcome> => {
      let release: () => void;
      try {
        release = await slots.acquire(controller.signal);
      } catch {
        return null;
      }
      let timedOut = false;
      // A timer, not AbortSignal.timeout, so that a test's fake clock can bring the 50 s on.
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, HTTP_TIMEOUT_MS);
      try {
        return await fetch(url, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          signal: controller.signal,
          // Low, as the screen's chunks, which the gate asks for a task later: over HTTP/1.1's
          // six connections these small answers go after the entry's chunks (with an empty cache
          // the code, not the data, is what their cards wait for) and before the screen's own.
          // One drawn before the app runs waits for no code: it goes first.
          priority: drawnEarly ? 'high' : 'low',
        });
      } catch {
        return timedOut ? 'timeout' : null;
      } finally {
        clearTimeout(timer);
        release();
      }
    };
    return { url, token, outlivesScreen, abort: () => controller.abort(), response: send() };
  });
}

/**
 * Leaving the first screen ends the early reads nobody took yet (design: docs/http.md
 * "Navigation"): over HTTP/1.1 they would hold the connections the next screen's code needs.
 * The shell's reads stay, unless the whole page is being left.
 */
export function abortEarlyRequests({ shellToo }: { shellToo: boolean }): void {
  const pending = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (!pending) return;
  window.__earlyRequests = pending.filter((request) => {
    if (request.outlivesScreen && !shellToo) return true;
    request.abort();
    return false;
  });
}

/**
 * The early answer to this request, taken once, if the gate started one with this token;
 * otherwise null and the request goes out as usual.
 */
export function takeEarlyRequest(url: string, token: string | null): EarlyRequest | null {
  const pending = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (!pending || token === null) return null;
  const key = sameRequestKey(url);
  const index = pending.findIndex((r) => r.token === token && sameRequestKey(r.url) === key);
  if (index < 0) return null;
  const [taken] = pending.splice(index, 1);
  return taken ?? null;
}

/** For stories and tests: no early answers left from a previous page. */
export function forgetEarlyRequests(): void {
  if (typeof window !== 'undefined') delete window.__earlyRequests;
}
