import { useSnapshot } from 'valtio';
import { currentSession } from '@/lib/session/session';
import { getToken } from '@/lib/session/token';
import type { UserInfo } from '@/types/user';

export interface SessionView {
  signedIn: boolean;
  user: UserInfo | null;
  userType: string;
}

/** Signed in means a readable token and a stored user (docs/session.md rules 4–5). */
export function useSession(): SessionView {
  // `revision` is read too: another tab changed the stored token, which is not kept in memory.
  const { user, userType, revision } = useSnapshot(currentSession);
  void revision;
  return {
    signedIn: user !== null && getToken() !== null,
    user: user as UserInfo | null,
    userType,
  };
}
