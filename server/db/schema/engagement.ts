import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { newsletterDeliveryStates, type NewsletterDigest } from '@/lib/schemas/newsletter';

/**
 * The newsletter's addresses (issue 30 §7). A sign-up is pending until its signed confirm link is opened (double
 * opt-in); an unsubscribed or bouncing address is never sent again, and a new sign-up of it must confirm again.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** The language the address signed up in: its e-mails are in it. */
    locale: text('locale').$type<Locale>().notNull(),
    /** Null while the sign-up waits for its confirm link. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The mail provider refused the address for good: no e-mail goes to it again. */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_sendable_idx')
      .on(t.id)
      .where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null and ${t.bouncedAt} is null`),
  ],
);

export const newsletterIssueStates = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueState = (typeof newsletterIssueStates)[number];

/** One weekly issue: its week (the Kuwait date of its Saturday), the editor's note, and its sending. */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  weekOf: text('week_of').notNull().unique(),
  state: text('state').$type<NewsletterIssueState>().notNull().default('draft'),
  noteAr: text('note_ar').notNull().default(''),
  noteEn: text('note_en').notNull().default(''),
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
  /** The digest as it was when sending began: every batch, and every retry, sends the same e-mail. */
  digest: jsonb('digest').$type<NewsletterDigest>(),
  /** Subscribers the issue was queued for when sending began. */
  recipients: integer('recipients').notNull().default(0),
  sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NewsletterDeliveryState = (typeof newsletterDeliveryStates)[number];

/** One issue to one subscriber: the unique pair is what keeps a second run of a batch from sending twice. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** The batch (0, 1…) whose job sends it. */
    batch: integer('batch').notNull(),
    state: text('state').$type<NewsletterDeliveryState>().notNull().default('queued'),
    error: text('error'),
    /** The first time the e-mail's open pixel was fetched (mail clients that load no images never count). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_issue_subscriber_idx').on(t.issueId, t.subscriberId),
    index('newsletter_deliveries_batch_idx').on(t.issueId, t.batch, t.state),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  visitorId: text('visitor_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
