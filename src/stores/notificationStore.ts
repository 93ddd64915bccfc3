import { proxy } from 'valtio';
import { getNotifications } from '@/api/notificationsApi';

/** The unread count the bell shows; the user centre updates it when a message is read. */
export const notificationStore = proxy<{ unreadCount: number | null }>({ unreadCount: null });

export function setUnreadCount(count: number): void {
  notificationStore.unreadCount = Math.max(0, count);
}

export async function refreshUnreadCount(): Promise<void> {
  const page = await getNotifications({ page: 1, size: 1, unread: true });
  setUnreadCount(page.unreadCount);
}

export function resetNotificationStore(): void {
  notificationStore.unreadCount = null;
}
