import {
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
import type { DealBasis, DealCategory } from '../../../lib/constants';

/** Bilingual name columns shared by every reference table. */
const names = {
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
};

export const governorates = pgTable('governorates', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...names,
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const zoneKinds = ['residential', 'investment', 'commercial', 'industrial', 'agricultural', 'coastal'] as const;
export type ZoneKind = (typeof zoneKinds)[number];

export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    slug: text('slug').notNull().unique(),
    ...names,
    /** Other spellings people type (Arabic and English), used by search. */
    aliases: text('aliases').array().notNull().default([]),
    kind: text('kind').$type<ZoneKind>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    showInFilter: boolean('show_in_filter').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('areas_governorate_idx').on(t.governorateId), index('areas_kind_idx').on(t.kind)],
);

export const propertyCategories = pgTable('property_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...names,
  kind: text('kind').$type<ZoneKind>().notNull(),
  /** Deal type ids (see lib/constants.ts) this category can be advertised under. */
  dealTypeIds: smallint('deal_type_ids').array().notNull(),
  /** The recorded deals' category its ads compare with (fair-price badge); null when the ministry records none like it. */
  dealCategory: text('deal_category').$type<DealCategory>(),
  showInFilter: boolean('show_in_filter').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const propertyTypes = pgTable(
  'property_types',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => propertyCategories.id),
    slug: text('slug').notNull().unique(),
    ...names,
    /**
     * How an ad of this type compares with recorded deals, whose price per m² is per m² of the whole plot: as land, as
     * a built plot, or not at all (null) for units such as flats and shops, whose size is not a plot's.
     */
    dealBasis: text('deal_basis').$type<DealBasis>(),
    showInFilter: boolean('show_in_filter').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('property_types_category_idx').on(t.categoryId)],
);

export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey(),
  ...names,
  sort: integer('sort').notNull().default(0),
});

export const registrationReasons = pgTable('registration_reasons', {
  id: integer('id').primaryKey(),
  ...names,
  sort: integer('sort').notNull().default(0),
});

export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...names,
  isIslamic: boolean('is_islamic').notNull(),
  isPartner: boolean('is_partner').notNull().default(false),
  /** Where a partner bank takes finance requests; without it they go to Manzil's finance desk (FINANCE_DESK_EMAIL). */
  requestsEmail: text('requests_email'),
  website: text('website'),
  sort: integer('sort').notNull().default(0),
});

export const disclaimers = pgTable('disclaimers', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  bodyEn: text('body_en').notNull(),
});

/** Entries of the header's "all services" menu, grouped. */
export const headerSections = pgTable('header_sections', {
  id: integer('id').primaryKey(),
  group: text('group').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  href: text('href').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Editable content blocks (about, privacy, terms…), read with POST /v1/common/blocks. */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey(),
  topic: text('topic').notNull(),
  questionAr: text('question_ar').notNull(),
  questionEn: text('question_en').notNull(),
  answerAr: text('answer_ar').notNull(),
  answerEn: text('answer_en').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** SEO configuration per screen, with the spec's §3 fields in both languages. */
export const seoConfigs = pgTable(
  'seo_configs',
  {
    id: integer('id').primaryKey(),
    screen: text('screen').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descAr: text('desc_ar').notNull(),
    descEn: text('desc_en').notNull(),
    keywordsAr: text('keywords_ar').notNull(),
    keywordsEn: text('keywords_en').notNull(),
    ogTitleAr: text('og_title_ar').notNull(),
    ogTitleEn: text('og_title_en').notNull(),
    ogDescriptionAr: text('og_description_ar').notNull(),
    ogDescriptionEn: text('og_description_en').notNull(),
    ogType: text('og_type').notNull().default('website'),
    ogUrl: text('og_url').notNull(),
    ogImageAr: text('og_image_ar').notNull(),
    ogImageEn: text('og_image_en').notNull(),
    twitterCard: text('twitter_card').notNull().default('summary_large_image'),
    twitterSite: text('twitter_site').notNull(),
    twitterTitleAr: text('twitter_title_ar').notNull(),
    twitterTitleEn: text('twitter_title_en').notNull(),
    twitterDescriptionAr: text('twitter_description_ar').notNull(),
    twitterDescriptionEn: text('twitter_description_en').notNull(),
    twitterImageAr: text('twitter_image_ar').notNull(),
    twitterImageEn: text('twitter_image_en').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    schemaData: jsonb('schema_data').$type<Record<string, unknown>>(),
    /** Included in sitemap.xml with this priority (0–1). */
    sitemapPriority: doublePrecision('sitemap_priority').notNull().default(0.5),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seo_configs_screen_idx').on(t.screen)],
);
