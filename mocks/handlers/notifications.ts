import { http, HttpResponse } from 'msw';
import { dataOf } from '../data/mockDatabase';
import { authenticate, ok, unauthorized } from './envelope';
import { pageOf, pageParams } from './paging';

export const notificationsHandler = http.get('*/api/user/notifications', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  const url = new URL(request.url);
  const { page, size } = pageParams(url);
  const all = dataOf(user.userId).notifications;
  const list = url.searchParams.get('unread') === 'true' ? all.filter((n) => !n.read) : all;
  return ok({ ...pageOf(list, page, size), unreadCount: all.filter((n) => !n.read).length });
});

export const markReadHandler = http.post(
  '*/api/user/notifications/:id/read',
  ({ request, params }) => {
    const user = authenticate(request);
    if (!user) return unauthorized();
    const all = dataOf(user.userId).notifications;
    const notification = all.find((n) => n.id === params.id);
    if (!notification) return HttpResponse.json({ code: 404, message: '消息不存在', result: null });
    notification.read = true;
    return ok({ unreadCount: all.filter((n) => !n.read).length });
  },
);

export const notificationHandlers = [notificationsHandler, markReadHandler];
