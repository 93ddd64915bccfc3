/**
 * Every request belongs to the page that sent it. A real reload ends them with the page; a
 * story (or a story's simulated reload) ends them here, silently, so that a late answer of one
 * story never toasts or reloads in the next; and a session that another tab ended takes its
 * requests with it (design §3 "Several tabs").
 *
 * Its own module, without axios: the cross-tab follower runs on the signed-out first paint,
 * which must not load the HTTP client (design §11).
 */
let page = new AbortController();

/** The signal of the requests the current page sends. */
export function pageSignal(): AbortSignal {
  return page.signal;
}

export function abortPageRequests(): void {
  page.abort();
  page = new AbortController();
}
