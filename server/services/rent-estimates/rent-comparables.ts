import {
  comparableSettings,
  groupBy,
  summariseComparables,
  type ComparableSummary,
  type ComparableTier,
  type WeightedComparable,
} from '../instant-valuations/comparable-sales';

/**
 * The rent estimators (issue 14) compare with asking rents: live and recently expired rent ads of the same unit type,
 * the area first, then its neighbours, then the governorate (the same search as the value estimate), each brought to
 * the subject's size with the rent-per-m² elasticity measured within areas, and weighted by nearness and recency.
 * Pure, like the value estimate.
 */

export type RentRecord = {
  adId: number;
  areaId: number;
  governorateId: number;
  propertyTypeId: number;
  sizeSqm: number;
  bedrooms: number | null;
  /** Asking rent a month, in fils. */
  rentFils: number;
  publishedAt: Date;
};

export type RentSubject = { areaId: number; governorateId: number; propertyTypeId: number; sizeSqm: number };

export type RentComparable = RentRecord & WeightedComparable;

export const rentSettings = {
  lookbackMonths: 12,
  /** Asking rents age faster than recorded prices: a rent's weight halves every six months. */
  halfLifeMonths: 6,
  maxSizeElasticity: 0.6,
};

const MONTH_MS = 30.44 * 86_400_000;

/**
 * How rent per m² falls as units grow, within each area and unit type (a least-squares slope of log rent per m² on
 * log size, kept within a band): a 200 m² floor does not let for twice a 100 m² flat's rent.
 */
export function rentSizeElasticity(records: RentRecord[]): number {
  let sxy = 0;
  let sxx = 0;
  for (const group of groupBy(records, (r) => `${r.areaId}:${r.propertyTypeId}`).values()) {
    if (group.length < 3) continue;
    const xs = group.map((r) => Math.log(r.sizeSqm));
    const ys = group.map((r) => Math.log(r.rentFils / r.sizeSqm));
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    xs.forEach((x, i) => {
      sxy += (x - mx) * (ys[i]! - my);
      sxx += (x - mx) ** 2;
    });
  }
  return sxx > 0 ? Math.min(rentSettings.maxSizeElasticity, Math.max(0, -sxy / sxx)) : 0;
}

/** Estimates a unit's monthly rent from `records` (rent ads of any type; its own type is used) as of `now`. */
export function estimateRent(
  subject: RentSubject,
  records: RentRecord[],
  neighbours: Set<number>,
  elasticity: number,
  now: Date,
): ComparableSummary<RentComparable> {
  const byTier: Record<ComparableTier, RentRecord[]> = { area: [], neighbours: [], governorate: [] };
  for (const record of records) {
    if (record.propertyTypeId !== subject.propertyTypeId || record.publishedAt >= now) continue;
    const tier =
      record.areaId === subject.areaId
        ? 'area'
        : neighbours.has(record.areaId)
          ? 'neighbours'
          : record.governorateId === subject.governorateId
            ? 'governorate'
            : undefined;
    if (tier) byTier[tier].push(record);
  }
  return summariseComparables(byTier, (record, tier) => {
    const age = (now.getTime() - record.publishedAt.getTime()) / MONTH_MS;
    if (age > rentSettings.lookbackMonths) return undefined;
    return {
      ...record,
      tier,
      adjustedPerSqm: (record.rentFils / record.sizeSqm) * (subject.sizeSqm / record.sizeSqm) ** -elasticity,
      weight: comparableSettings.tierWeight[tier] * 0.5 ** (age / rentSettings.halfLifeMonths),
    };
  });
}
