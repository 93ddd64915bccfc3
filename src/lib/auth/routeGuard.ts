import { LEGACY_STATE, AUTH_ATTEMPT_MAX_AGE_MS, USER_ID_PARAM } from '@/config/constants';
import { isLoginPath, paths } from '@/config/paths';
import type { UserInfo } from '@/types/user';
import type { AuthAttempt } from './authAttempt';

export interface GuardInput {
  url: URL;
  token: string | null;
  user: UserInfo | null;
  attempt: AuthAttempt | null;
  legacyState: boolean;
  now: number;
}

export type SignInReason = 'no-token' | 'no-user' | 'xh-missing' | 'xh-mismatch';

export type GuardDecision =
  /** Rule 1: the provider came back with an accepted state and a code. */
  | { kind: 'complete-sign-in'; code: string; iss: string | null; attempt: AuthAttempt | null }
  /** Rule 1: accepted state, but the provider sent an error instead of a code. */
  | {
      kind: 'sign-in-error';
      error: string;
      description: string | null;
      attempt: AuthAttempt | null;
    }
  /** Rule 2 (D6): `/login` without an accepted state goes to `/`; nothing is exchanged. */
  | { kind: 'leave-login' }
  /** Rule 3: `/` is always open. */
  | { kind: 'open' }
  /** Rules 4–5 passed. */
  | { kind: 'allow' }
  /** Rules 4–5 failed: sign in again, clearing storage first for an xh problem. */
  | { kind: 'sign-in'; reason: SignInReason; clearStorage: boolean };

/** The attempt the state belongs to, `null` for an accepted legacy state, or `false` when refused. */
function acceptState(input: GuardInput, state: string | null): AuthAttempt | null | false {
  if (!state) return false;
  const { attempt } = input;
  if (
    attempt &&
    attempt.state === state &&
    input.now - attempt.createdAt <= AUTH_ATTEMPT_MAX_AGE_MS
  ) {
    return attempt;
  }
  if (input.legacyState && state === LEGACY_STATE) return null;
  return false;
}

/**
 * docs/session.md's navigation rules, in the seed's order, as a pure function of the address and what
 * storage holds. The loaders apply the decision; stories and tests can check it directly.
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const { url } = input;
  const query = url.searchParams;

  if (isLoginPath(url.pathname)) {
    const accepted = acceptState(input, query.get('state'));
    if (accepted === false) return { kind: 'leave-login' };
    const code = query.get('code');
    if (code) return { kind: 'complete-sign-in', code, iss: query.get('iss'), attempt: accepted };
    return {
      kind: 'sign-in-error',
      error: query.get('error') ?? 'missing_code',
      description: query.get('error_description'),
      attempt: accepted,
    };
  }

  if (url.pathname === paths.home) return { kind: 'open' };

  if (!input.token) return { kind: 'sign-in', reason: 'no-token', clearStorage: false };
  const xh = query.get(USER_ID_PARAM);
  if (!input.user) return { kind: 'sign-in', reason: 'no-user', clearStorage: true };
  if (xh === null || xh === '')
    return { kind: 'sign-in', reason: 'xh-missing', clearStorage: true };
  if (xh !== String(input.user.userId))
    return { kind: 'sign-in', reason: 'xh-mismatch', clearStorage: true };
  return { kind: 'allow' };
}
