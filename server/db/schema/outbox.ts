import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages the development delivery adapters "send" (APP_ENV=demo only: SMS, e-mail, WhatsApp, push), readable at GET /api/dev/outbox. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'sms' | 'email' | 'whatsapp' | 'push'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** An e-mail's HTML part, when it has one. */
    html: text('html'),
    /** An e-mail's extra headers (List-Unsubscribe…), so a test can read them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_recipient_idx').on(t.recipient, t.id)],
);
