import { proxy } from 'valtio';
import { onSessionChange } from '@/lib/session/session';

/** The unread count the bell shows; the user centre updates it when a message is read. */
export const notificationStore = proxy<{ unreadCount: number | null }>({ unreadCount: null });

export function setUnreadCount(count: number): void {
  notificationStore.unreadCount = Math.max(0, count);
}

export function resetNotificationStore(): void {
  notificationStore.unreadCount = null;
}

// The count belongs to a session: a sign-out, or someone else signing in, starts it afresh.
onSessionChange(({ sameUser }) => {
  if (!sameUser) resetNotificationStore();
});
