import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { adStatus, dealTypes } from '../../../lib/constants';
import { messageKeys } from '../../../lib/schemas/fields';
import { rentKindCategory, type RentEstimate, type RentEstimateRequest } from '../../../lib/schemas/rent-estimate';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areas as areaTable } from '../../db/schema/reference';
import { rentEstimates } from '../../db/schema/rent-estimates';
import { ApiError } from '../../lib/errors';
import { memoizeRefreshing } from '../../lib/memo';
import type { Member } from '../members/members';
import { areaNamer, listAreas, listPropertyCategories, listPropertyTypes } from '../reference-data';
import { groupBy, neighboursOf } from '../instant-valuations/comparable-sales';
import { estimateRent, rentSettings, rentSizeElasticity, type RentRecord } from './rent-comparables';
import { areaPoints } from '../instant-valuations/sale-records';
import type { StoredRentEstimate } from '../instant-valuations/stored-estimate';

const SHOWN_COMPARABLES = 12;
/**
 * Rent ads come and go all day; the estimators' picture of them is rebuilt every ten minutes, in the background: at
 * 100,000 ads the read takes 0.4-1 s on PostgreSQL and 2-4 s on PGlite, which the publication that found the picture
 * lapsed waited for (its price check reads it, issue 29).
 */
const RENTS_TTL_MS = 10 * 60_000;

/** Rent ads with a price, live or expired, published within the look-back: the asking rents the estimators compare with. */
const rentMarket = memoizeRefreshing(RENTS_TTL_MS, async () => {
  const since = new Date(Date.now() - rentSettings.lookbackMonths * 30.44 * 86_400_000);
  const rows = await db()
    .select({
      adId: ads.id,
      areaId: ads.areaId,
      governorateId: areaTable.governorateId,
      categoryId: ads.categoryId,
      propertyTypeId: ads.propertyTypeId,
      sizeSqm: ads.sizeSqm,
      bedrooms: ads.bedrooms,
      rentFils: sql<number>`${ads.priceFils}`.mapWith(Number),
      publishedAt: ads.publishedAt,
    })
    .from(ads)
    .innerJoin(areaTable, eq(areaTable.id, ads.areaId))
    .where(
      and(
        eq(ads.dealTypeId, dealTypes.rent),
        inArray(ads.status, [adStatus.approved, adStatus.expired]),
        isNotNull(ads.priceFils),
        gte(ads.publishedAt, since),
        sql`${ads.sizeSqm} > 0`,
      ),
    );
  const records = rows.map(({ categoryId, publishedAt, ...row }) => ({
    ...row,
    categoryId,
    publishedAt: publishedAt!,
  }));
  const byCategory = groupBy(records, (record) => record.categoryId);
  const areas = await areaPoints();
  return {
    byCategory,
    elasticity: new Map(
      [...byCategory].map(([categoryId, categoryRecords]) => [categoryId, rentSizeElasticity(categoryRecords)]),
    ),
    neighbours: new Map(areas.map((area) => [area.id, neighboursOf(area.id, areas)])),
  };
});

/** Clears the picture of the rent ads (tests that add ads). */
export const forgetRentMarket = () => rentMarket.clear();

/**
 * The estimated monthly rent of a unit of `propertyTypeId` (of `categoryId`) and `sizeSqm` in `areaId`, from the same
 * comparables as the rent estimator but without `excludeAdId` (an ad is not its own comparable); undefined when the
 * estimator has too few of them. For the price check of the moderation (issue 29).
 */
export async function estimatedRent(unit: {
  areaId: number;
  categoryId: number;
  propertyTypeId: number;
  sizeSqm: number;
  excludeAdId?: number;
}): Promise<{ rentFils: number; adsUsed: number } | undefined> {
  const area = (await listAreas({})).data.find((row) => row.id === unit.areaId);
  if (!area) return undefined;
  const market = await rentMarket();
  const records = (market.byCategory.get(unit.categoryId) ?? []).filter((r) => r.adId !== unit.excludeAdId);
  const summary = estimateRent(
    { areaId: area.id, governorateId: area.governorate.id, propertyTypeId: unit.propertyTypeId, sizeSqm: unit.sizeSqm },
    records,
    market.neighbours.get(area.id) ?? new Set(),
    market.elasticity.get(unit.categoryId) ?? 0,
    new Date(),
  );
  return summary.ok ? { rentFils: summary.perSqm * unit.sizeSqm, adsUsed: summary.used.length } : undefined;
}

