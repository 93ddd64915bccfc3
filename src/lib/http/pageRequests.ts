/**
 * Every request belongs to the page that sent it, and a read also to the screen that asked
 * for it.
 *
 * - The page: a real reload ends its requests with it; a story (or a story's simulated reload)
 *   ends them here, silently, so that a late answer of one story never toasts or reloads in
 *   the next; and a session that another tab ended takes its requests with it (docs/session.md
 *   "Several tabs").
 * - The screen: moving to another route ends the reads the screen being left still waits for,
 *   so the next route's code never queues behind them (docs/http.md "Leaving a screen"). A save
 *   is not a read: it completes.
 *
 * Its own module, without axios: the cross-tab follower runs on the signed-out first paint,
 * which must not load the HTTP client (docs/budgets.md).
 */
import { abortEarlyRequests } from './earlyRequests';

let page = new AbortController();
let screen = new AbortController();

/** The signal of the requests the current page sends. */
export function pageSignal(): AbortSignal {
  return page.signal;
}

/** The signal of the reads the current screen sends (aborted with the page, too). */
export function screenSignal(): AbortSignal {
  return screen.signal;
}

export function abortPageRequests(): void {
  abortEarlyRequests({ shellToo: true });
  page.abort();
  screen.abort();
  page = new AbortController();
  screen = new AbortController();
}

export function abortScreenRequests(): void {
  abortEarlyRequests({ shellToo: false });
  screen.abort();
  screen = new AbortController();
}
