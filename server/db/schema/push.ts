import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * A browser's web-push subscription (issue 13): its push service endpoint (unique: one browser profile, one member —
 * the last to subscribe it) and its encryption keys. A push service answering 404 or 410 removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser as its User-Agent names it, shortened: which device a subscription is, for support. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
);
