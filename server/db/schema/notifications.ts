import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, NotificationKind } from '../../../lib/notifications/kinds';
import type { NotificationParams } from '../../../lib/notifications/params';
import type { SettingsChannel } from '../../../lib/notifications/settings';
import type { Locale } from '../../../lib/i18n/config';
import { members } from './accounts';

/**
 * What a member is told, as a message key (its kind) and parameters, so the text renders in the reader's language at
 * read time and in the member's language for e-mail. `dedupeKey` makes a producer idempotent: the same event (an ad's
 * 3-day reminder for one expiry date) notifies once however often its job runs.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** A path of this site (`/profile/ads/12`), opened from the list and the e-mail. */
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.id),
    index('notifications_member_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(t.dedupeKey),
  ],
);

/** One row per notification and channel: the delivery job's idempotency record (sent once, whatever retries). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel_idx').on(t.notificationId, t.channel),
    // The sweep of deliveries never queued (server/services/notifications/stranded-deliveries.ts) reads recent untried ones.
    index('notification_deliveries_untried_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.attempts} = 0`),
  ],
);

/**
 * A member's account settings for what they are told (issue 13): per kind and channel on or off (stored over the
 * defaults of `lib/notifications/settings.ts`, so a kind added later starts at its default), the language of their
 * messages, and quiet hours in Kuwait time (`HH:MM`, both or neither). No row: the defaults, in Arabic.
 */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  channels: jsonb('channels')
    .$type<Partial<Record<NotificationKind, Partial<Record<SettingsChannel, boolean>>>>>()
    .notNull()
    .default({}),
  locale: text('locale').$type<Locale>().notNull().default('ar'),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
