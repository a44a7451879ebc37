import { desc, eq } from 'drizzle-orm';
import type { DealCategory } from '../../../lib/constants';
import { kuwaitDate } from '../../../lib/kuwait-time';
import { messageKeys } from '../../../lib/schemas/fields';
import type { InstantValuation, InstantValuationRequest } from '../../../lib/schemas/instant-valuation';
import { db } from '../../db/client';
import { instantValuations } from '../../db/schema/instant-valuations';
import type { ZoneKind } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { memoize } from '../../lib/memo';
import { hasFullDealAccess } from '../deals/data-access';
import type { Member } from '../members/members';
import { unlockedValuations } from './valuation-unlocks';
import { areaNamer, listAreas } from '../reference-data';
import { constructionSetup, costRatesCurrent, depreciationSetup } from '../construction-estimates/construction-setup';
import { depreciatedBuilding } from './building-value';
import {
  buildMarketModel,
  estimateByComparables,
  groupBy,
  neighboursOf,
  roundEstimate,
  type Estimate,
  type SaleRecord,
} from './comparable-sales';
import { dealCategoryZone } from './category-zones';
import { allSaleRecords, areaPoints } from './sale-records';
import type { StoredComparable, StoredEstimate } from './stored-estimate';

/** How many of the comparables an estimate keeps and shows, heaviest first. */
const SHOWN_COMPARABLES = 12;
/** Recorded deals arrive with the ministry's weekly import: the estimator's picture of the market is rebuilt hourly. */
const MARKET_TTL_MS = 60 * 60_000;

const market = memoize(MARKET_TTL_MS, async (day: string) => {
  const [sales, areas] = await Promise.all([allSaleRecords(), areaPoints()]);
  const byCategory = groupBy(sales, (sale) => sale.category);
  const models = new Map(
    [...byCategory].map(([category, categorySales]) => [category, buildMarketModel(categorySales, day)]),
  );
  // An estimate searches one governorate: its sales are found without walking the whole category.
  const byPlace = groupBy(sales, (sale) => `${sale.category}:${sale.governorateId}`);
  return { byPlace, models, areas, neighbours: new Map(areas.map((area) => [area.id, neighboursOf(area.id, areas)])) };
});

/** Clears the estimator's picture of the market (tests that add deals). */
export const forgetMarket = () => market.clear();

async function areaOf(areaId: number) {
  const area = (await listAreas({})).data.find((row) => row.id === areaId);
  if (!area) throw new ApiError('VALIDATION_FAILED', { areaId: [messageKeys.invalidValue] });
  return area;
}

/**
 * An area has a model for a category when it has recorded sales of it, or when its zone is where that category is
 * built and its neighbours have: farms are not valued as private housing because houses sold next door.
 */
function hasModel(
  sales: SaleRecord[],
  area: { id: number; kind: ZoneKind },
  category: DealCategory,
  neighbours: Set<number>,
): boolean {
  if (sales.some((sale) => sale.areaId === area.id)) return true;
  return dealCategoryZone[category] === area.kind && sales.some((sale) => neighbours.has(sale.areaId));
}

/** Estimates a property from the recorded deals, keeps the answer, and answers it as its requester sees it. */
export async function createInstantValuation(
  input: InstantValuationRequest,
  who: { member?: Member; visitorId?: string },
): Promise<InstantValuation> {
  const area = await areaOf(input.areaId);
  const today = kuwaitDate(new Date());
  const { byPlace, models, neighbours } = await market(today);
  const sales = byPlace.get(`${input.category}:${area.governorate.id}`) ?? [];
  const near = neighbours.get(area.id) ?? new Set<number>();
  const model = models.get(input.category);
  if (!model || !hasModel(sales, area, input.category, near)) throw new ApiError('NO_VALUATION_MODEL');

  // A building is valued as its land, from the sales, plus the building's depreciated replacement cost.
  const subject = {
    areaId: area.id,
    governorateId: area.governorate.id,
    category: input.category,
    built: false,
    sizeSqm: input.sizeSqm,
    block: input.block,
  };
  // The estimate is for today: every sale up to yesterday counts.
  const land = estimateByComparables(subject, sales, { ...model, asOf: today }, near);
  const comparables: StoredComparable[] = land.comparables.slice(0, SHOWN_COMPARABLES).map((c) => ({
    recordedOn: c.recordedOn,
    areaId: c.areaId,
    block: c.block,
    propertyKind: c.propertyKind,
    sizeSqm: c.sizeSqm,
    pricePerSqmFils: c.pricePerSqmFils,
    adjustedPricePerSqmFils: Math.round(c.adjustedPerSqm),
    tier: c.tier,
  }));
  const stored: StoredEstimate = {
    estimate: !land.ok
      ? { status: 'thin-data', comparablesUsed: land.comparables.length }
      : input.model === 'building'
        ? await withBuilding(land, input)
        : {
            status: 'estimated',
            valueFils: land.valueFils,
            lowFils: land.lowFils,
            highFils: land.highFils,
            pricePerSqmFils: land.pricePerSqmFils,
            confidence: land.confidence,
            basis: land.tier,
            comparablesUsed: land.comparables.length,
          },
    comparables,
  };
  const [row] = await db()
    .insert(instantValuations)
    .values({
      memberId: who.member?.id ?? null,
      visitorId: who.visitorId ?? null,
      areaId: area.id,
      input,
      result: stored,
    })
    .returning();
  return present(row!, who.member);
}

