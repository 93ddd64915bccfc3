import { http, HttpResponse } from 'msw';
import type { ThreadEntry } from '@/features/notifications/notificationsApi';
import { displayName } from '@/lib/session/displayName';
import { dataOf, mockNow } from '../data/mockDatabase';
import { askerOf } from '../fixtures/notifications';
import { authenticate, ok, unauthorized } from './envelope';
import { pageOf, pageParams } from './paging';

/** The longest reply the mock API takes, in characters (docs/api.md). */
export const REPLY_MAX_LENGTH = 1000;

function refuse(status: number, statusText: string, message: string) {
  return HttpResponse.json({ code: status, message, result: null }, { status, statusText });
}

const notFound = () => HttpResponse.json({ code: 404, message: '消息不存在', result: null });

export const notificationsHandler = http.get('*/api/user/notifications', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const url = new URL(request.url);
  const { page, size } = pageParams(url);
  const all = dataOf(user.userId).notifications;
  const list = url.searchParams.get('unread') === 'true' ? all.filter((n) => !n.read) : all;
  return ok({ ...pageOf(list, page, size), unreadCount: all.filter((n) => !n.read).length });
});

// Before `:id`: "read-all" is not a message's id.
export const markAllReadHandler = http.post('*/api/user/notifications/read-all', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  for (const notification of dataOf(user.userId).notifications) notification.read = true;
  return ok({ unreadCount: 0 });
});

export const markReadHandler = http.post(
  '*/api/user/notifications/:id/read',
  ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const all = dataOf(user.userId).notifications;
    const notification = all.find((n) => n.id === params.id);
    if (!notification) return notFound();
    notification.read = true;
    return ok({ unreadCount: all.filter((n) => !n.read).length });
  },
);

/** The whole message: a question opens its thread, the replies sent follow. Reading it changes nothing. */
export const notificationHandler = http.get(
  '*/api/user/notifications/:id',
  ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const data = dataOf(user.userId);
    const notification = data.notifications.find((n) => n.id === params.id);
    if (!notification) return notFound();
    const asker = askerOf(notification);
    const question: ThreadEntry[] = asker
      ? [{ from: asker, text: notification.content, at: notification.createdAt }]
      : [];
    return ok({
      ...notification,
      thread: [...question, ...(data.replies[notification.id] ?? [])],
      canReply: asker !== null,
    });
  },
);

export const replyHandler = http.post(
  '*/api/user/notifications/:id/reply',
  async ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const data = dataOf(user.userId);
    const notification = data.notifications.find((n) => n.id === params.id);
    if (!notification) return notFound();
    if (askerOf(notification) === null) return refuse(403, 'Forbidden', '这条消息不能回复');
    const body = (await request.json().catch(() => null)) as { text?: unknown } | null;
    const text = typeof body?.text === 'string' ? body.text.trim() : '';
    if (text === '') return refuse(422, 'Unprocessable Entity', '回复内容不能为空');
    if (text.length > REPLY_MAX_LENGTH) {
      return refuse(422, 'Unprocessable Entity', `回复不能超过 ${REPLY_MAX_LENGTH} 字`);
    }
    // The fixtures' "now": stories and their screenshots keep a fixed time.
    const entry: ThreadEntry = {
      from: displayName(user),
      text,
      at: new Date(mockNow()).toISOString(),
    };
    data.replies[notification.id] = [...(data.replies[notification.id] ?? []), entry];
    return ok(entry);
  },
);

export const notificationHandlers = [
  notificationsHandler,
  markAllReadHandler,
  markReadHandler,
  notificationHandler,
  replyHandler,
];
