import { eq } from 'drizzle-orm';
import { dealStatus } from '../../../lib/constants';
import { db, type Db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import type { AreaPoint, SaleRecord } from './comparable-sales';

/** Every approved recorded deal, as the estimator reads it. */
export function allSaleRecords(database: Db = db()): Promise<SaleRecord[]> {
  return database
    .select({
      id: deals.id,
      recordedOn: deals.recordedOn,
      areaId: deals.areaId,
      governorateId: deals.governorateId,
      block: deals.block,
      category: deals.category,
      propertyKind: deals.propertyKind,
      sizeSqm: deals.sizeSqm,
      pricePerSqmFils: deals.pricePerSqmFils,
    })
    .from(deals)
    .where(eq(deals.status, dealStatus.approved));
}

export function areaPoints(database: Db = db()): Promise<AreaPoint[]> {
  return database
    .select({ id: areas.id, governorateId: areas.governorateId, latitude: areas.latitude, longitude: areas.longitude })
    .from(areas);
}
