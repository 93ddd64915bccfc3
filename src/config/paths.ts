import { USER_ID_PARAM } from './constants';

/** The app's routes (docs/session.md), in one place for links, guards and the route table. */
export const paths = {
  home: '/',
  userCenter: '/scenter',
  login: '/login',
  grading: '/grading',
  course: (courseId: string) => `/course/${encodeURIComponent(courseId)}`,
} as const;

const PROBE_ORIGIN = 'http://app.invalid';

/**
 * True for a path of this app only: starts with one `/`, and resolves to the same origin.
 * `//evil.example`, `/\evil.example` (browsers read `\` as `/`), `https://evil.example/` and
 * anything with control characters are refused, so neither sign-in nor a server-given link
 * can send the browser elsewhere.
 */
export function isOwnOriginPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The screens a link may lead to; `/login` only completes a sign-in. */
const LINKABLE_SCREENS: ReadonlySet<string> = new Set([
  paths.home,
  paths.userCenter,
  paths.grading,
]);
/** `/course/<id>`: one segment, as the route table has it. */
const COURSE_SCREEN = /^\/course\/[^/]+$/;

/**
 * A path the server gives us (a navigation entry) may become a link only when it is this
 * app's own and names one of its screens: `//host`, `/\host`, their percent-encoded forms
 * and every other scheme are refused, and so is a path the router would answer with 页面不存在.
 */
export function isAppLinkPath(path: unknown): path is string {
  if (!isOwnOriginPath(path)) return false;
  const { pathname } = new URL(path, PROBE_ORIGIN);
  return LINKABLE_SCREENS.has(pathname) || COURSE_SCREEN.test(pathname);
}

/** Paths open to everyone; every other path is guarded (docs/session.md rules 1–3). */
export function isOpenPath(pathname: string): boolean {
  return pathname === paths.home || isLoginPath(pathname);
}

export function isLoginPath(pathname: string): boolean {
  return pathname === paths.login || pathname === `${paths.login}/`;
}

/**
 * The identity provider's return with a code, read as the route guard reads it (decideRoute):
 * `/login` exchanges it unless its state is refused. The state is not checked here.
 */
export function isSignInReturn({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): boolean {
  return isLoginPath(pathname) && Boolean(new URLSearchParams(search).get('code'));
}

/**
 * A link to a guarded screen carries the signed-in user's id as `xh` (docs/session.md rule 5); links
 * to open paths are left as they are.
 */
export function withUserId(
  pathAndQuery: string,
  userId: string | number | null | undefined,
): string {
  const url = new URL(pathAndQuery, 'http://app.invalid');
  if (isOpenPath(url.pathname) || userId === null || userId === undefined || userId === '') {
    return pathAndQuery;
  }
  url.searchParams.set(USER_ID_PARAM, String(userId));
  return `${url.pathname}${url.search}${url.hash}`;
}
