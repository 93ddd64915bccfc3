import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useManualSignIn } from '@/hooks/useManualSignIn';
import { watchSessionExpiry } from '@/lib/session/expiryWarning';

/**
 * The expiry warning while someone is signed in. Its 重新登录 comes back to the page the user
 * is on; what they typed is already kept as a draft (docs/session.md "Drafts").
 */
export function useSessionExpiryWarning(userId: string | number): void {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { signIn } = useManualSignIn(here);
  const signInNow = useRef(signIn);
  useEffect(() => {
    signInNow.current = signIn;
  });
  useEffect(() => watchSessionExpiry({ onSignInAgain: () => signInNow.current() }), [userId]);
}
