import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { followOtherTabs } from '@/lib/session/otherTabs';
import { otherTabsSignal, type SessionSignal } from '@/lib/session/otherTabsSignal';

/**
 * docs/session.md "Several tabs": while the app is mounted, a logout, a 401 or a sign-in in another
 * tab shows here at once (src/lib/session/otherTabs.ts decides how).
 */
export function useOtherTabsSession(signal: SessionSignal = otherTabsSignal): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      followOtherTabs({
        signal,
        pathname: () => current.current,
        goHome: () => void navigate(paths.home, { replace: true }),
      }),
    [navigate, signal],
  );
}
