import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DealTypeSlug } from '@/lib/constants';
import { adStatus, dealTypes } from '@/lib/constants';
import type { AdCard } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { areaPriceLevels } from '../../db/schema/market';
import { areas, propertyCategories, propertyTypes } from '../../db/schema/reference';
import { liveAdOf } from './ad-visibility';
import { fairPriceColumns, levelJoin, toFairPrice, type FairPriceRow } from './fair-price';
import { offeredByColumn } from './unit-offers';
import { verifiedAtColumn } from './verified-badge';

const dealTypeSlugById = new Map<number, DealTypeSlug>(
  Object.entries(dealTypes).map(([slug, id]) => [id, slug as DealTypeSlug]),
);

export function dealTypeSlug(id: number): DealTypeSlug {
  const slug = dealTypeSlugById.get(id);
  if (!slug) throw new Error(`unknown deal type id ${id}`);
  return slug;
}

export const fileUrl = (key: string) => `/api/v1/files/${key}`;

/** Approved, not past its expiry and its owner not suspended: what lists, search and similar ads show. */
export function isLive(now: Date): SQL {
  return liveAdOf(ads, now);
}

/** Expired either by the expiry job (status 2) or by the clock before the job ran. */
export function isExpiredExpr(now: Date): SQL<boolean> {
  return sql<boolean>`(${ads.status} = ${adStatus.expired} or (${ads.expiresAt} is not null and ${ads.expiresAt} <= ${now}))`;
}

/** Special ads sit on top of every list (spec §4). */
export const specialFirst = sql`(${ads.adType} = 'special') desc`;

export function cardColumns(now: Date) {
  return {
    id: ads.id,
    title: ads.title,
    titleEn: ads.titleEn,
    dealTypeId: ads.dealTypeId,
    area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
    propertyType: { id: propertyTypes.id, nameAr: propertyTypes.nameAr, nameEn: propertyTypes.nameEn },
    sizeSqm: ads.sizeSqm,
    priceFils: ads.priceFils,
    bedrooms: ads.bedrooms,
    bathrooms: ads.bathrooms,
    adType: ads.adType,
    isFeatured: ads.isFeatured,
    publishedAt: ads.publishedAt,
    isExpired: isExpiredExpr(now),
    verifiedAt: verifiedAtColumn(now),
    offeredBy: offeredByColumn(now),
    photoKey: sql<
      string | null
    >`(select ${adMedia.storageKey} from ${adMedia} where ${adMedia.adId} = ${ads.id} and ${adMedia.kind} = 'image' order by ${adMedia.sort}, ${adMedia.id} limit 1)`,
  };
}

const levelOfAd = (now: Date) => and(levelJoin(), isLive(now));

/**
 * Cards join the area, the property type and what their fair-price badge compares with (fair-price.ts); callers add
 * where, order and paging.
 */
export function selectCards(now: Date) {
  return db()
    .select({ ...cardColumns(now), ...fairPriceColumns() })
    .from(ads)
    .innerJoin(areas, eq(areas.id, ads.areaId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, ads.categoryId))
    .leftJoin(areaPriceLevels, levelOfAd(now));
}

/** Counts ads with the joins a fair-price filter reads (without the area, which every ad has). */
export function countCardsWithLevel(now: Date) {
  return db()
    .select({ value: count() })
    .from(ads)
    .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, ads.categoryId))
    .innerJoin(areaPriceLevels, levelOfAd(now));
}

type SelectedCard = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];
type CardRow = Omit<SelectedCard, keyof FairPriceRow> & FairPriceRow;

/** A card, with its fair-price badge when the row carries one (an owner's own list does not look it up). */
export function toCard({
  dealTypeId,
  photoKey,
  publishedAt,
  fairPriceLevel,
  fairPriceMedianFils,
  fairPriceAdFils,
  verifiedAt,
  offeredBy,
  ...row
}: CardRow): AdCard {
  const fairPrice = toFairPrice({ fairPriceLevel, fairPriceMedianFils, fairPriceAdFils });
  return {
    ...row,
    dealType: dealTypeSlug(dealTypeId),
    publishedAt: publishedAt?.toISOString() ?? null,
    isExpired: Boolean(row.isExpired),
    photo: photoKey ? fileUrl(photoKey) : null,
    ...(fairPrice && { fairPrice }),
    verifiedAt: verifiedAt?.toISOString() ?? null,
    ...(offeredBy !== null && offeredBy > 1 && { offeredBy }),
  };
}
