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
import { adStatus } from '../../../lib/constants';
import { members } from './accounts';
import { areas, propertyCategories, propertyTypes } from './reference';

export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealTypeId: smallint('deal_type_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => propertyCategories.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The advertiser's English title and description beside the Arabic; null when not given. */
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
    /** manzil_normalize(title, description, area names): what free-text search matches (trigram index). */
    searchText: text('search_text').notNull().default(''),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    /** Integer fils (1 KWD = 1000 fils); null when the price is not announced. */
    priceFils: bigint('price_fils', { mode: 'number' }),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    floors: smallint('floors'),
    parcelNumber: text('parcel_number'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactPhone: text('contact_phone'),
    adType: text('ad_type').$type<'regular' | 'special'>().notNull().default('regular'),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: smallint('status').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    phoneRevealsCount: integer('phone_reveals_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set while its owner's account is suspended: off every list and page, whatever its status, until lifted. */
    ownerSuspendedAt: timestamp('owner_suspended_at', { withTimezone: true }),
    /**
     * The end of the listing period a credit (or the free allowance) paid for: publishing again before it spends
     * nothing and keeps this end; publishing or reposting after it spends a new credit.
     */
    listingPaidUntil: timestamp('listing_paid_until', { withTimezone: true }),
    /**
     * The unit's PACI number (الرقم الآلي للوحدة, 8 digits, the flat's own): groups the offers of one unit by different
     * advertisers; never shown in full to visitors (unit-offers.ts). Null when not given.
     */
    unitNumber: text('unit_number'),
    /** When an operator last granted the verified badge (ad-verifications.ts); it lapses without a fresh confirmation. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * The owner's last "still available" answer, a copy of ad_availability.confirmed_at kept on the ad so that the
     * lists filter and sort on the verified badge without a join (the badge reads it; availability.ts writes both).
     */
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The public lists read approved ads only, in one of four orders over special and regular ads alike
    // (list-ads.ts): one partial index per order walks straight to a page and stops there. The terms repeat the
    // ORDER BY exactly, directions and null placement included, or the planner cannot use them for it.
    const live = sql`${t.status} = ${sql.raw(String(adStatus.approved))}`;
    const newest = () => [sql`${t.publishedAt} desc nulls last`, sql`${t.id} desc`] as const;
    return [
      // expires_at last: counting the live ads (of a deal type) reads the index alone.
      index('ads_live_newest_idx')
        .on(...newest(), t.expiresAt)
        .where(live),
      index('ads_live_deal_newest_idx')
        .on(t.dealTypeId, ...newest(), t.expiresAt)
        .where(live),
      index('ads_live_area_newest_idx')
        .on(t.areaId, ...newest())
        .where(live),
      index('ads_live_deal_price_asc_idx')
        .on(t.dealTypeId, sql`${t.priceFils} asc nulls last`, sql`${t.id} desc`)
        .where(live),
      index('ads_live_deal_price_desc_idx')
        .on(t.dealTypeId, sql`${t.priceFils} desc nulls last`, sql`${t.id} desc`)
        .where(live),
      index('ads_live_deal_size_idx')
        .on(t.dealTypeId, sql`${t.sizeSqm} desc`, sql`${t.id} desc`)
        .where(live),
      // The special ads' slots above each page (special-slots.ts) and their count, in their rotation order.
      index('ads_live_special_idx')
        .on(sql`${t.id} desc`, t.expiresAt)
        .where(sql`${live} and ${t.adType} = 'special'`),
      index('ads_live_deal_special_idx')
        .on(t.dealTypeId, sql`${t.id} desc`, t.expiresAt)
        .where(sql`${live} and ${t.adType} = 'special'`),
      // The live offers of one unit (unit-offers.ts): the list's grouping and the ad page's other offers.
      index('ads_live_unit_idx')
        .on(t.unitNumber, t.dealTypeId)
        .where(sql`${live} and ${t.unitNumber} is not null`),
      // The verified ads of a list, newest first (the verified filter and the "verified first" order).
      index('ads_live_verified_idx')
        .on(...newest(), t.expiresAt)
        .where(sql`${live} and ${t.verifiedAt} is not null`),
      // The hourly expiry job (services/ads/expire-ads.ts) finds the lapsed ones without reading every ad.
      index('ads_live_expiry_idx').on(t.expiresAt).where(live),
      index('ads_owner_idx').on(t.ownerId, t.status),
      // The own-duplicate check at publication (services/moderation/duplicate-check.ts) reads the owner's live ads of
      // one area, type and deal in a price range: an office with 11,700 live ads, through ads_owner_idx, was 70 ms.
      index('ads_live_owner_figures_idx')
        .on(t.ownerId, t.areaId, t.propertyTypeId, t.dealTypeId, t.priceFils)
        .where(live),
      index('ads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ];
  },
);

/** Photos and videos of an ad, in display order; images are stored in responsive widths beside the original key. */
export const adMedia = pgTable(
  'ad_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // id too: an ad's first photo (the cards) and its gallery read this order straight from the index, no sort step.
    index('ad_media_ad_idx').on(t.adId, t.sort, t.id),
    index('ad_media_key_idx').on(t.storageKey),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.adId] }), index('favourites_ad_idx').on(t.adId)],
);

/** One row per ad, visitor and Kuwait day: views are counted once a day per visitor. */
export const adViews = pgTable(
  'ad_views',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.visitorId, t.day] })],
);
