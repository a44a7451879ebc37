import { restoreSession } from '../auth/session-restore';
import { deletedCountSchema } from '../schemas/answers';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationsMarkedSchema,
  unreadCountSchema,
  type NotificationFilter,
} from '../schemas/notifications';
import { api } from './browser-client';
import { readData, readJson } from './client';

/**
 * The signed-in member's notification centre; every call needs the member's token. A click can come the moment a
 * page has loaded, before the session is restored from the refresh cookie: waiting for it lets the call carry the token.
 */
async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  await restoreSession();
  return call();
}

export const notificationsApi = {
  list: ({ filter, page }: NotificationFilter) =>
    signedIn(() =>
      readJson(
        notificationPageSchema,
        api.get('notifications', {
          searchParams: { ...(filter && filter !== 'all' && { filter }), ...(page && page > 1 && { page }) },
        }),
      ),
    ),
  unreadCount: () => signedIn(() => readData(unreadCountSchema, api.get('notifications/unread-count'))),
  markRead: (id: number) => signedIn(() => readData(notificationReadSchema, api.post(`notifications/${id}/read`))),
  markAllRead: () => signedIn(() => readData(notificationsMarkedSchema, api.post('notifications/mark-all-read'))),
  remove: (id: number) => signedIn(() => readData(deletedCountSchema, api.delete(`notifications/${id}`))),
  removeAll: () => signedIn(() => readData(deletedCountSchema, api.delete('notifications'))),
};
