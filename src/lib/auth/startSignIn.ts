import { getAppConfig } from '@/config/runtimeConfig';
import { browser } from '@/lib/browser';
import { clock } from '@/lib/clock';
import { createState, saveAttempt } from './authAttempt';
import { buildAuthorizeUrl } from './authorizeRequest';
import { codeChallengeS256, createCodeVerifier } from './pkce';
import { allowAutomatic, resetGuardCounts } from './reloadLoopGuard';
import { isSafeReturnPath } from './returnPath';

export type SignInStart =
  /** The browser was sent to the identity provider. */
  | { kind: 'redirected'; url: string }
  /** The reload-loop guard refused an automatic trip (D4). */
  | { kind: 'blocked' }
  /** No provider configured on a local host: the seed's fallback is `/`. */
  | { kind: 'local-fallback' }
  /** The browser refuses storage: the attempt could not outlive the trip, so none started. */
  | { kind: 'storage-refused' };

export interface SignInRequest {
  /** Where to come back to after sign-in (a guarded path and query), if anywhere. */
  returnPath: string | null;
  /** Started by a guard rather than by the user; only these count towards the loop guard. */
  automatic: boolean;
}

/**
 * Sends the browser to the identity provider with a fresh single-use state (D1) and, when
 * configured, a PKCE challenge; the attempt is saved for `/login` to check.
 */
export async function startSignIn(request: SignInRequest): Promise<SignInStart> {
  const provider = getAppConfig().identityProvider;
  const authorizeUrl = provider.authorizeUrl;
  if (!authorizeUrl) return { kind: 'local-fallback' };

  if (request.automatic) {
    if (!allowAutomatic('trips')) return { kind: 'blocked' };
  } else {
    resetGuardCounts();
  }

  const state = createState();
  const codeVerifier = provider.pkce ? createCodeVerifier() : undefined;
  const codeChallenge = codeVerifier ? await codeChallengeS256(codeVerifier) : undefined;
  const saved = saveAttempt({
    state,
    returnPath: isSafeReturnPath(request.returnPath) ? request.returnPath : null,
    ...(codeVerifier ? { codeVerifier } : {}),
    createdAt: clock.now(),
  });
  // Leaving now would come back to a /login that cannot check the state: a silent loop.
  if (!saved) return { kind: 'storage-refused' };
  const url = buildAuthorizeUrl(
    { ...provider, authorizeUrl },
    { origin: browser.location().origin, state, ...(codeChallenge ? { codeChallenge } : {}) },
  );
  browser.assign(url);
  return { kind: 'redirected', url };
}
