import { z } from 'zod/mini';
import { ownerReviewSchema } from './moderation';
import {
  AD_DESCRIPTION_MAX,
  AD_PARCEL_MAX,
  AD_TITLE_MAX,
  AD_TITLE_MIN,
  adSorts,
  dealBases,
  dealTypes,
  fairPriceLevels,
  licenceStates,
  MAX_AD_MEDIA,
  type AdStatus,
  type DealTypeSlug,
} from '../constants';
import { toLatinDigits } from '../format';
import { areaIdPattern, unitNumberPattern } from './digit-patterns';
import {
  idField,
  intField,
  messageKeys,
  pathId,
  positiveInt,
  positiveNumber,
  queryAmount,
  queryFlag,
  queryId,
  queryInt,
  safeText,
  searchText,
  textField,
} from './fields';

export const dealTypeSlugs = Object.keys(dealTypes) as [DealTypeSlug, ...DealTypeSlug[]];

export const AD_PAGE_SIZE = 20;
export const MAX_AD_PAGE_SIZE = 50;
export const MAX_AREA_IDS = 20;
/** Spec §9: a member's own lists (favourites, my ads) show 10 a page. */
export const MEMBER_LIST_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

export const adListQuerySchema = z.strictObject({
  dealType: z.optional(z.enum(dealTypeSlugs, messageKeys.invalidValue)),
  areaIds: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => v.split(',')),
      ),
      z.array(queryId).check(z.maxLength(MAX_AREA_IDS, messageKeys.long)),
    ),
  ),
  // Spec §5: an areaId that is not all digits comes from a hand-edited SEO link and is ignored, not refused.
  areaId: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => (areaIdPattern.test(v) ? Number(v) : undefined)),
    ),
  ),
  categoryId: z.optional(queryId),
  propertyTypeId: z.optional(queryId),
  priceMin: z.optional(queryAmount),
  priceMax: z.optional(queryAmount),
  sizeMin: z.optional(queryAmount),
  sizeMax: z.optional(queryAmount),
  /** At least this many bedrooms, or exactly this many with `bedroomsExact=true`. */
  bedrooms: z.optional(queryInt(0, 20)),
  bedroomsExact: z.optional(queryFlag),
  bathrooms: z.optional(queryInt(0, 20)),
  /** Sale ads whose price per m² is below, around or above their area's recorded median (the fair-price badge). */
  fairPrice: z.optional(z.enum(fairPriceLevels, messageKeys.invalidValue)),
  q: z.optional(searchText(100)),
  /** "Broker ads" (spec §2 navigation): only ads placed by licensed offices and their accepted marketeers. */
  brokerAds: z.optional(queryFlag),
  /** Only ads whose verified badge is live (granted by an operator and confirmed available within the lapse days). */
  verified: z.optional(queryFlag),
  sort: z.optional(z.enum(adSorts, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, MAX_PAGE)),
  pageSize: z.optional(queryInt(1, MAX_AD_PAGE_SIZE)),
});
export type AdListQuery = z.output<typeof adListQuerySchema>;

/** Ad ids are digits only; the web page turns anything else into a 404 before calling the API. */
export const adIdParamSchema = z.strictObject({ id: pathId });

export const similarAdsQuerySchema = z.strictObject({
  type: z.optional(z.enum(dealTypeSlugs, messageKeys.invalidValue)),
});

export const favouriteSchema = z.strictObject({ adId: idField });
export type FavouriteInput = z.input<typeof favouriteSchema>;

export const favouritesQuerySchema = z.strictObject({
  dealType: z.optional(z.enum(dealTypeSlugs, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, MAX_PAGE)),
});

/** The visitor id the web and mobile clients send with every call (spec §7). */
export const visitorHeaderSchema = z.object({ 'x-uuid': z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)) });

const namedRefSchema = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });
export type NamedRef = z.output<typeof namedRefSchema>;

const adTypeSchema = z.enum(['regular', 'special']);
const isoDate = z.nullable(z.string());

/** A live sale ad's price per m² against its area's recorded median; absent where the comparison is not honest. */
export const fairPriceSchema = z.object({
  level: z.enum(fairPriceLevels),
  /** Integer fils per m² of the ad's size. */
  pricePerSqmFils: z.number(),
  medianPricePerSqmFils: z.number(),
  /** Rounded percentage of the ad's price per m² above (positive) or below (negative) the median. */
  differencePercent: z.number(),
});
export type FairPrice = z.output<typeof fairPriceSchema>;

