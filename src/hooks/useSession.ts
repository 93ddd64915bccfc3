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

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The name shown for a user: `userName`, else `name`, else the id (docs/session.md, Storage). */
export function displayName(user: UserInfo | null): string {
  if (!user) return '';
  if (nonEmpty(user.userName)) return user.userName;
  if (nonEmpty(user.name)) return user.name;
  return String(user.userId);
}