type Estimated = Extract<InstantValuation['estimate'], { status: 'estimated' }>;

/** The land's estimate with the building described on it, at today's construction rates less its wear. */
async function withBuilding(
  land: Extract<Estimate, { ok: true }>,
  input: Extract<InstantValuationRequest, { model: 'building' }>,
): Promise<Estimated> {
  const [{ rates, rules }, depreciation] = await Promise.all([constructionSetup(), depreciationSetup()]);
  const building = depreciatedBuilding(
    {
      plotSqm: input.sizeSqm,
      floors: input.floors,
      basement: input.basement,
      finishing: input.finishing,
      ageYears: input.buildingAge,
    },
    rates,
    rules,
    depreciation,
  );
  const landValue = land.pricePerSqmFils * input.sizeSqm;
  const valueFils = roundEstimate(landValue + building.value.mid);
  return {
    status: 'estimated',
    valueFils,
    lowFils: roundEstimate(land.lowFils + building.value.low),
    highFils: roundEstimate(land.highFils + building.value.high),
    pricePerSqmFils: Math.round(valueFils / input.sizeSqm),
    confidence: land.confidence,
    basis: land.tier,
    comparablesUsed: land.comparables.length,
    building: {
      landValueFils: roundEstimate(landValue),
      landPerSqmFils: land.pricePerSqmFils,
      builtUpSqm: building.builtUpSqm,
      replacementCostFils: roundEstimate(building.replacement.mid),
      depreciationPercent: building.depreciationPercent,
      buildingValueFils: roundEstimate(building.value.mid),
      lifeYears: depreciation.lifeYears,
      ratesAsOf: building.ratesAsOf,
    },
  };
}

/** Whether the building's cost rates were current on the valuation's date, worked out when shown (the setting may change). */
function withRatesAge(estimate: InstantValuation['estimate'], on: Date): InstantValuation['estimate'] {
  if (estimate.status !== 'estimated' || !estimate.building) return estimate;
  return {
    ...estimate,
    building: { ...estimate.building, ratesCurrent: costRatesCurrent(estimate.building.ratesAsOf, on) },
  };
}

/**
 * An estimate as `viewer` sees it: the value and its range for everyone; the detailed report (the comparables with
 * their blocks, and the area's trend on the page) for subscribers (spec §6, as on the deals page) and for a member
 * who unlocked this estimate with a map-valuation credit. The others see how many comparables the report holds.
 */
async function present(
  row: typeof instantValuations.$inferSelect,
  viewer: Member | undefined,
  unlocked = false,
): Promise<InstantValuation> {
  const [named, area, full] = await Promise.all([areaNamer(), areaOf(row.areaId), hasFullDealAccess(viewer)]);
  const detailed = full || unlocked;
  const all = row.result.comparables;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    input: row.input,
    area: named(row.areaId),
    governorate: area.governorate,
    estimate: withRatesAge(row.result.estimate, row.createdAt),
    comparables: detailed ? all.map(({ areaId, ...c }) => ({ ...c, area: named(areaId) })) : [],
    lockedComparables: detailed ? 0 : all.length,
    detailed,
  };
}

export async function findInstantValuation(
  id: string,
  viewer: Member | undefined,
): Promise<InstantValuation | undefined> {
  const [row] = await db().select().from(instantValuations).where(eq(instantValuations.id, id));
  if (!row) return undefined;
  const unlocked = viewer ? (await unlockedValuations(viewer.id, [row.id])).has(row.id) : false;
  return present(row, viewer, unlocked);
}

/** A member's own estimates, newest first. */
export async function memberInstantValuations(member: Member, limit = 20): Promise<InstantValuation[]> {
  const rows = await db()
    .select()
    .from(instantValuations)
    .where(eq(instantValuations.memberId, member.id))
    .orderBy(desc(instantValuations.createdAt))
    .limit(limit);
  const unlocked = await unlockedValuations(
    member.id,
    rows.map((row) => row.id),
  );
  return Promise.all(rows.map((row) => present(row, member, unlocked.has(row.id))));
}
