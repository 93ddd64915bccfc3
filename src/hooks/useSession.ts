import { useSnapshot } from 'valtio';
import { currentSession, isSignedIn } from '@/lib/session/session';
import type { UserInfo } from '@/types/user';

export interface SessionView {
  signedIn: boolean;
  user: UserInfo | null;
  userType: string;
}

/** Who is signed in, re-rendered when that changes (isSignedIn's rule). */
export function useSession(): SessionView {
  // `revision` is read too: another tab changed the stored token, which is not kept in memory.
  const { user, userType, revision } = useSnapshot(currentSession);
  void revision;
  return {
    signedIn: user !== null && isSignedIn(),
    user: user as UserInfo | null,
    userType,
  };
}
