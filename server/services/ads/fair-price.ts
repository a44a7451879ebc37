import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { dealStatus, dealTypes, type FairPriceLevel } from '@/lib/constants';
import { kuwaitDate } from '@/lib/kuwait-time';
import type { FairPrice } from '@/lib/schemas/ads';
import { config } from '../../config';
import { db, type Db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areaPriceLevels, deals } from '../../db/schema/market';
import { propertyCategories, propertyTypes } from '../../db/schema/reference';
import { landKinds } from '../instant-valuations/comparable-sales';

/**
 * The fair-price badge (issue 14): a live sale ad's price per m² against the median of its area's recorded deals of
 * the same category and land or built over the last 12 months. Deals are priced per m² of the whole plot, so only
 * property types that are a whole plot compare (property_types.deal_basis); the levels are recomputed daily.
 */

/** Rewrites every level from the approved deals of the 12 months up to today (Kuwait); returns how many it wrote. */
export async function refreshAreaPriceLevels(database: Db = db(), now = new Date()): Promise<number> {
  const to = kuwaitDate(now);
  const from = sql`(${to}::date - interval '1 year' + interval '1 day')::date`;
  const basis = sql`case when ${inArray(deals.propertyKind, [...landKinds])} then 'land' else 'built' end`;
  return database.transaction(async (tx) => {
    await tx.delete(areaPriceLevels);
    const inserted = (await tx.execute(sql`
      insert into ${areaPriceLevels} (area_id, deal_category, basis, median_price_per_sqm_fils, deals, window_from, window_to, computed_at)
      select ${deals.areaId}, ${deals.category}, ${basis},
        round(percentile_cont(0.5) within group (order by ${deals.pricePerSqmFils}))::bigint, count(*)::int, ${from}, ${to}::date, ${now.toISOString()}::timestamptz
      from ${deals}
      where ${and(eq(deals.status, dealStatus.approved), lte(deals.recordedOn, to))} and ${deals.recordedOn} >= ${from}
      group by 1, 2, 3
      returning 1`)) as { rows: unknown[] };
    return inserted.rows.length;
  });
}

/**
 * Joins the level an ad compares with, only for a sale ad with a price, a size, a comparable type and enough deals;
 * the query must already join the ad's property type and category, and adds that the ad is live.
 */
export function levelJoin(): SQL {
  return and(
    eq(areaPriceLevels.areaId, ads.areaId),
    eq(areaPriceLevels.dealCategory, propertyCategories.dealCategory),
    eq(areaPriceLevels.basis, propertyTypes.dealBasis),
    gte(areaPriceLevels.deals, config().FAIR_PRICE_MIN_DEALS),
    eq(ads.dealTypeId, dealTypes.sale),
    gt(ads.priceFils, 0),
    gt(ads.sizeSqm, 0),
  )!;
}

const adPricePerSqm = sql`(${ads.priceFils} / ${ads.sizeSqm})`;

/** below | around | above, null without a level: in SQL, so the list filters on the same expression it shows. */
export function fairPriceLevelExpr(): SQL<FairPriceLevel | null> {
  const band = config().FAIR_PRICE_BAND_PERCENT / 100;
  const median = areaPriceLevels.medianPricePerSqmFils;
  return sql<FairPriceLevel | null>`(case when ${median} is null then null
    when ${adPricePerSqm} < ${median} * ${1 - band}::float8 then 'below'
    when ${adPricePerSqm} > ${median} * ${1 + band}::float8 then 'above' else 'around' end)`;
}

/** The columns a card needs (null without a badge). */
export function fairPriceColumns() {
  return {
    fairPriceLevel: fairPriceLevelExpr(),
    fairPriceMedianFils: areaPriceLevels.medianPricePerSqmFils,
    fairPriceAdFils: sql<number | null>`round(${adPricePerSqm})::bigint`.mapWith(Number),
  };
}

/** Absent where a query does not look the level up (an owner's own list). */
export type FairPriceRow = {
  fairPriceLevel?: FairPriceLevel | null;
  fairPriceMedianFils?: number | null;
  fairPriceAdFils?: number | null;
};

export function toFairPrice({
  fairPriceLevel: level,
  fairPriceMedianFils: median,
  fairPriceAdFils: price,
}: FairPriceRow): FairPrice | undefined {
  if (!level || !median || price == null) return undefined;
  return {
    level,
    pricePerSqmFils: price,
    medianPricePerSqmFils: median,
    differencePercent: Math.round((price / median - 1) * 100),
  };
}
