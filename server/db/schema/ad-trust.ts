import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdReportReason, ReportDecision } from '../../../lib/ad-trust/reasons';
import { members } from './accounts';
import { ads } from './ads';
import { areas, propertyTypes } from './reference';

/**
 * The limits of reports, availability checks and an ad's history (issue 29), each with its source and date: kept in
 * the database, not in code, so they change without a deploy.
 */
export const trustSettings = pgTable('trust_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  unit: text('unit').$type<'count' | 'days'>().notNull(),
  source: text('source').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});

/**
 * A visitor's or member's report of an ad. `reporterKey` is the member (`m:12`) or the visitor's cookie id (`v:…`),
 * unique per ad: a report sent again (or replayed) adds nothing. `addressKey` is a keyed hash of the client address:
 * reports from one address count once towards the thresholds, however many visitor ids it makes up.
 */
export const adReports = pgTable(
  'ad_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<AdReportReason>().notNull(),
    note: text('note'),
    reporterKey: text('reporter_key').notNull(),
    addressKey: text('address_key').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    decision: text('decision').$type<ReportDecision>(),
    resolvedBy: integer('resolved_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ad_reports_reporter_idx').on(t.adId, t.reporterKey),
    index('ad_reports_open_idx')
      .on(t.adId, t.reason)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * An ad's availability: when its owner last confirmed it and was last asked, whether it left the market as rented or
 * sold (its page says so for a while), whether reports hid it until an operator decides, and whether it left the
 * lists for want of a confirmation. One row per ad, written on first use.
 */
export const adAvailability = pgTable(
  'ad_availability',
  {
    adId: integer('ad_id')
      .primaryKey()
      .references(() => ads.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    offMarketAt: timestamp('off_market_at', { withTimezone: true }),
    offMarketReason: text('off_market_reason').$type<'rented' | 'sold'>(),
    /** Hidden (status pending) by reports of a scam until an operator decides: publishing again is refused meanwhile. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Taken off the lists (status pending) for want of a confirmation; confirming brings it back as it was. */
    unconfirmedAt: timestamp('unconfirmed_at', { withTimezone: true }),
  },
  (t) => [index('ad_availability_confirmed_idx').on(t.confirmedAt)],
);

/** Every change of an ad's price with its date, written by the edit that made it. */
export const adPriceChanges = pgTable(
  'ad_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    previousFils: bigint('previous_fils', { mode: 'number' }),
    priceFils: bigint('price_fils', { mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_price_changes_ad_idx').on(t.adId, t.changedAt)],
);

/**
 * One period on offer of one ad (publish or repost to its end), with the unit it offered. It outlives a deleted ad
 * (ad_id set null), so deleting and posting the same unit again cannot reset how long it has been on offer:
 * `onOfferSince` carries the first date over from the unit's earlier periods that ended within the relist window.
 */
export const adOfferPeriods = pgTable(
  'ad_offer_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    bedrooms: smallint('bedrooms'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while on offer (an ad past its expiry ended at its expiry: readers take the earlier of the two). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    onOfferSince: timestamp('on_offer_since', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ad_offer_periods_ad_idx').on(t.adId, t.startedAt),
    index('ad_offer_periods_unit_idx').on(t.ownerId, t.areaId, t.propertyTypeId),
  ],
);