export const fairPriceDetailSchema = z.extend(fairPriceSchema, {
  basis: z.enum(dealBases),
  /** How many recorded deals the median is of, and the days they were recorded between. */
  deals: z.number(),
  windowFrom: z.string(),
  windowTo: z.string(),
});
export type FairPriceDetail = z.output<typeof fairPriceDetailSchema>;

export const adCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The advertiser's English title; null when the ad is in Arabic only. */
  titleEn: z.nullable(z.string()),
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
  fairPrice: z.optional(fairPriceSchema),
  /** When an operator verified the ad; null when it is not verified or its badge has lapsed. */
  verifiedAt: isoDate,
  /** How many advertisers offer this unit (the card stands for them all); absent when only one does. */
  offeredBy: z.optional(z.number()),
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

/** Another advertiser's live offer of the same unit, listed on the ad page. */
export const unitOfferSchema = z.object({
  id: z.number(),
  priceFils: z.nullable(z.number()),
  advertiser: z.object({ id: z.number(), displayName: z.string(), isOffice: z.boolean() }),
  verifiedAt: isoDate,
  publishedAt: isoDate,
});
export type UnitOffer = z.output<typeof unitOfferSchema>;

export const adDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  titleEn: z.nullable(z.string()),
  descriptionEn: z.nullable(z.string()),
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
    /** A licensed broker's licence as visitors may be told it ("licensed" only once verified). */
    licence: z.enum(licenceStates),
    companyName: z.nullable(z.string()),
  }),
  viewsCount: z.number(),
  publishedAt: isoDate,
  expiresAt: isoDate,
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  isExpired: z.boolean(),
  /** True when the requester owns the ad (edit, delete, publish, cancel and repost actions). */
  isOwner: z.boolean(),
  fairPrice: z.optional(fairPriceDetailSchema),
  /** The owner's only: why the ad waits for an operator, or why one turned it down (issue 29). */
  review: z.optional(ownerReviewSchema),
  /** When an operator verified the ad; null when it is not verified or its badge has lapsed. */
  verifiedAt: isoDate,
  /** The other advertisers' live offers of the same unit, the cheapest first; empty when there are none. */
  otherOffers: z.array(unitOfferSchema),
  /** The unit's PACI number: the owner's answer only, never a visitor's. */
  unitNumber: z.optional(z.nullable(z.string())),
});
export type AdDetail = z.output<typeof adDetailSchema>;

/** null when neither the ad nor its advertiser has a contact phone. */
export const phoneRevealSchema = z.object({ phone: z.nullable(z.string()) });

/* ---------- Writing ads (owner; the web form and the mobile app send the same body) ---------- */

export const AD_MAX_SIZE_SQM = 10_000_000;
/** KWD 10 billion in fils: above any real Kuwaiti property, below JavaScript's safe integers. */
export const AD_MAX_PRICE_FILS = 10_000_000_000_000;
export const AD_MAX_ROOMS = 50;

/** Kuwait's bounding box: a pin outside it is a mistake, not a property. */
export const KUWAIT_BOUNDS = { south: 28.5, north: 30.2, west: 46.5, east: 48.6 } as const;

const roomCount = z.optional(z.nullable(intField(0, AD_MAX_ROOMS)));

/** Arabic-Indic digits become Latin ones; spaces, dashes and direction marks people type between digits go. */
export const normaliseUnitNumber = (value: string) => toLatinDigits(value).replace(/[\s\u200e\u200f-]/g, '');

/** A unit's PACI number (الرقم الآلي للوحدة): 8 digits as printed on the address plate, Arabic-Indic digits accepted. */
export const unitNumberField = z.pipe(
  z.pipe(z.string(messageKeys.required), z.transform(normaliseUnitNumber)),
  z.string().check(z.regex(unitNumberPattern, messageKeys.unitNumber)),
);

/** The ad's optional unit number: empty (or absent, or null) means none. */
const optionalUnitNumber = z.optional(
  z.nullable(
    z.pipe(
      z.pipe(z.string(messageKeys.unitNumber), z.transform(normaliseUnitNumber)),
      z.pipe(
        z.string().check(z.refine((value) => value === '' || unitNumberPattern.test(value), messageKeys.unitNumber)),
        z.transform((value) => value || null),
      ),
    ),
  ),
);

