import { isLoginPath, paths } from '@/config/paths';
import { authInterruption } from '@/lib/auth/authInterruption';
import { abortPageRequests } from '@/lib/http/pageRequests';
import type { UserInfo } from '@/types/user';
import type { SessionSignal } from './otherTabsSignal';
import { readStoredUser } from './storedUser';
import { currentSession, followStoredSession } from './session';
import { getToken } from './token';

/** What a tab knows when another tab has just changed the stored session. */
export interface OtherTabsSituation {
  /** The stored session now: a readable token, and the stored user. */
  storedToken: string | null;
  storedUser: UserInfo | null;
  /** The user this tab's memory holds: whom its screens were drawn for. */
  shownUser: UserInfo | null;
  /** This tab's route. */
  pathname: string;
  /** On its way to the identity provider, or stopped by the reload-loop guard. */
  interrupted: boolean;
}

export type OtherTabsReaction =
  /** Nothing this tab shows depends on the change. */
  | { kind: 'none' }
  /**
   * The session this tab shows is gone (a logout, or a 401, in another tab): its requests in
   * flight are dropped and it shows the signed-out `/`. Never a reload, never a trip to the
   * identity provider, never a count in this tab's loop guard: the tab that lost the session
   * deals with it, within its own limits.
   */
  | { kind: 'signed-out' }
  /**
   * Another user signed in over this tab's session. Its screens hold the previous user's data
   * and, on a guarded page, an `xh` that no longer matches; the guard would clear storage and
   * restart sign-in, signing the other tab's fresh session out. Instead the tab drops what it
   * had, as for `signed-out`, and shows `/` signed in as the new user.
   */
  | { kind: 'switched-user' }
  /** A session appeared while this tab shows the signed-out `/`: it shows the signed-in view. */
  | { kind: 'signed-in' }
  /** Same user, fresh token or type (another tab signed in again): memory re-reads storage. */
  | { kind: 'renewed' };

/** docs/session.md "Several tabs", as a pure decision. */
export function decideOtherTabsChange(situation: OtherTabsSituation): OtherTabsReaction {
  const { storedToken, storedUser, shownUser, pathname } = situation;
  // `/login` is this tab's own sign-in, which stores a session of its own when it ends; an
  // interrupted tab is leaving for the provider or waits for the user's 重新登录.
  if (situation.interrupted || isLoginPath(pathname)) return { kind: 'none' };
  const stored = storedToken !== null && storedUser !== null ? storedUser : null;
  if (stored === null) return shownUser === null ? { kind: 'none' } : { kind: 'signed-out' };
  if (shownUser === null) return pathname === paths.home ? { kind: 'signed-in' } : { kind: 'none' };
  if (String(shownUser.userId) !== String(stored.userId)) return { kind: 'switched-user' };
  return { kind: 'renewed' };
}

export interface OtherTabsWiring {
  signal: SessionSignal;
  /** This tab's current route (the router's, not necessarily the address bar's in a story). */
  pathname(): string;
  /** Shows the signed-out (or newly signed-in) main page, replacing the current entry. */
  goHome(): void;
}

/**
 * Keeps this tab in step with the others for as long as it is subscribed. The HTTP client reads
 * the token from storage for every request, so nothing is sent with a removed token; what is
 * already in flight is aborted here, so that no answer for the old session lands on screen.
 */
export function followOtherTabs(wiring: OtherTabsWiring): () => void {
  return wiring.signal.subscribe(() => {
    const pathname = wiring.pathname();
    const reaction = decideOtherTabsChange({
      storedToken: getToken(),
      storedUser: readStoredUser(),
      shownUser: currentSession.user,
      pathname,
      interrupted: authInterruption.kind !== null,
    });
    switch (reaction.kind) {
      case 'none':
        return;
      case 'renewed':
        followStoredSession({ sameUser: true });
        return;
      case 'signed-in':
        followStoredSession({ sameUser: false });
        return;
      case 'signed-out':
      case 'switched-user':
        abortPageRequests();
        followStoredSession({ sameUser: false });
        if (pathname !== paths.home) wiring.goHome();
        return;
    }
  });
}
