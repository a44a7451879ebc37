import { z } from 'zod/mini';
import { dealTypes, MAX_AD_MEDIA, type AdStatus, type DealTypeSlug } from '../constants';
import { toLatinDigits } from '../format';
import { messageKeys, textField } from './fields';

export const dealTypeSlugs = Object.keys(dealTypes) as [DealTypeSlug, ...DealTypeSlug[]];
export const adSorts = ['newest', 'price-asc', 'price-desc', 'size-desc'] as const;
export type AdSort = (typeof adSorts)[number];

export const AD_PAGE_SIZE = 20;
export const MAX_AD_PAGE_SIZE = 50;
export const MAX_AREA_IDS = 20;

/** Query strings may arrive with Arabic-Indic digits from an Arabic keyboard. */
const latinDigits = z.pipe(z.string(), z.transform(toLatinDigits));

function wholeNumber(min: number, max: number) {
  return z.pipe(
    z.pipe(latinDigits, z.string().check(z.regex(/^\d{1,9}$/))),
    z.pipe(z.transform(Number), z.number().check(z.minimum(min), z.maximum(max))),
  );
}

/** KWD and m² accept up to three decimals (one fils). */
const amount = z.pipe(z.pipe(latinDigits, z.string().check(z.regex(/^\d{1,10}(\.\d{1,3})?$/))), z.transform(Number));

