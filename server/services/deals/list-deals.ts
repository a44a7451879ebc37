import { and, asc, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { DEAL_PAGE_SIZE, type DealListQuery, type DealPage, type DealSort } from '../../../lib/schemas/deals';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { publicDealsFrom } from './data-access';
import { dealFilters, selectDealRows, toDealRow } from './deal-rows';

const sortOrders: Record<DealSort, SQL[]> = {
  'date-desc': [desc(deals.recordedOn)],
  'date-asc': [asc(deals.recordedOn)],
  'price-desc': [desc(deals.totalValueFils)],
  'price-asc': [asc(deals.totalValueFils)],
  'ppsqm-desc': [desc(deals.pricePerSqmFils)],
  'ppsqm-asc': [asc(deals.pricePerSqmFils)],
  'size-desc': [desc(deals.sizeSqm)],
};

const matching = () => db().select({ value: count() }).from(deals).innerJoin(areas, eq(areas.id, deals.areaId));

/** A page of recorded deals; without full access only the recent window is listed, and `locked` says older ones matched. */
export async function listDeals(query: DealListQuery, options: { fullAccess: boolean; now?: Date }): Promise<DealPage> {
  const currentPage = query.page ?? 1;
  const pageSize = query.pageSize ?? DEAL_PAGE_SIZE;
  const publicFrom = publicDealsFrom(options.now ?? new Date());
  const where = dealFilters(query, options.fullAccess ? undefined : publicFrom);
  const [rows, [total], [older]] = await Promise.all([
    selectDealRows()
      .where(where)
      .orderBy(...sortOrders[query.sort ?? 'date-desc'], desc(deals.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    matching().where(where),
    options.fullAccess ? [] : db().select({ id: deals.id }).from(deals).innerJoin(areas, eq(areas.id, deals.areaId)).where(and(dealFilters(query), lt(deals.recordedOn, publicFrom))).limit(1),
  ]);
  return {
    data: rows.map((row) => toDealRow(row, options.fullAccess)),
    totalItems: total?.value ?? 0,
    currentPage,
    pageSize,
    locked: Boolean(older),
    publicFrom,
  };
}
