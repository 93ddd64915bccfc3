import { isSignedIn } from '@/lib/session/session';

/**
 * For a stored session on `/`, the dashboard's code (with its first card, 我的授课 or 我的课程, the screen's largest part),
 * which the gate preloaded with the page (docs/budgets.md "Returning visits"): start-up waits for
 * it, so the first render has it instead of its placeholder and a Suspense round later. The
 * header's controls and the other cards are not waited for: they come as their code arrives,
 * their slots and placeholders the same size meanwhile. Only at start: after a sign-in the page
 * renders at once, with its placeholders, while that code loads. A chunk that fails is reported
 * where it renders. (`/scenter` waits for its tab's code in its loader, on every visit.)
 */
export async function loadFirstScreenCode(pathname: string): Promise<void> {
  if (!isSignedIn() || pathname !== '/') return;
  await import('@/app/pages/MainPage').then(
    (page) => page.loadSignedInMainPage(),
    () => undefined,
  );
}
