import { USER_ID_PARAM } from './constants';

/** The app's routes (seed §2), in one place for links, guards and the route table. */
export const paths = {
  home: '/',
  userCenter: '/scenter',
  login: '/login',
} as const;

/** Paths open to everyone; every other path is guarded (seed §2 rules 1–3). */
export function isOpenPath(pathname: string): boolean {
  return pathname === paths.home || isLoginPath(pathname);
}

export function isLoginPath(pathname: string): boolean {
  return pathname === paths.login || pathname === `${paths.login}/`;
}

/**
 * A link to a guarded screen carries the signed-in user's id as `xh` (seed §2 rule 5); links
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
