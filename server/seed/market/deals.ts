import { eq } from 'drizzle-orm';
import type { DealCategory } from '../../../lib/constants';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { kuwaitDate, kuwaitMidnight, kuwaitWeekday } from '../../../lib/kuwait-time';
import { createRandom } from '../ads/random';
import {
  baseLandPrice,
  builtPremium,
  categoriesOf,
  categoryShapes,
  categoryWeight,
  marketIndex,
  quarterVolume,
} from './deal-prices';

const dayMs = 86_400_000;
const WINDOW_YEARS = 5;
const BATCH = 1000;
const partialShares = [50, 50, 25, 33.33, 75, 12.5, 66.67] as const;

interface Market {
  areaId: number;
  governorateId: number;
  category: DealCategory;
  weight: number;
  landPrice: number;
  /** Yearly drift of this area against the market (a suburb getting popular or falling out of favour). */
  drift: number;
  blocks: number;
}

/** Whole calendar quarters since the window's first day. */
function quarterSince(start: Date, day: Date): number {
  return Math.floor(
    ((day.getUTCFullYear() - start.getUTCFullYear()) * 12 + day.getUTCMonth() - start.getUTCMonth()) / 3,
  );
}

/** Five years of ministry deals ending today (deterministic for a given Kuwait day); returns how many it inserted. */
export async function seedDemoDeals(db: Db, options: { count?: number; now?: Date } = {}): Promise<number> {
  const [existing] = await db.select({ id: deals.id }).from(deals).where(eq(deals.source, 'moj')).limit(1);
  if (existing) return 0;
  const count = options.count ?? 20_400;
  const r = createRandom(20_211_122);
  const anchor = kuwaitMidnight(options.now ?? new Date());
  const start = new Date(anchor.getTime() - WINDOW_YEARS * 365.25 * dayMs);

  const areaRows = await db
    .select({ id: areas.id, slug: areas.slug, kind: areas.kind, governorateId: areas.governorateId })
    .from(areas)
    .orderBy(areas.id);
  const markets: Market[] = [];
  for (const area of areaRows) {
    const popularity = r.float(0.5, 1.5);
    for (const [category, share] of categoriesOf(area)) {
      const [low, high] = baseLandPrice(category, area);
      markets.push({
        areaId: area.id,
        governorateId: area.governorateId,
        category,
        weight: share * categoryWeight[category] * popularity,
        landPrice: r.float(low, high),
        drift: r.float(-0.02, 0.025),
        blocks: r.int(3, 12),
      });
    }
  }
  const marketWeights = markets.map((market) => [market, market.weight] as const);
  const windowDays = Math.round((anchor.getTime() - start.getTime()) / dayMs);

  const rows: Array<typeof deals.$inferInsert> = [];
  while (rows.length < count) {
    // The ministry registers deals Sunday to Thursday; busier quarters are accepted more often.
    const day = new Date(anchor.getTime() - r.int(1, windowDays) * dayMs);
    const weekday = kuwaitWeekday(day);
    if (weekday === 5 || weekday === 6) continue;
    const quarter = quarterSince(start, day);
    if (!r.chance(quarterVolume(quarter) / 1.4)) continue;

    const market = r.weighted(marketWeights);
    const shape = categoryShapes[market.category];
    const kind = r.weighted(shape.kinds);
    const premium = builtPremium[kind];
    const years = (day.getTime() - start.getTime()) / (365.25 * dayMs);
    const perSqm =
      market.landPrice *
      marketIndex(market.category, quarter) *
      (1 + market.drift * years) *
      r.float(0.88, 1.12) *
      (premium ? r.float(premium[0], premium[1]) : 1);
    const standard = r.pick(shape.sizes);
    const sizeSqm = r.chance(0.2) ? Math.round(standard * r.float(0.9, 1.12)) : standard;
    const salePercentage = r.chance(0.88) ? 100 : r.pick(partialShares);
    const totalKwd = Math.max(1000, Math.round((perSqm * sizeSqm * salePercentage) / 100 / 500) * 500);
    const totalValueFils = totalKwd * 1000;
    rows.push({
      recordedOn: kuwaitDate(day),
      areaId: market.areaId,
      governorateId: market.governorateId,
      block: String(r.int(1, market.blocks)),
      category: market.category,
      propertyKind: kind,
      sizeSqm,
      totalValueFils,
      pricePerSqmFils: Math.round(totalValueFils / ((sizeSqm * salePercentage) / 100)),
      salePercentage,
      supplyRatio: shape.supplyRatios && kind !== 'house' ? r.pick(shape.supplyRatios) : null,
      source: 'moj',
      status: 1,
    });
  }
  rows.sort((a, b) => (a.recordedOn < b.recordedOn ? -1 : a.recordedOn > b.recordedOn ? 1 : 0));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(deals).values(rows.slice(i, i + BATCH));
  });
  return rows.length;
}
