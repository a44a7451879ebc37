import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { NotificationFilter, NotificationItem, NotificationPage } from '@/lib/schemas/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/schemas/notifications';
import { db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { renderNotification } from './render-notification';

/** Every query here is scoped to the member: another member's notification is never found (404 for the API). */
const own = (memberId: number, id?: number) =>
  and(eq(notifications.memberId, memberId), id === undefined ? undefined : eq(notifications.id, id));
const unread = isNull(notifications.readAt);

export async function unreadCount(memberId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(notifications)
    .where(and(own(memberId), unread));
  return row?.n ?? 0;
}

/** A page of the member's notifications, newest first, rendered in the reader's language, with the unread count. */
export async function listNotifications(
  memberId: number,
  filter: NotificationFilter,
  locale: Locale,
): Promise<NotificationPage> {
  const page = filter.page ?? 1;
  const where = and(own(memberId), filter.filter === 'unread' ? unread : undefined);
  const [rows, [total], unreadTotal] = await Promise.all([
    db()
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db().select({ n: count() }).from(notifications).where(where),
    unreadCount(memberId),
  ]);
  const data: NotificationItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    ...renderNotification(row.kind, row.params, locale),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    data,
    totalItems: total?.n ?? 0,
    currentPage: page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    unreadCount: unreadTotal,
  };
}

/** Marks one notification read; false when the member has none with that id. */
export async function markRead(memberId: number, id: number, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now})` })
    .where(own(memberId, id))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(memberId: number, now = new Date()): Promise<number> {
  const rows = await db()
    .update(notifications)
    .set({ readAt: now })
    .where(and(own(memberId), unread))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one notification (and its deliveries); false when the member has none with that id. */
export async function deleteNotification(memberId: number, id: number): Promise<boolean> {
  const rows = await db().delete(notifications).where(own(memberId, id)).returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(memberId: number): Promise<number> {
  const rows = await db().delete(notifications).where(own(memberId)).returning({ id: notifications.id });
  return rows.length;
}
