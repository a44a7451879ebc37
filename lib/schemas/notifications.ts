import { z } from 'zod/mini';
import { notificationKinds } from '../notifications/kinds';
import { messageKeys, queryInt } from './fields';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

export const notificationFilters = ['all', 'unread'] as const;

/** `GET /v1/notifications?filter=all|unread&page=`; the web page's own query is read with the same schema. */
export const notificationsQuerySchema = z.strictObject({
  filter: z.optional(z.enum(notificationFilters, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, MAX_PAGE)),
});
export type NotificationFilter = z.output<typeof notificationsQuerySchema>;

export const notificationItemSchema = z.object({
  id: z.number(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path of the site to open, or null. */
  link: z.nullable(z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationItemSchema),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
  /** The member's unread notifications, whatever the filter. */
  unreadCount: z.number(),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number() });

export const notificationReadSchema = z.object({ read: z.literal(true) });
export const notificationsMarkedSchema = z.object({ marked: z.number() });
