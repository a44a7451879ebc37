import { and, between, desc, eq, ne, or, sql } from 'drizzle-orm';
import { adStatus, dealTypes, type DealTypeSlug } from '@/lib/constants';
import type { AdCard } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areas } from '../../db/schema/reference';
import { isLive, selectCards, specialFirst, toCard } from './ad-cards';

const SIMILAR_LIMIT = 8;
const BAND = 0.3;

/**
 * Ads like this one: same area or governorate, same deal type (or the requested one), same property type or
 * category, and a price within ±30% (size when the price is not announced). Same-area ads come first.
 * Undefined when the ad itself is not public.
 */
export async function listSimilarAds(
  id: number,
  dealType?: DealTypeSlug,
  now = new Date(),
): Promise<AdCard[] | undefined> {
  const [base] = await db()
    .select({
      id: ads.id,
      dealTypeId: ads.dealTypeId,
      areaId: ads.areaId,
      governorateId: areas.governorateId,
      categoryId: ads.categoryId,
      propertyTypeId: ads.propertyTypeId,
      priceFils: ads.priceFils,
      sizeSqm: ads.sizeSqm,
      status: ads.status,
    })
    .from(ads)
    .innerJoin(areas, eq(areas.id, ads.areaId))
    .where(eq(ads.id, id));
  if (!base || (base.status !== adStatus.approved && base.status !== adStatus.expired)) return undefined;
  const band =
    base.priceFils === null
      ? between(ads.sizeSqm, base.sizeSqm * (1 - BAND), base.sizeSqm * (1 + BAND))
      : between(ads.priceFils, Math.floor(base.priceFils * (1 - BAND)), Math.ceil(base.priceFils * (1 + BAND)));
  const alike = and(
    isLive(now),
    ne(ads.id, base.id),
    eq(ads.dealTypeId, dealType ? dealTypes[dealType] : base.dealTypeId),
    or(eq(ads.propertyTypeId, base.propertyTypeId), eq(ads.categoryId, base.categoryId)),
    band,
  );
  // Two reads, special first, then newest: the ad's own area (its live ads by the area index), then, when that leaves
  // room, the rest of its governorate. One query ordered by "same area first" would have to sort every ad in the
  // price band instead.
  const newestFirst = [specialFirst, sql`${ads.publishedAt} desc nulls last`, desc(ads.id)];
  const sameArea = await selectCards(now)
    .where(and(alike, eq(ads.areaId, base.areaId)))
    .orderBy(...newestFirst)
    .limit(SIMILAR_LIMIT);
  const nearby =
    sameArea.length < SIMILAR_LIMIT
      ? await selectCards(now)
          .where(and(alike, ne(ads.areaId, base.areaId), eq(areas.governorateId, base.governorateId)))
          .orderBy(...newestFirst)
          .limit(SIMILAR_LIMIT - sameArea.length)
      : [];
  return [...sameArea, ...nearby].map(toCard);
}
