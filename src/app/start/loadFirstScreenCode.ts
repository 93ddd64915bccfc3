import { isSignedIn } from '@/lib/session/session';
import { loadSignedInHeader } from '../shell/AppHeader';

/**
 * For a stored session, the code of the first screen's signed-in parts (the header's controls;
 * on `/` the dashboard), which the gate preloaded with the page (docs/budgets.md "Returning
 * visits"): start-up waits for it, so the first render has them instead of their placeholders
 * and a Suspense round later. Only at start: after a sign-in the page renders at once, with its
 * placeholders, while that code loads. A chunk that fails is reported where it renders.
 */
export async function loadFirstScreenCode(pathname: string): Promise<void> {
  if (!isSignedIn()) return;
  await Promise.all([
    loadSignedInHeader(),
    pathname === '/'
      ? import('@/app/pages/MainPage').then(
          (page) => page.loadSignedInMainPage(),
          () => undefined,
        )
      : undefined,
  ]);
}
