import { notificationsQuerySchema, type NotificationFilter } from '@/lib/schemas/notifications';
import { validParams, type SearchParams } from '@/lib/search-params';

/** A page of the notification list: `/profile/notifications?filter=unread&page=2` (all and page 1 without them). */
export function notificationsHref({ filter, page = 1 }: NotificationFilter): string {
  const query = new URLSearchParams();
  if (filter === 'unread') query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/profile/notifications?${search}` : '/profile/notifications';
}

/** The list's `filter` and `page`, each checked on its own: a hand-edited bad value shows all, or page 1. */
export function notificationsFilter(search: SearchParams): NotificationFilter {
  return validParams(notificationsQuerySchema.shape, { filter: search.filter, page: search.page });
}
