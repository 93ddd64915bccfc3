import { onStorageUnavailable } from '@/lib/storage';
import { toast } from '@/lib/toast/toast';

export const STORAGE_WARNING = '浏览器存储不可用：登录状态只保留在当前标签页，关闭后需要重新登录';

let unsubscribe: (() => void) | null = null;

/**
 * docs/session.md: when storage throws, the app works from memory for the tab and says so once, in a
 * warning toast that stays until closed. Idempotent: the bootstrap and each story call it.
 */
export function warnWhenStorageUnavailable(): void {
  unsubscribe?.();
  unsubscribe = onStorageUnavailable(() => {
    toast.warning(STORAGE_WARNING, { duration: 0, showClose: true });
  });
}
