import { and, eq, gte } from 'drizzle-orm';
import { dealTypes } from '@/lib/constants';
import type { PriceEvidence, Signal } from '@/lib/schemas/moderation';
import { config } from '../../config';
import { db, type Db } from '../../db/client';
import { areaPriceLevels } from '../../db/schema/market';
import { propertyCategories, propertyTypes } from '../../db/schema/reference';
import { estimatedRent } from '../rent-estimates/rent-estimate';
import type { ModerationSettings } from './settings';

export type PricedAd = {
  id?: number;
  dealTypeId: number;
  categoryId: number;
  propertyTypeId: number;
  areaId: number;
  sizeSqm: number;
  priceFils: number | null;
};

/**
 * The area's recorded median per m² for a property type's category and basis (the fair-price level), when at least
 * `minDeals` deals make it; by primary keys. The price check and the demo's planted bait prices both read it.
 */
export async function saleMedian(
  executor: Db,
  ad: Pick<PricedAd, 'areaId' | 'propertyTypeId'>,
  minDeals: number,
): Promise<{ median: number; deals: number } | undefined> {
  const [level] = await executor
    .select({ median: areaPriceLevels.medianPricePerSqmFils, deals: areaPriceLevels.deals })
    .from(propertyTypes)
    .innerJoin(propertyCategories, eq(propertyCategories.id, propertyTypes.categoryId))
    .innerJoin(
      areaPriceLevels,
      and(
        eq(areaPriceLevels.areaId, ad.areaId),
        eq(areaPriceLevels.dealCategory, propertyCategories.dealCategory),
        eq(areaPriceLevels.basis, propertyTypes.dealBasis),
      ),
    )
    .where(and(eq(propertyTypes.id, ad.propertyTypeId), gte(areaPriceLevels.deals, minDeals)))
    .limit(1);
  return level;
}

function verdict(
  evidence: Omit<PriceEvidence, 'bound' | 'boundSource' | 'ratio'>,
  bait: ModerationSettings[keyof ModerationSettings],
  absurd: ModerationSettings[keyof ModerationSettings],
): Signal | undefined {
  const ratio = Math.round((evidence.adFils / evidence.marketFils) * 1000) / 1000;
  if (ratio < bait.value)
    return { kind: 'price-bait', evidence: { ...evidence, ratio, bound: bait.value, boundSource: bait.source } };
  if (ratio > absurd.value)
    return { kind: 'price-absurd', evidence: { ...evidence, ratio, bound: absurd.value, boundSource: absurd.source } };
  return undefined;
}

/**
 * A price far from its market: a sale's price per m² against the area's recorded median (only where the fair-price
 * badge compares: whole plots with enough deals), a rent against the rent estimator's comparables. No market figure,
 * no signal: the check never holds an ad for want of data.
 */
export async function checkPrice(ad: PricedAd, settings: ModerationSettings): Promise<Signal | undefined> {
  if (ad.priceFils == null || ad.priceFils <= 0 || ad.sizeSqm <= 0) return undefined;
  if (ad.dealTypeId === dealTypes.sale) {
    const level = await saleMedian(db(), ad, config().FAIR_PRICE_MIN_DEALS);
    if (!level) return undefined;
    return verdict(
      {
        basis: 'sale-median',
        priceFils: ad.priceFils,
        adFils: Math.round(ad.priceFils / ad.sizeSqm),
        marketFils: level.median,
        sampleSize: level.deals,
      },
      settings['price.sale-bait-ratio'],
      settings['price.sale-absurd-ratio'],
    );
  }
  if (ad.dealTypeId === dealTypes.rent) {
    const estimate = await estimatedRent({ ...ad, excludeAdId: ad.id });
    if (!estimate) return undefined;
    return verdict(
      {
        basis: 'rent-estimate',
        priceFils: ad.priceFils,
        adFils: ad.priceFils,
        marketFils: Math.round(estimate.rentFils),
        sampleSize: estimate.adsUsed,
      },
      settings['price.rent-bait-ratio'],
      settings['price.rent-absurd-ratio'],
    );
  }
  return undefined;
}
