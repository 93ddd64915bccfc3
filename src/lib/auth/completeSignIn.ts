import { getAppConfig } from '@/config/runtimeConfig';
import { isLoginPath, withUserId } from '@/config/paths';
import { browser } from '@/lib/browser';
import { startSession } from '@/lib/session/session';
import { discardAttempt } from './authAttempt';
import type { GuardDecision } from './routeGuard';
import { isSafeReturnPath } from './returnPath';
import { exchangeSignInCode } from './signInExchange';

export type SignInOutcome =
  /** Signed in; continue inside the app at this path. */
  | { kind: 'signed-in'; path: string }
  /** Signed in; `mainHost` is another site, the browser was sent there. */
  | { kind: 'signed-in-elsewhere'; url: string }
  /**
   * Not signed in. `returnPath` is the page first asked for (when safe), so that 重新登录
   * starts the new attempt towards it rather than forgetting it (docs/session.md).
   */
  | { kind: 'failed'; reason: 'exchange'; message: string; returnPath: string | null }
  | {
      kind: 'failed';
      reason: 'provider';
      error: string;
      description: string | null;
      returnPath: string | null;
    };

/** Where a successful sign-in lands when there is no safe return path (docs/configuration.md `mainHost`). */
function mainHostTarget(): { kind: 'path'; path: string } | { kind: 'url'; url: string } {
  const { mainHost } = getAppConfig();
  if (mainHost === '') return { kind: 'path', path: '/' };
  const here = browser.location();
  const target = new URL(mainHost, here.origin);
  if (target.origin === here.origin)
    return { kind: 'path', path: `${target.pathname}${target.search}` || '/' };
  return { kind: 'url', url: target.toString() };
}

/**
 * Rule 1 of the guard, once the state is accepted: take the single-use attempt, rewrite the
 * address bar so the code leaves history (D5), exchange the code, store the session, and say
 * where to go. Failures are logged (docs/http.md) and reported for the sign-in-failed screen (D3).
 */
export async function completeSignIn(
  decision: Extract<GuardDecision, { kind: 'complete-sign-in' | 'sign-in-error' }>,
  callbackUrl: URL,
): Promise<SignInOutcome> {
  discardAttempt();
  const here = browser.location();
  const clean = new URL(callbackUrl.href);
  for (const key of ['code', 'state', 'iss']) clean.searchParams.delete(key);
  browser.replaceAddress(`${clean.pathname}${clean.search}${clean.hash}`);
  const asked = decision.attempt?.returnPath;
  const returnPath =
    isSafeReturnPath(asked) && !isLoginPath(new URL(asked, here.origin).pathname) ? asked : null;

  if (decision.kind === 'sign-in-error') {
    return {
      kind: 'failed',
      reason: 'provider',
      error: decision.error,
      description: decision.description,
      returnPath,
    };
  }

  try {
    const { userInfo, token } = await exchangeSignInCode({
      code: decision.code,
      ...(decision.attempt?.codeVerifier ? { codeVerifier: decision.attempt.codeVerifier } : {}),
      ...(decision.iss ? { iss: decision.iss } : {}),
    });
    startSession({ token, userInfo });

    if (returnPath !== null) {
      // The person who just signed in is who the page is for: its xh follows them.
      return { kind: 'signed-in', path: withUserId(returnPath, userInfo.userId) };
    }
    const target = mainHostTarget();
    if (target.kind === 'path') return { kind: 'signed-in', path: target.path };
    browser.replace(target.url);
    return { kind: 'signed-in-elsewhere', url: target.url };
  } catch (error) {
    console.error('[sign-in] exchange failed', error);
    return {
      kind: 'failed',
      reason: 'exchange',
      message: error instanceof Error ? error.message : String(error),
      returnPath,
    };
  }
}
