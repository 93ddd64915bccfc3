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

/** docs/api.md: one entry of a message's conversation (a student's question, a reply). */
export interface ThreadEntry {
  /** Who wrote it, by name. */
  from: string;
  text: string;
  /** ISO date-time. */
  at: string;
}

/** `GET /api/user/notifications/:id`: the whole message, its conversation and whether it can be answered. */
export interface NotificationDetail extends Notification {
  thread: ThreadEntry[];
  canReply: boolean;
}

function isThreadEntry(raw: unknown): raw is ThreadEntry {
  if (typeof raw !== 'object' || raw === null) return false;
  const e = raw as Record<string, unknown>;
  return typeof e.from === 'string' && typeof e.text === 'string' && typeof e.at === 'string';
}

const unrecognised = () => new Error('数据加载失败，请稍后重试');

/** `GET /api/user/notifications/:id`. */
export async function getNotification(id: string): Promise<NotificationDetail> {
  const raw = await readApi<unknown>({ path: `/api/user/notifications/${encodeURIComponent(id)}` });
  if (!isNotification(raw)) throw unrecognised();
  const { thread, canReply } = raw as { thread?: unknown; canReply?: unknown };
  return {
    ...raw,
    content: typeof raw.content === 'string' ? raw.content : '',
    thread: Array.isArray(thread) ? thread.filter(isThreadEntry) : [],
    canReply: canReply === true,
  };
}

/** `POST /api/user/notifications/:id/reply` with `{text}`; answers the thread entry it added. */
export async function replyToNotification(id: string, text: string): Promise<ThreadEntry> {
  const entry = await apiPost<unknown>(`/api/user/notifications/${encodeURIComponent(id)}/reply`, {
    text,
  });
  if (!isThreadEntry(entry)) throw unrecognised();
  return entry;
}

/** `POST /api/user/notifications/read-all`; answers the unread count left (0). */
export async function markAllNotificationsRead(): Promise<{ unreadCount: number }> {
  const result = await apiPost<unknown>('/api/user/notifications/read-all');
  const unreadCount = (result as { unreadCount?: unknown } | null)?.unreadCount;
  return { unreadCount: typeof unreadCount === 'number' ? unreadCount : 0 };
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
