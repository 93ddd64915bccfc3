import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { getAppConfig } from '@/config/runtimeConfig';
import { readAttempt } from '@/lib/auth/authAttempt';
import { GuardInterruption } from '@/lib/auth/authInterruption';
import type { SignInOutcome } from '@/lib/auth/completeSignIn';
import { decideRoute, type GuardDecision } from '@/lib/auth/routeGuard';
import { startSignIn } from '@/lib/auth/startSignIn';
import { clock } from '@/lib/clock';
import { endSession } from '@/lib/session/session';
import { getToken } from '@/lib/session/token';
import { readStoredUser } from '@/lib/session/storedUser';
import { paths } from '@/config/paths';

function decide(request: Request): { url: URL; decision: GuardDecision } {
  const url = new URL(request.url);
  const decision = decideRoute({
    url,
    token: getToken(),
    user: readStoredUser(),
    attempt: readAttempt(),
    legacyState: getAppConfig().identityProvider.legacyState,
    now: clock.now(),
  });
  return { url, decision };
}

/** The guard lets the visit through to its page. */
const opensPage = (decision: GuardDecision) =>
  decision.kind === 'allow' || decision.kind === 'open';

/** Whether the guard lets this address through to its page now: what its loader will decide. */
export function guardOpens(url: URL): boolean {
  return opensPage(decide(new Request(url)).decision);
}

/**
 * Every guarded route's loader (docs/session.md rules 4–5). It never lets the screen render without a
 * session: it either returns, or throws a redirect or a GuardInterruption for the root's error
 * element to show.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const { url, decision } = decide(request);
  if (opensPage(decision)) return null;
  if (decision.kind !== 'sign-in') throw redirect(paths.home);
  if (decision.clearStorage) endSession({ keepLoopGuard: true });
  const started = await startSignIn({
    returnPath: `${url.pathname}${url.search}`,
    automatic: true,
  });
  if (started.kind === 'local-fallback') throw redirect(paths.home);
  throw new GuardInterruption(started.kind === 'redirected' ? 'redirecting' : started.kind);
}

/**
 * `/scenter`: the guard, then the code of the tab the address names (app/pages/UserCenterPage),
 * as the route's own code is waited for: the tab is shown selected only with its content, on
 * the first visit and on each switch, and a position restored on back/forward is reachable.
 */
export async function userCenterLoader(args: LoaderFunctionArgs): Promise<null> {
  await guardLoader(args);
  const page = await import('@/app/pages/UserCenterPage');
  await page.loadUserCenterTab(new URL(args.request.url).searchParams.get('tab'));
  return null;
}

export type LoginLoaderData = Exclude<SignInOutcome, { kind: 'signed-in' }>;

/** `/login` (docs/session.md rules 1–2): completes sign-in, or leaves for `/` without exchanging (D6). */
export async function loginLoader({
  request,
}: LoaderFunctionArgs): Promise<LoginLoaderData | Response> {
  const { url, decision } = decide(request);
  if (decision.kind !== 'complete-sign-in' && decision.kind !== 'sign-in-error') {
    return redirect(paths.home);
  }
  // The exchange (and the HTTP client with it) loads only for a callback, not for first paint.
  const { completeSignIn } = await import('@/lib/auth/completeSignIn');
  const outcome = await completeSignIn(decision, url);
  if (outcome.kind === 'signed-in') return redirect(outcome.path);
  return outcome;
}
