import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DealBasis, DealCategory, DealPropertyKind } from '../../../lib/constants';
import { members } from './accounts';
import { dealImports } from './deal-imports';
import { areas, governorates } from './reference';

/** Property deals as the Ministry of Justice records them, plus deals members submit for moderation. */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    /** The area's governorate, kept on the row so governorate filters use an index. */
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    block: text('block'),
    category: text('category').$type<DealCategory>().notNull(),
    propertyKind: text('property_kind').$type<DealPropertyKind>().notNull(),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    /** Integer fils paid for the share sold. */
    totalValueFils: bigint('total_value_fils', { mode: 'number' }).notNull(),
    /** Integer fils per m² of the whole property: total ÷ (share × size). */
    pricePerSqmFils: bigint('price_per_sqm_fils', { mode: 'number' }).notNull(),
    salePercentage: doublePrecision('sale_percentage').notNull().default(100),
    supplyRatio: smallint('supply_ratio'),
    notes: text('notes'),
    source: text('source').$type<'moj' | 'member'>().notNull().default('moj'),
    status: smallint('status').notNull().default(1),
    submittedBy: integer('submitted_by').references(() => members.id, { onDelete: 'set null' }),
    /** The market-data staff member who approved or rejected a member's deal, when, and why a rejection. */
    reviewedBy: integer('reviewed_by').references(() => members.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The ministry file this deal came in with (server/db/schema/deal-imports.ts); null for the seed's and members'. */
    importId: integer('import_id').references(() => dealImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_recorded_idx').on(t.status, t.recordedOn.desc()),
    index('deals_area_idx').on(t.status, t.areaId, t.category, t.recordedOn.desc()),
    index('deals_category_idx').on(t.status, t.category, t.recordedOn.desc()),
    index('deals_governorate_idx').on(t.status, t.governorateId, t.recordedOn.desc()),
    index('deals_member_review_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.source} = 'member'`),
    index('deals_submitted_idx')
      .on(t.submittedBy)
      .where(sql`${t.submittedBy} is not null`),
  ],
);

/**
 * The median price per m² of each area, deal category and land or built over the last 12 months of approved deals:
 * what the fair-price badge compares sale ads with. Rewritten whole by a daily job (server/job-workers/area-price-levels.ts).
 */
export const areaPriceLevels = pgTable(
  'area_price_levels',
  {
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    dealCategory: text('deal_category').$type<DealCategory>().notNull(),
    basis: text('basis').$type<DealBasis>().notNull(),
    medianPricePerSqmFils: bigint('median_price_per_sqm_fils', { mode: 'number' }).notNull(),
    deals: integer('deals').notNull(),
    windowFrom: date('window_from', { mode: 'string' }).notNull(),
    windowTo: date('window_to', { mode: 'string' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.dealCategory, t.basis] })],
);

export type AuctionOrganizerKind = 'court' | 'bank' | 'company' | 'government';

/** Who runs an auction: the court's execution department, a bank selling collateral, an auction house. */
export const auctionOrganizers = pgTable('auction_organizers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind').$type<AuctionOrganizerKind>().notNull(),
  aboutAr: text('about_ar').notNull().default(''),
  aboutEn: text('about_en').notNull().default(''),
  phone: text('phone'),
  website: text('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AuctionStatus = 'scheduled' | 'completed' | 'postponed' | 'cancelled';

/** One auction session: a date, a venue and the properties offered in it. */
export const auctions = pgTable(
  'auctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => auctionOrganizers.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venueAr: text('venue_ar').notNull(),
    venueEn: text('venue_en').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').$type<AuctionStatus>().notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auctions_starts_idx').on(t.startsAt), index('auctions_organizer_idx').on(t.organizerId, t.startsAt)],
);

export type AuctionPropertyStatus = 'offered' | 'sold' | 'unsold' | 'withdrawn';

/** A property offered in an auction; the same property (same PACI number) may come back in a later auction. */
export const auctionProperties = pgTable(
  'auction_properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    propertyKind: text('property_kind').$type<DealPropertyKind>().notNull(),
    addressAr: text('address_ar').notNull(),
    addressEn: text('address_en').notNull(),
    /** The Public Authority for Civil Information's unit number: identifies the property across auctions. */
    paciNumber: text('paci_number').notNull(),
    plotNumber: text('plot_number').notNull(),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    conditionAr: text('condition_ar').notNull(),
    conditionEn: text('condition_en').notNull(),
    startingPriceFils: bigint('starting_price_fils', { mode: 'number' }).notNull(),
    /** Minimum raise per bid, in fils. */
    increaseFils: bigint('increase_fils', { mode: 'number' }).notNull(),
    finalPriceFils: bigint('final_price_fils', { mode: 'number' }),
    status: text('status').$type<AuctionPropertyStatus>().notNull().default('offered'),
    /** The property file (conditions, documents) as a PDF in storage. */
    fileKey: text('file_key'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('auction_properties_auction_idx').on(t.auctionId, t.sort),
    index('auction_properties_paci_idx').on(t.paciNumber),
    index('auction_properties_area_idx').on(t.areaId),
    index('auction_properties_file_idx').on(t.fileKey),
  ],
);

export type NewsCategory = 'market' | 'regulation' | 'auctions' | 'projects' | 'finance';

/** Real-estate news, written in Arabic and English. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    category: text('category').$type<NewsCategory>().notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    /** Markdown (paragraphs separated by blank lines, headings, emphasis, lists, links), rendered without raw HTML. */
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Cover image key in storage (`news/<name>.webp`, with -640 and -320 widths beside it). */
    coverKey: text('cover_key'),
    /** Lower-case words shown under the article; at most NEWS_MAX_TAGS. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Shown once published and its publishedAt has come (a later one is scheduled). Not published: a draft, or
     * unpublished when unpublishedAt is set.
     */
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_idx').on(t.isPublished, t.publishedAt.desc()), index('news_cover_idx').on(t.coverKey)],
);
