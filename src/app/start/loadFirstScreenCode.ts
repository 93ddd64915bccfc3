import { isSignedIn } from '@/lib/session/session';
import { paths } from '@/config/paths';
import { guardOpens } from '@/app/routeLoaders';

/**
 * For a stored session on `/`, the dashboard's code (with its first card, 我的授课 or 我的课程, the screen's largest part),
 * which the gate preloaded with the page (docs/budgets.md "Returning visits"): start-up waits for
 * it, so the first render has it instead of its placeholder and a Suspense round later. The
 * header's controls and the other cards are not waited for: they come as their code arrives,
 * their slots and placeholders the same size meanwhile. Only at start: after a sign-in the page
 * renders at once, with its placeholders, while that code loads. A chunk that fails is reported
 * where it renders. (`/scenter` waits for its tab's code in its loader, on every visit; at
 * start, its tab's first reads begin beside that code: UserCenterPage's startUserCenterFirstReads.)
 */
export async function loadFirstScreenCode({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): Promise<void> {
  if (!isSignedIn()) return;
  if (pathname === paths.userCenter) {
    // Only for an address the guard opens, as the gate's early reads: never with a token for a
    // visit that is about to be signed out or sent elsewhere.
    if (!guardOpens(new URL(`${pathname}${search}`, window.location.origin))) return;
    await import('@/app/pages/UserCenterPage').then(
      (page) => page.startUserCenterFirstReads(search),
      () => undefined,
    );
    return;
  }
  if (pathname !== '/') return;
  await import('@/app/pages/MainPage').then(
    (page) => page.loadSignedInMainPage(),
    () => undefined,
  );
}
