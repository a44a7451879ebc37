import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { dealStatus } from '../../../lib/constants';
import type { DealRow } from '../../../lib/schemas/deals';
import { deals } from '../../db/schema/market';
import { selectDealRows, toDealRow } from './deal-rows';

const SIMILAR_LIMIT = 6;

/** One approved deal in full (the caller has checked the requester may see it). */
export async function findDeal(id: number): Promise<DealRow | undefined> {
  const [row] = await selectDealRows().where(and(eq(deals.id, id), eq(deals.status, dealStatus.approved)));
  return row ? toDealRow(row, true) : undefined;
}

/** Deals like this one: same area and category, a size within ±30%, most recent first. */
export async function similarDeals(
  deal: DealRow,
  options: { fullAccess: boolean; publicFrom: string },
): Promise<DealRow[]> {
  const rows = await selectDealRows()
    .where(
      and(
        eq(deals.status, dealStatus.approved),
        eq(deals.areaId, deal.area.id),
        eq(deals.category, deal.category),
        ne(deals.id, deal.id),
        gte(deals.sizeSqm, deal.sizeSqm * 0.7),
        lte(deals.sizeSqm, deal.sizeSqm * 1.3),
        options.fullAccess ? sql`true` : gte(deals.recordedOn, options.publicFrom),
      ),
    )
    .orderBy(desc(deals.recordedOn), desc(deals.id))
    .limit(SIMILAR_LIMIT);
  return rows.map((row) => toDealRow(row, options.fullAccess));
}