/** The optional English title: empty (or absent, or null) means none; otherwise the Arabic title's length rules. */
const englishTitle = z.optional(
  z.nullable(
    safeText(AD_TITLE_MAX).check(z.refine((value) => value === '' || value.length >= AD_TITLE_MIN, messageKeys.short)),
  ),
);

export const adInputSchema = z.strictObject({
  title: textField(AD_TITLE_MIN, AD_TITLE_MAX),
  dealType: z.enum(dealTypeSlugs, messageKeys.required),
  categoryId: idField,
  propertyTypeId: idField,
  areaId: idField,
  sizeSqm: positiveNumber(AD_MAX_SIZE_SQM),
  /** Integer fils; null marks the price as not announced (the key itself is required). */
  priceFils: z.nullable(positiveInt(AD_MAX_PRICE_FILS)),
  bedrooms: roomCount,
  bathrooms: roomCount,
  floors: roomCount,
  parcelNumber: z.optional(z.nullable(safeText(AD_PARCEL_MAX))),
  /** The unit's PACI number (8 digits); groups the offers of one unit and is never shown to visitors. */
  unitNumber: optionalUnitNumber,
  description: z.optional(safeText(AD_DESCRIPTION_MAX, { multiline: true })),
  titleEn: englishTitle,
  descriptionEn: z.optional(z.nullable(safeText(AD_DESCRIPTION_MAX, { multiline: true }))),
  latitude: z.optional(
    z.nullable(
      z
        .number()
        .check(
          z.minimum(KUWAIT_BOUNDS.south, messageKeys.invalidValue),
          z.maximum(KUWAIT_BOUNDS.north, messageKeys.invalidValue),
        ),
    ),
  ),
  longitude: z.optional(
    z.nullable(
      z
        .number()
        .check(
          z.minimum(KUWAIT_BOUNDS.west, messageKeys.invalidValue),
          z.maximum(KUWAIT_BOUNDS.east, messageKeys.invalidValue),
        ),
    ),
  ),
});
export type AdInput = z.input<typeof adInputSchema>;
export type AdInputOutput = z.output<typeof adInputSchema>;

/** New display order of an ad's media: every media id of the ad, once. */
export const adMediaOrderSchema = z.strictObject({
  mediaIds: z.array(idField).check(z.minLength(1, messageKeys.required), z.maxLength(MAX_AD_MEDIA, messageKeys.long)),
});

export const adMediaParamSchema = z.strictObject({
  id: adIdParamSchema.shape.id,
  mediaId: pathId,
});

/** The owner's ads by status (spec §7 `GET /v1/members/myRequests/ads?page&statusId`). */
export const myAdsQuerySchema = z.strictObject({
  statusId: z.optional(
    z.pipe(
      z.enum(['0', '1', '2', '3'], messageKeys.invalidValue),
      z.transform((v) => Number(v) as AdStatus),
    ),
  ),
  page: z.optional(queryInt(1, MAX_PAGE)),
});

export const myAdsPageSchema = z.extend(adPageSchema, {
  data: z.array(
    z.extend(adCardSchema, {
      status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
      viewsCount: z.number(),
      review: z.optional(ownerReviewSchema),
    }),
  ),
  /** How many of the owner's ads are in each status: { "0": pending, "1": approved, "2": expired, "3": rejected }. */
  counts: z.object({ 0: z.number(), 1: z.number(), 2: z.number(), 3: z.number() }),
});
export type MyAdsPage = z.output<typeof myAdsPageSchema>;

/** An operator's pick (spec §3 featured flag): the body of `PUT /v1/operator/ads/{id}/featured`. */
export const featuredAdSchema = z.strictObject({ featured: z.boolean(messageKeys.invalidValue) });

/** The operator's form: the ad's number as typed (Arabic-Indic digits too). */
export const featureAdFormSchema = z.strictObject({
  adId: z.pipe(z.string(messageKeys.required).check(z.trim(), z.minLength(1, messageKeys.required)), queryId),
});

/** `POST /v1/ads/{id}/views`: whether this view was counted (once per visitor and ad a day). */
export const adViewCountedSchema = z.object({ counted: z.boolean() });
export const favouriteToggledSchema = z.object({ favourited: z.boolean() });
/** The operator's featured ads, the newest pick first, and how many in all. */
export const featuredAdListSchema = z.object({ ads: z.array(adCardSchema), total: z.number() });
export const adFeaturedSchema = z.object({ id: z.number(), featured: z.boolean() });
