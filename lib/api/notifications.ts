import { z } from 'zod/mini';
import { restoreSession } from '../auth/session-restore';
import { notificationPageSchema, unreadCountSchema, type NotificationFilter } from '../schemas/notifications';
import { api } from './browser-client';
import { readData, readJson } from './client';

const readSchema = z.object({ read: z.boolean() });
const markedSchema = z.object({ marked: z.number() });
const deletedSchema = z.object({ deleted: z.number() });

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
      readJson(notificationPageSchema, api.get('notifications', { searchParams: { ...(filter && filter !== 'all' && { filter }), ...(page && page > 1 && { page }) } })),
    ),
  unreadCount: () => signedIn(() => readData(unreadCountSchema, api.get('notifications/unread-count'))),
  markRead: (id: number) => signedIn(() => readData(readSchema, api.post(`notifications/${id}/read`))),
  markAllRead: () => signedIn(() => readData(markedSchema, api.post('notifications/mark-all-read'))),
  remove: (id: number) => signedIn(() => readData(deletedSchema, api.delete(`notifications/${id}`))),
  removeAll: () => signedIn(() => readData(deletedSchema, api.delete('notifications'))),
};
