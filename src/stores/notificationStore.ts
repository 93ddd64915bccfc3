import { proxy } from 'valtio';

/** The unread count the bell shows; the user centre updates it when a message is read. */
export const notificationStore = proxy<{ unreadCount: number | null }>({ unreadCount: null });

export function setUnreadCount(count: number): void {
  notificationStore.unreadCount = Math.max(0, count);
}

export function resetNotificationStore(): void {
  notificationStore.unreadCount = null;
}
