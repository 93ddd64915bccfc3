import { STORAGE_KEYS } from '@/config/constants';
import { localStore, sessionStore } from '@/lib/storage';
import { resetUserStore } from '@/stores/userStore';

/**
 * Clears localStorage and sessionStorage (docs/session.md rule 5, §4). The reload-loop counts survive
 * unless the user logs out, or a loop of mismatches could never be stopped (D4).
 */
export function clearSession({ keepLoopGuard }: { keepLoopGuard: boolean }): void {
  localStore.clear();
  sessionStore.clear(keepLoopGuard ? [STORAGE_KEYS.authGuard] : []);
  resetUserStore();
}
