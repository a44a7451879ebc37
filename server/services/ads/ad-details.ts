import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adStatus, licenceState, type AdStatus } from '@/lib/constants';
import { kuwaitDate } from '@/lib/kuwait-time';
import { memberName } from '@/lib/member-name';
import type { AdDetail, AdMediaItem } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { adMedia, adViews, ads } from '../../db/schema/ads';
import { areas, governorates, propertyCategories, propertyTypes } from '../../db/schema/reference';
import { areaPriceLevels } from '../../db/schema/market';
import { dealTypeSlug, fileUrl, isExpiredExpr, isLive } from './ad-cards';
import { isPublicAd } from './ad-visibility';
import { ownerReviews } from '../moderation/reviews';
import { fairPriceColumns, levelJoin, toFairPrice } from './fair-price';
import { unitOffersOf } from './unit-offers';
import { verifiedAtColumn } from './verified-badge';

/** Smaller widths stored beside every ad image (the upload pipeline and the demo seed write them). */
export const RESPONSIVE_WIDTHS = [640, 320] as const;

/** `ad-media/abc.webp` → `ad-media/abc-640.webp`: the upload pipeline stores each width beside the original. */
export function variantKey(key: string, width: number): string {
  return key.replace(/(\.[A-Za-z0-9]+)?$/, (extension) => `-${width}${extension}`);
}

export function toMediaItem(row: typeof adMedia.$inferSelect): AdMediaItem {
  return {
    id: row.id,
    kind: row.kind,
    url: fileUrl(row.storageKey),
    responsive:
      row.kind === 'image'
        ? RESPONSIVE_WIDTHS.map((width) => ({ width, url: fileUrl(variantKey(row.storageKey, width)) }))
        : [],
    width: row.width,
    height: row.height,
  };
}

const owner = alias(members, 'owner');

/**
 * Approved and expired ads are public (expired ones show the expired state); pending and rejected ads only to their
 * owner. Undefined means 404, so nobody learns that a hidden ad exists.
 */
