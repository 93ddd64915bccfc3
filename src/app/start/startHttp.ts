import { handleUnauthorized } from '@/lib/auth/unauthorized';
import { createHttpClient, startHttpClient, type HttpClientDeps } from '@/lib/http/httpClient';
import { toast } from '@/lib/toast/toast';

/** The app's reactions to a failed request (docs/http.md, docs/session.md), given at start-up. */
export const appHttpDeps: HttpClientDeps = {
  onUnauthorized: handleUnauthorized,
  // A burst of failures (a screen's cards all failing together) collapses into one counted toast.
  notifyError: (message) => toast.error(message, { grouping: true }),
};

/** Makes the HTTP client the api modules ask through; `overrides` for a test or a story. */
export function startHttp(overrides: Partial<HttpClientDeps> = {}): void {
  startHttpClient(createHttpClient({ ...appHttpDeps, ...overrides }));
}
