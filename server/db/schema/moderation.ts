import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReviewState, ReviewTrigger, Signal } from '../../../lib/schemas/moderation';
import { members } from './accounts';
import { ads } from './ads';

/**
 * The automated checks' bounds and the desk's figures (issue 29): each with the reason it has this value and since
 * when. Operators change them here, not by a deploy.
 */
export const moderationSettings = pgTable('moderation_settings', {
  key: text('key').primaryKey(),
  value: doublePrecision('value').notNull(),
  unit: text('unit').$type<'ratio' | 'percent' | 'days' | 'hours' | 'count' | 'flag'>().notNull(),
  source: text('source').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});

/** Words an ad may not carry (matched after the same normalisation as search); operators add to the list. */
export const bannedTerms = pgTable('banned_terms', {
  term: text('term').primaryKey(),
  reason: text('reason').notNull(),
  source: text('source').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});

/** The catalogue an operator rejects or takes down an ad with; the owner reads the label in their language. */
export const rejectionReasons = pgTable('rejection_reasons', {
  code: text('code').primaryKey(),
  labelAr: text('label_ar').notNull(),
  labelEn: text('label_en').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * One stay of an ad in the moderation queue: opened by a held publication or edit (or written decided, for a
 * take-down), closed by an operator's decision. An ad waits at most once at a time.
 */
export const adReviews = pgTable(
  'ad_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** The ad's owner at queueing: the history check counts their recent rejections without reading their ads. */
    ownerId: integer('owner_id').notNull(),
    state: text('state').$type<ReviewState>().notNull(),
    trigger: text('trigger').$type<ReviewTrigger>().notNull(),
    signals: jsonb('signals').$type<Signal[]>().notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    reasonCode: text('reason_code').references(() => rejectionReasons.code),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('ad_reviews_waiting_ad_idx')
      .on(t.adId)
      .where(sql`${t.state} = 'waiting'`),
    // The desk's queue, oldest first, and its health (count, oldest).
    index('ad_reviews_waiting_idx')
      .on(t.queuedAt, t.id)
      .where(sql`${t.state} = 'waiting'`),
    // Median time to a decision over recent days (desk health, the owner's "usual time").
    index('ad_reviews_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    index('ad_reviews_owner_idx').on(t.ownerId, t.state, t.decidedAt),
    index('ad_reviews_ad_idx').on(t.adId, t.id),
  ],
);

/**
 * Every staff decision, on every desk (ads, licences…): who, when, what, why, and the values before and after.
 * Append-only: the services only ever insert here (server/services/staff/audit-log.ts), and a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0035); no foreign key, so a deleted account leaves its decisions as they were.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a change made from the command line (`npm run grant-role`). */
    actorId: integer('actor_id'),
    /** `ad.approve`, `ad.reject`, `ad.take-down`, `licence.verify`, `role.grant`, `role.revoke`… */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    reasonCode: text('reason_code'),
    note: text('note'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('staff_audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_actor_idx').on(t.actorId, t.id),
  ],
);