/** The kind's category and the chosen unit type, which must be one of its types. */
async function unitOf(input: RentEstimateRequest) {
  const category = (await listPropertyCategories(0, {})).find((c) => c.slug === rentKindCategory[input.kind]);
  const type = category && (await listPropertyTypes(category.id, {})).find((t) => t.id === input.propertyTypeId);
  if (!category || !type) throw new ApiError('VALIDATION_FAILED', { propertyTypeId: [messageKeys.invalidValue] });
  return { categoryId: category.id, type };
}

/** A unit's monthly rent from the asking rents of its type around it; kept, and answered as a rent estimate. */
export async function createRentEstimate(
  input: RentEstimateRequest,
  who: { member?: Member; visitorId?: string },
): Promise<RentEstimate> {
  const area = (await listAreas({})).data.find((row) => row.id === input.areaId);
  if (!area) throw new ApiError('VALIDATION_FAILED', { areaId: [messageKeys.invalidValue] });
  const { categoryId } = await unitOf(input);
  const market = await rentMarket();
  const records: RentRecord[] = market.byCategory.get(categoryId) ?? [];
  const subject = {
    areaId: area.id,
    governorateId: area.governorate.id,
    propertyTypeId: input.propertyTypeId,
    sizeSqm: input.sizeSqm,
  };
  const summary = estimateRent(
    subject,
    records,
    market.neighbours.get(area.id) ?? new Set(),
    market.elasticity.get(categoryId) ?? 0,
    new Date(),
  );
  // Rents are quoted in whole dinars.
  const rent = (perSqm: number) => Math.round((perSqm * input.sizeSqm) / 1000) * 1000;
  const stored: StoredRentEstimate = {
    estimate: summary.ok
      ? {
          status: 'estimated',
          rentFils: rent(summary.perSqm),
          lowFils: rent(summary.lowPerSqm),
          highFils: rent(summary.highPerSqm),
          rentPerSqmFils: Math.round(summary.perSqm),
          confidence: summary.confidence,
          basis: summary.tier,
          adsUsed: summary.used.length,
        }
      : { status: 'thin-data', adsUsed: summary.used.length },
    comparables: summary.used.slice(0, SHOWN_COMPARABLES).map((c) => ({
      adId: c.adId,
      areaId: c.areaId,
      sizeSqm: c.sizeSqm,
      bedrooms: c.bedrooms,
      rentFils: c.rentFils,
      adjustedRentFils: rent(c.adjustedPerSqm),
      publishedAt: c.publishedAt.toISOString(),
      tier: c.tier,
    })),
  };
  const [row] = await db()
    .insert(rentEstimates)
    .values({
      memberId: who.member?.id ?? null,
      visitorId: who.visitorId ?? null,
      areaId: area.id,
      input,
      result: stored,
    })
    .returning();
  return present(row!);
}

async function present(row: typeof rentEstimates.$inferSelect): Promise<RentEstimate> {
  const [named, types] = await Promise.all([areaNamer(), listPropertyTypes(0, {})]);
  const type = types.find((t) => t.id === row.input.propertyTypeId);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    input: row.input,
    area: named(row.areaId),
    propertyType: { id: row.input.propertyTypeId, nameAr: type?.nameAr ?? '', nameEn: type?.nameEn ?? '' },
    estimate: row.result.estimate,
    comparables: row.result.comparables.map(({ areaId, ...c }) => ({ ...c, area: named(areaId) })),
  };
}

export async function findRentEstimate(id: string): Promise<RentEstimate | undefined> {
  const [row] = await db().select().from(rentEstimates).where(eq(rentEstimates.id, id));
  return row ? present(row) : undefined;
}

/** A member's own rent estimates, newest first. */
export async function memberRentEstimates(member: Member, limit = 20): Promise<RentEstimate[]> {
  const rows = await db()
    .select()
    .from(rentEstimates)
    .where(eq(rentEstimates.memberId, member.id))
    .orderBy(desc(rentEstimates.createdAt))
    .limit(limit);
  return Promise.all(rows.map(present));
}
