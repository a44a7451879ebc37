import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_listing_idx').on(t.status, t.dealTypeId, t.areaId, t.publishedAt.desc()),
    index('ads_listing_price_idx').on(t.status, t.dealTypeId, t.priceFils),
    index('ads_owner_idx').on(t.ownerId, t.status),
    index('ads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
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
  (t) => [index('ad_media_ad_idx').on(t.adId, t.sort), index('ad_media_key_idx').on(t.storageKey)],
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
