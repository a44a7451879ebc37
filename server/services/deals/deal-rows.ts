import { and, eq, gte, ilike, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { dealStatus, landDealKinds } from '../../../lib/constants';
import type { DealListQuery, DealRow } from '../../../lib/schemas/deals';
import { toLatinDigits } from '../../../lib/format';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { areas, governorates } from '../../db/schema/reference';

type DealFilters = Pick<DealListQuery, 'areaId' | 'governorateId' | 'category' | 'basis' | 'from' | 'to' | 'q'>;

/** Approved deals matching the filters; `publicFrom` narrows them to the window a non-subscriber may see. */
export function dealFilters(query: DealFilters, publicFrom?: string): SQL {
  const conditions: SQL[] = [eq(deals.status, dealStatus.approved)];
  if (query.areaId !== undefined) conditions.push(eq(deals.areaId, query.areaId));
  if (query.governorateId !== undefined) conditions.push(eq(deals.governorateId, query.governorateId));
  if (query.category) conditions.push(eq(deals.category, query.category));
  if (query.basis)
    conditions.push((query.basis === 'land' ? inArray : notInArray)(deals.propertyKind, [...landDealKinds]));
  const from = publicFrom && (!query.from || query.from < publicFrom) ? publicFrom : query.from;
  if (from) conditions.push(gte(deals.recordedOn, from));
  if (query.to) conditions.push(lte(deals.recordedOn, query.to));
  const q = toLatinDigits(query.q ?? '').trim();
  if (q) {
    // A number is a block; words match the area's names (the ministry's description is a fixed list of kinds).
    const block = q.replace(/^(قطعة|قطعه|block)\s*/i, '');
    conditions.push(
      /^\d{1,4}$/.test(block)
        ? eq(deals.block, block)
        : or(ilike(areas.nameAr, `%${q}%`), ilike(areas.nameEn, `%${q}%`))!,
    );
  }
  return and(...conditions)!;
}

export function selectDealRows() {
  return db()
    .select({
      id: deals.id,
      recordedOn: deals.recordedOn,
      area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
      governorate: { id: governorates.id, nameAr: governorates.nameAr, nameEn: governorates.nameEn },
      category: deals.category,
      propertyKind: deals.propertyKind,
      sizeSqm: deals.sizeSqm,
      totalValueFils: deals.totalValueFils,
      pricePerSqmFils: deals.pricePerSqmFils,
      salePercentage: deals.salePercentage,
      block: deals.block,
      supplyRatio: deals.supplyRatio,
      source: deals.source,
    })
    .from(deals)
    .innerJoin(areas, eq(areas.id, deals.areaId))
    .innerJoin(governorates, eq(governorates.id, deals.governorateId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectDealRows>['execute']>>[number];

/** Non-subscribers get the deal without the block and building ratio (the detail that identifies the plot). */
export function toDealRow(row: SelectedRow, fullAccess: boolean): DealRow {
  return fullAccess ? row : { ...row, block: null, supplyRatio: null };
}
