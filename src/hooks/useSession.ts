import { useSnapshot } from 'valtio';
import { getToken } from '@/lib/session/token';
import { storedSessionRevision, userStore } from '@/stores/userStore';
import type { UserInfo } from '@/types/user';

export interface SessionView {
  signedIn: boolean;
  user: UserInfo | null;
  userType: string;
}

/** Signed in means a readable token and a stored user (docs/session.md rules 4–5). */
export function useSession(): SessionView {
  const snap = useSnapshot(userStore);
  // Read whole (no property), so any change re-renders: another tab changed the stored token.
  useSnapshot(storedSessionRevision);
  const user = snap.userInfo as UserInfo | null;
  return { signedIn: user !== null && getToken() !== null, user, userType: snap.userType };
}
