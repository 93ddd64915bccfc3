import type { ApiRequest } from '@/api/apiRequest';

export interface NotificationQuery {
  page: number;
  size: number;
  unread?: boolean;
}

/** `GET /api/user/notifications` with `page`, `size`, `unread?`: a page of messages. */
export const notificationsRequest = (query: NotificationQuery): ApiRequest => ({
  path: '/api/user/notifications',
  params: { page: query.page, size: query.size, unread: query.unread ? true : undefined },
});

/** The bell's count: one unread message asked for; a read of the shell. */
export const unreadCountRequest: ApiRequest = {
  ...notificationsRequest({ page: 1, size: 1, unread: true }),
  outlivesScreen: true,
};
