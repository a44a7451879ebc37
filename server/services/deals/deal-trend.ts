import { sql } from 'drizzle-orm';
import type { DealTrendPoint, DealTrendQuery } from '../../../lib/schemas/deals';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { dealFilters } from './deal-rows';

/**
 * Median price per m² by calendar quarter, with the count and total value of each quarter. The median, not the mean:
 * one tower in Sharq would otherwise lift a whole quarter. Open to everyone (the chart is the public face of the data).
 */
export async function dealTrend(query: DealTrendQuery): Promise<DealTrendPoint[]> {
  const quarter = sql<string>`to_char(${deals.recordedOn}, 'YYYY') || '-Q' || to_char(${deals.recordedOn}, 'Q')`;
  const rows = await db()
    .select({
      period: quarter,
      count: sql<number>`count(*)::int`,
      totalValueFils: sql<string>`sum(${deals.totalValueFils})`,
      medianPricePerSqmFils: sql<number>`percentile_cont(0.5) within group (order by ${deals.pricePerSqmFils})`,
    })
    .from(deals)
    .innerJoin(areas, sql`${areas.id} = ${deals.areaId}`)
    .where(dealFilters(query))
    .groupBy(quarter)
    .orderBy(quarter);
  return rows.map((row) => ({
    period: row.period,
    count: Number(row.count),
    totalValueFils: Number(row.totalValueFils),
    medianPricePerSqmFils: Math.round(Number(row.medianPricePerSqmFils)),
  }));
}
