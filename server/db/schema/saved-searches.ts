import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { FairPriceLevel } from '../../../lib/constants';
import type { SavedSearchFrequency } from '../../../lib/saved-searches/constants';
import { members } from './accounts';

/** One word of a saved search's free text, with the areas it names (server/services/ads/search-terms.ts). */
export type StoredSearchTerm = { token: string; areaIds: number[] };

/**
 * A member's saved ads search (issue 13): the ads list's filters, normalised into columns the matching statement
 * compares with the ads' own (null = any), and how often new matches are told. `watermark` is the publication time up
 * to which ads have been matched; `filtersKey` makes the same filters saved twice one row.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dealTypeId: smallint('deal_type_id'),
    categoryId: integer('category_id'),
    propertyTypeId: integer('property_type_id'),
    /** Sorted; empty = every area. */
    areaIds: integer('area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    priceMinFils: bigint('price_min_fils', { mode: 'number' }),
    priceMaxFils: bigint('price_max_fils', { mode: 'number' }),
    sizeMin: doublePrecision('size_min'),
    sizeMax: doublePrecision('size_max'),
    bedrooms: smallint('bedrooms'),
    /** Exactly `bedrooms` rather than at least. */
    bedroomsExact: boolean('bedrooms_exact').notNull().default(false),
    bathrooms: smallint('bathrooms'),
    /** Sale ads priced below, around or above their area's recorded deals (the fair-price badge). */
    fairPrice: text('fair_price').$type<FairPriceLevel>(),
    /** The free text as typed (the list link), and its words as the list matches them. */
    q: text('q'),
    qTerms: jsonb('q_terms').$type<StoredSearchTerm[]>().notNull().default([]),
    filtersKey: text('filters_key').notNull(),
    /** The ads list with these filters, the alerts' link (the filters never change once saved). */
    link: text('link').notNull(),
    frequency: text('frequency').$type<SavedSearchFrequency>().notNull(),
    paused: boolean('paused').notNull().default(false),
    watermark: timestamp('watermark', { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_member_filters_idx').on(t.memberId, t.filtersKey),
    // The scheduled runs read the due searches of one frequency.
    index('saved_searches_due_idx')
      .on(t.frequency, t.watermark)
      .where(sql`not ${t.paused}`),
  ],
);
