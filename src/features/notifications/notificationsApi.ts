import { apiPost } from '@/lib/http/httpClient';
import { readApi } from '@/api/readApi';
import type { ApiRequest } from '@/api/apiRequest';
import {
  notificationsRequest,
  unreadCountRequest,
  type NotificationQuery,
} from './notificationsRequest';

export type { NotificationQuery } from './notificationsRequest';
import { readListPage, type ListPage } from '@/api/listPage';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** docs/api.md: a notification of the signed-in user. */
export interface Notification {
  id: string;
  title: string;
  content: string;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
  category: string;
}

export interface NotificationPage extends ListPage<Notification> {
  unreadCount: number;
}

function isNotification(raw: unknown): raw is Notification {
  if (typeof raw !== 'object' || raw === null) return false;
  const n = raw as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    typeof n.title === 'string' &&
    typeof n.read === 'boolean' &&
    typeof n.createdAt === 'string'
  );
}

/** A page of messages as asked by `request`; the answer adds `unreadCount`. */
async function readNotificationPage(request: ApiRequest): Promise<NotificationPage> {
  const raw = await readApi<unknown>(request);
  const page = readListPage(raw, isNotification);
  const unreadCount = (raw as { unreadCount?: unknown }).unreadCount;
  return { ...page, unreadCount: typeof unreadCount === 'number' ? unreadCount : 0 };
}

/** `GET /api/user/notifications` with `page`, `size`, `unread?`. */
export function getNotifications(query: NotificationQuery): Promise<NotificationPage> {
  return readNotificationPage(notificationsRequest(query));
}

/** `POST /api/user/notifications/:id/read`; answers the new unread count, or null if it did not say. */
export async function markNotificationRead(id: string): Promise<{ unreadCount: number | null }> {
  const result = await apiPost<unknown>(`/api/user/notifications/${encodeURIComponent(id)}/read`);
  const unreadCount = (result as { unreadCount?: unknown } | null)?.unreadCount;
  return { unreadCount: typeof unreadCount === 'number' ? unreadCount : null };
}

/** The bell's count: one unread message asked for, the answer's `unreadCount` kept. */
export async function getUnreadCount(): Promise<number> {
  return (await readNotificationPage(unreadCountRequest)).unreadCount;
}

/**
 * A page of messages, keyed by what it was asked with; `version` asks again for the same page
 * (after 标为已读 changed what it holds).
 */
export const notificationsQuery = (
  query: NotificationQuery,
  version = 0,
): ApiQuery<NotificationPage> => ({
  key: queryKey('notifications', query.page, query.size, query.unread === true, version),
  load: () => getNotifications(query),
});
