import { buildQueryString } from '@/lib/http/queryString';

/**
 * A GET of the API as a value: its path, its query and whether the shell (not a screen) reads
 * it. Each read is spelt once, in its feature, as one of these; the feature's API module sends
 * it (`readApi`), and the first view's registry names the same value for the inline gate to
 * send before the app's code runs (src/app/firstView/firstViewScreens.ts). No HTTP client here:
 * the gate is inline in index.html.
 */
export interface ApiRequest {
  path: string;
  /** The query, as the HTTP client sends it (docs/http.md: empty values dropped). */
  params?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** The navigation and the bell: a read of the shell, which leaving a screen does not end. */
  outlivesScreen?: boolean;
}

/** The path and query as sent, by the same serialiser as the HTTP client's. */
export function requestPath({ path, params }: ApiRequest): string {
  const query = params ? buildQueryString(params) : '';
  return query ? `${path}?${query}` : path;
}