export async function findAd(id: number, requesterId?: number, now = new Date()): Promise<AdDetail | undefined> {
  const [row] = await db()
    .select({
      ad: ads,
      category: { id: propertyCategories.id, nameAr: propertyCategories.nameAr, nameEn: propertyCategories.nameEn },
      propertyType: { id: propertyTypes.id, nameAr: propertyTypes.nameAr, nameEn: propertyTypes.nameEn },
      area: {
        id: areas.id,
        nameAr: areas.nameAr,
        nameEn: areas.nameEn,
        latitude: areas.latitude,
        longitude: areas.longitude,
      },
      governorate: { id: governorates.id, nameAr: governorates.nameAr, nameEn: governorates.nameEn },
      advertiser: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        accountType: owner.accountType,
        brokerType: owner.brokerType,
        licenceStatus: owner.licenceStatus,
        companyName: owner.companyName,
      },
      isExpired: isExpiredExpr(now),
      verifiedAt: verifiedAtColumn(now),
      ...fairPriceColumns(),
      level: {
        basis: areaPriceLevels.basis,
        deals: areaPriceLevels.deals,
        windowFrom: areaPriceLevels.windowFrom,
        windowTo: areaPriceLevels.windowTo,
      },
    })
    .from(ads)
    .innerJoin(propertyCategories, eq(propertyCategories.id, ads.categoryId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
    .innerJoin(areas, eq(areas.id, ads.areaId))
    .innerJoin(governorates, eq(governorates.id, areas.governorateId))
    .innerJoin(owner, eq(owner.id, ads.ownerId))
    .leftJoin(areaPriceLevels, and(levelJoin(), isLive(now)))
    .where(eq(ads.id, id));
  if (!row) return undefined;
  const { ad, advertiser } = row;
  const isOwner = requesterId !== undefined && requesterId === ad.ownerId;
  const isPublic = (ad.status === adStatus.approved || ad.status === adStatus.expired) && !ad.ownerSuspendedAt;
  if (!isPublic && !isOwner) return undefined;
  const [media, reviews, otherOffers] = await Promise.all([
    db().select().from(adMedia).where(eq(adMedia.adId, id)).orderBy(asc(adMedia.sort), asc(adMedia.id)),
    // Only its owner learns why an ad waits or was turned down.
    isOwner ? ownerReviews([{ id: ad.id, status: ad.status }]) : undefined,
    unitOffersOf(db(), ad, now),
  ]);
  const review = reviews?.get(ad.id);
  const isOffice = advertiser.accountType === 2;
  const fairPrice = toFairPrice(row);
  const personName = memberName(advertiser);
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    titleEn: ad.titleEn,
    descriptionEn: ad.descriptionEn,
    dealType: dealTypeSlug(ad.dealTypeId),
    category: row.category,
    propertyType: row.propertyType,
    area: { ...row.area, governorate: row.governorate },
    sizeSqm: ad.sizeSqm,
    priceFils: ad.priceFils,
    bedrooms: ad.bedrooms,
    bathrooms: ad.bathrooms,
    floors: ad.floors,
    parcelNumber: ad.parcelNumber,
    latitude: ad.latitude,
    longitude: ad.longitude,
    adType: ad.adType,
    isFeatured: ad.isFeatured,
    media: media.map(toMediaItem),
    advertiser: {
      id: advertiser.id,
      displayName: (isOffice && advertiser.companyName) || personName,
      isOffice,
      brokerType: advertiser.brokerType,
      licence: licenceState(advertiser.licenceStatus),
      companyName: advertiser.companyName,
    },
    viewsCount: ad.viewsCount,
    publishedAt: ad.publishedAt?.toISOString() ?? null,
    expiresAt: ad.expiresAt?.toISOString() ?? null,
    status: ad.status as AdStatus,
    isExpired: Boolean(row.isExpired),
    isOwner,
    ...(fairPrice && row.level && { fairPrice: { ...fairPrice, ...row.level } }),
    ...(review && { review }),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    otherOffers,
    // The unit number is the owner's: a visitor's answer (and every cached one) never carries it.
    ...(isOwner && { unitNumber: ad.unitNumber }),
  };
}

/**
 * Counts the reveal and returns the number in one statement; only live ads show a phone. Without a contact phone on
 * the ad, the advertiser's own phone is the contact.
 */
export async function revealPhone(id: number, now = new Date()): Promise<{ phone: string | null } | undefined> {
  const [row] = await db()
    .update(ads)
    .set({ phoneRevealsCount: sql`${ads.phoneRevealsCount} + 1` })
    .where(and(eq(ads.id, id), isLive(now)))
    .returning({
      phone: sql<
        string | null
      >`coalesce(${ads.contactPhone}, (select ${members.phone} from ${members} where ${members.id} = ${ads.ownerId}))`,
    });
  return row;
}

/**
 * A visitor counts once per ad and Kuwait day: the views row and the counter change together in one statement, and
 * a repeated view inserts nothing, so nothing is incremented. Undefined when the ad is not public. A view that is not
 * `countable` (its address has used up the day's views) only checks the ad.
 */
export async function recordView(
  id: number,
  visitorId: string,
  options: { countable: boolean },
  now = new Date(),
): Promise<{ counted: boolean } | undefined> {
  const day = kuwaitDate(now);
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const result = (await db().execute(sql`
    with target as (
      select ${ads.id} as id from ${ads} where ${ads.id} = ${id} and ${isPublicAd()}
    ), inserted as (
      insert into ${adViews} (ad_id, visitor_id, day)
      select id, ${visitorId}, ${day}::date from target where ${options.countable}
      on conflict do nothing
      returning ad_id
    ), bumped as (
      update ${ads} set views_count = views_count + 1 where id in (select ad_id from inserted) returning 1
    )
    select (select count(*) from target)::int as found, (select count(*) from bumped)::int as counted`)) as {
    rows: Array<{ found: number; counted: number }>;
  };
  const [row] = result.rows;
  if (!row?.found) return undefined;
  return { counted: row.counted > 0 };
}
