import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { setRouters, userStore } from '@/stores/userStore';
import type { NavigationEntry } from '@/types/user';
import { getUserRouters } from '@/api/navigationApi';

/**
 * The signed-in user's navigation (docs/session.md `routers`, kept in `META_ROUTERS__`). Fetched once
 * per signed-in user and page load; failures are toasted by the HTTP client and leave the
 * stored entries in place.
 */
export function useNavigationEntries(userId: string | number | null): readonly NavigationEntry[] {
  const { routers } = useSnapshot(userStore);
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    getUserRouters()
      .then((entries) => {
        if (!cancelled) setRouters(entries);
      })
      .catch(() => {
        // Already reported by the HTTP client (toast, or the 401 reload).
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return routers;
}
