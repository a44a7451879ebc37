import { and, between, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { dealTypes } from '../../../lib/constants';
import type { AdCard } from '../../../lib/schemas/ads';
import { ads } from '../../db/schema/ads';
import { areas, propertyCategories } from '../../db/schema/reference';
import { db } from '../../db/client';
import { isLive, selectCards, specialFirst, toCard } from '../ads/ad-cards';
import { dealCategoryZone } from './category-zones';
import { findInstantValuation } from './instant-valuation';

const SIMILAR_LIMIT = 8;
const SIZE_BAND = 0.3;

/**
 * Live sale ads like an estimate's property (spec §7 similar-ive-properties): the same kind of property, asking within
 * the estimate's range (a size within ±30 % where there is no estimate), its area first, then its governorate.
 * Undefined when there is no such estimate.
 */
export async function similarToValuation(id: string, now = new Date()): Promise<AdCard[] | undefined> {
  const valuation = await findInstantValuation(id, undefined);
  if (!valuation) return undefined;
  const { input, estimate } = valuation;
  const categories = db()
    .select({ id: propertyCategories.id })
    .from(propertyCategories)
    .where(eq(propertyCategories.kind, dealCategoryZone[input.category]));
  const band =
    estimate.status === 'estimated'
      ? between(ads.priceFils, estimate.lowFils, estimate.highFils)
      : between(ads.sizeSqm, input.sizeSqm * (1 - SIZE_BAND), input.sizeSqm * (1 + SIZE_BAND));
  const alike = and(isLive(now), eq(ads.dealTypeId, dealTypes.sale), inArray(ads.categoryId, categories), band);
  const newestFirst = [specialFirst, sql`${ads.publishedAt} desc nulls last`, desc(ads.id)];
  const sameArea = await selectCards(now)
    .where(and(alike, eq(ads.areaId, input.areaId)))
    .orderBy(...newestFirst)
    .limit(SIMILAR_LIMIT);
  const nearby =
    sameArea.length < SIMILAR_LIMIT
      ? await selectCards(now)
          .where(and(alike, ne(ads.areaId, input.areaId), eq(areas.governorateId, valuation.governorate.id)))
          .orderBy(...newestFirst)
          .limit(SIMILAR_LIMIT - sameArea.length)
      : [];
  return [...sameArea, ...nearby].map(toCard);
}
