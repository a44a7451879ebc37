import { z } from 'zod/mini';
import { dealTypes, type AdStatus, type DealTypeSlug } from '../constants';
import { toLatinDigits } from '../format';

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

export interface NamedRef {
  id: number;
  nameAr: string;
  nameEn: string;
}

export interface AdCard {
  id: number;
  title: string;
  dealType: DealTypeSlug;
  area: NamedRef;
  propertyType: NamedRef;
  sizeSqm: number;
  /** Integer fils; null when the price is not announced. */
  priceFils: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  adType: 'regular' | 'special';
  isFeatured: boolean;
  publishedAt: string | null;
  isExpired: boolean;
  /** First photo, `/api/v1/files/<key>`; null when the ad has none. */
  photo: string | null;
}

export interface AdPage {
  data: AdCard[];
  totalItems: number;
  currentPage: number;
  pageSize: number;
}

export interface AdMediaItem {
  id: number;
  kind: 'image' | 'video';
  url: string;
  /** Smaller widths of an image for srcset; empty for videos. */
  responsive: Array<{ width: number; url: string }>;
  width: number | null;
  height: number | null;
}

export interface AdDetail {
  id: number;
  title: string;
  description: string;
  dealType: DealTypeSlug;
  category: NamedRef;
  propertyType: NamedRef;
  area: NamedRef & { latitude: number; longitude: number; governorate: NamedRef };
  sizeSqm: number;
  priceFils: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floors: number | null;
  parcelNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  adType: 'regular' | 'special';
  isFeatured: boolean;
  media: AdMediaItem[];
  advertiser: { id: number; displayName: string; isOffice: boolean; brokerType: 'licensed' | 'marketeer' | null; companyName: string | null };
  viewsCount: number;
  publishedAt: string | null;
  expiresAt: string | null;
  status: AdStatus;
  isExpired: boolean;
  /** True when the requester owns the ad (edit, delete and repost actions). */
  isOwner: boolean;
}