export const adListQuerySchema = z.strictObject({
  dealType: z.optional(z.enum(dealTypeSlugs)),
  areaIds: z.optional(
    z.pipe(
      z.pipe(latinDigits, z.string().check(z.regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${MAX_AREA_IDS - 1}}$`)))),
      z.transform((v) => v.split(',').map(Number)),
    ),
  ),
  // Spec §5: an areaId that is not all digits comes from a hand-edited SEO link and is ignored, not refused.
  areaId: z.optional(z.pipe(z.string(), z.transform((v) => (/^\d{1,9}$/.test(v) ? Number(v) : undefined)))),
  categoryId: z.optional(wholeNumber(1, 999_999_999)),
  propertyTypeId: z.optional(wholeNumber(1, 999_999_999)),
  priceMin: z.optional(amount),
  priceMax: z.optional(amount),
  sizeMin: z.optional(amount),
  sizeMax: z.optional(amount),
  bedrooms: z.optional(wholeNumber(0, 20)),
  bathrooms: z.optional(wholeNumber(0, 20)),
  q: z.optional(z.string().check(z.maxLength(100))),
  sort: z.optional(z.enum(adSorts)),
  page: z.optional(wholeNumber(1, 100_000)),
  pageSize: z.optional(wholeNumber(1, MAX_AD_PAGE_SIZE)),
});
export type AdListQuery = z.output<typeof adListQuerySchema>;

/** Ad ids are digits only; the web page turns anything else into a 404 before calling the API. */
export const adIdParamSchema = z.strictObject({ id: z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)) });

export const similarAdsQuerySchema = z.strictObject({ type: z.optional(z.enum(dealTypeSlugs)) });

export const favouriteSchema = z.strictObject({ adId: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });
export type FavouriteInput = z.input<typeof favouriteSchema>;

export const favouritesQuerySchema = z.strictObject({
  dealType: z.optional(z.enum(dealTypeSlugs)),
  page: z.optional(wholeNumber(1, 100_000)),
});

/** The visitor id the web and mobile clients send with every call (spec §7). */
export const visitorHeaderSchema = z.object({ 'x-uuid': z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)) });

const namedRefSchema = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });
export type NamedRef = z.output<typeof namedRefSchema>;

const adTypeSchema = z.enum(['regular', 'special']);
const isoDate = z.nullable(z.string());

export const adCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  dealType: z.enum(dealTypeSlugs),
  area: namedRefSchema,
  propertyType: namedRefSchema,
  sizeSqm: z.number(),
  /** Integer fils; null when the price is not announced. */
  priceFils: z.nullable(z.number()),
  bedrooms: z.nullable(z.number()),
  bathrooms: z.nullable(z.number()),
  adType: adTypeSchema,
  isFeatured: z.boolean(),
  publishedAt: isoDate,
  isExpired: z.boolean(),
  /** First photo, `/api/v1/files/<key>`; null when the ad has none. */
  photo: z.nullable(z.string()),
});
export type AdCard = z.output<typeof adCardSchema>;

export const adPageSchema = z.object({
  data: z.array(adCardSchema),
  totalItems: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});
export type AdPage = z.output<typeof adPageSchema>;

export const adMediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  /** Smaller widths of an image for srcset; empty for videos. */
  responsive: z.array(z.object({ width: z.number(), url: z.string() })),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
});
export type AdMediaItem = z.output<typeof adMediaItemSchema>;

export const adDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  dealType: z.enum(dealTypeSlugs),
  category: namedRefSchema,
  propertyType: namedRefSchema,
  area: z.extend(namedRefSchema, { latitude: z.number(), longitude: z.number(), governorate: namedRefSchema }),
  sizeSqm: z.number(),
  priceFils: z.nullable(z.number()),
  bedrooms: z.nullable(z.number()),
  bathrooms: z.nullable(z.number()),
  floors: z.nullable(z.number()),
  parcelNumber: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  adType: adTypeSchema,
  isFeatured: z.boolean(),
  media: z.array(adMediaItemSchema),
  advertiser: z.object({
    id: z.number(),
    displayName: z.string(),
    isOffice: z.boolean(),
    brokerType: z.nullable(z.enum(['licensed', 'marketeer'])),
    companyName: z.nullable(z.string()),
  }),
  viewsCount: z.number(),
  publishedAt: isoDate,
  expiresAt: isoDate,
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  isExpired: z.boolean(),
  /** True when the requester owns the ad (edit, delete, publish, cancel and repost actions). */
  isOwner: z.boolean(),
});
export type AdDetail = z.output<typeof adDetailSchema>;

/** null when neither the ad nor its advertiser has a contact phone. */
export const phoneRevealSchema = z.object({ phone: z.nullable(z.string()) });

/* ---------- Writing ads (owner; the web form and the mobile app send the same body) ---------- */

export const AD_TITLE_MIN = 3;
export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 5000;
export const AD_PARCEL_MAX = 30;
export const AD_MAX_SIZE_SQM = 10_000_000;
/** KWD 10 billion in fils: above any real Kuwaiti property, below JavaScript's safe integers. */
export const AD_MAX_PRICE_FILS = 10_000_000_000_000;
export const AD_MAX_ROOMS = 50;

/** Kuwait's bounding box: a pin outside it is a mistake, not a property. */
export const KUWAIT_BOUNDS = { south: 28.5, north: 30.2, west: 46.5, east: 48.6 } as const;

const refId = z.number(messageKeys.required).check(z.int(), z.minimum(1, messageKeys.required), z.maximum(2_147_483_647));
const roomCount = z.optional(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(AD_MAX_ROOMS, messageKeys.long))));

export const adInputSchema = z.strictObject({
  title: textField(AD_TITLE_MIN, AD_TITLE_MAX),
  dealType: z.enum(dealTypeSlugs, messageKeys.required),
  categoryId: refId,
  propertyTypeId: refId,
  areaId: refId,
  sizeSqm: z.number(messageKeys.required).check(z.positive(messageKeys.required), z.maximum(AD_MAX_SIZE_SQM, messageKeys.long)),
  /** Integer fils; null marks the price as not announced (the key itself is required). */
  priceFils: z.nullable(z.number(messageKeys.required).check(z.int(), z.positive(messageKeys.required), z.maximum(AD_MAX_PRICE_FILS, messageKeys.long))),
  bedrooms: roomCount,
  bathrooms: roomCount,
  floors: roomCount,
  parcelNumber: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(AD_PARCEL_MAX, messageKeys.long)))),
  description: z.optional(z.string().check(z.trim(), z.maxLength(AD_DESCRIPTION_MAX, messageKeys.long))),
  latitude: z.optional(z.nullable(z.number().check(z.minimum(KUWAIT_BOUNDS.south), z.maximum(KUWAIT_BOUNDS.north)))),
  longitude: z.optional(z.nullable(z.number().check(z.minimum(KUWAIT_BOUNDS.west), z.maximum(KUWAIT_BOUNDS.east)))),
});
export type AdInput = z.input<typeof adInputSchema>;
export type AdInputOutput = z.output<typeof adInputSchema>;

/** New display order of an ad's media: every media id of the ad, once. */
export const adMediaOrderSchema = z.strictObject({
  mediaIds: z.array(z.number().check(z.int(), z.minimum(1))).check(z.minLength(1), z.maxLength(MAX_AD_MEDIA)),
});

export const adMediaParamSchema = z.strictObject({
  id: adIdParamSchema.shape.id,
  mediaId: z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
});

/** The owner's ads by status (spec §7 `GET /v1/members/myRequests/ads?page&statusId`). */
export const myAdsQuerySchema = z.strictObject({
  statusId: z.optional(z.pipe(z.enum(['0', '1', '2', '3']), z.transform((v) => Number(v) as AdStatus))),
  page: z.optional(wholeNumber(1, 100_000)),
});

export const myAdsPageSchema = z.extend(adPageSchema, {
  data: z.array(z.extend(adCardSchema, { status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), viewsCount: z.number() })),
  /** How many of the owner's ads are in each status: { "0": pending, "1": approved, "2": expired, "3": rejected }. */
  counts: z.object({ 0: z.number(), 1: z.number(), 2: z.number(), 3: z.number() }),
});
export type MyAdsPage = z.output<typeof myAdsPageSchema>;
