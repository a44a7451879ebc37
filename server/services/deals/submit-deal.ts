import { eq } from 'drizzle-orm';
import { dealStatus } from '../../../lib/constants';
import { kuwaitDate } from '../../../lib/kuwait-time';
import type { DealSubmission } from '../../../lib/schemas/deals';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';

/** Stores a member's own deal as pending: moderators approve it before anyone sees it. */
export async function submitDeal(
  memberId: number,
  input: DealSubmission,
  now = new Date(),
): Promise<{ id: number; status: number }> {
  if (input.recordedOn > kuwaitDate(now)) {
    throw new ApiError('VALIDATION_FAILED', { recordedOn: ['deals.validation.futureDate'] });
  }
  const [area] = await db()
    .select({ governorateId: areas.governorateId })
    .from(areas)
    .where(eq(areas.id, input.areaId));
  if (!area) throw new ApiError('VALIDATION_FAILED', { areaId: ['general.validation.required_field'] });
  const salePercentage = input.salePercentage ?? 100;
  const [row] = await db()
    .insert(deals)
    .values({
      recordedOn: input.recordedOn,
      areaId: input.areaId,
      governorateId: area.governorateId,
      block: input.block || null,
      category: input.category,
      propertyKind: input.propertyKind,
      sizeSqm: input.sizeSqm,
      totalValueFils: input.totalValueFils,
      pricePerSqmFils: Math.round(input.totalValueFils / ((input.sizeSqm * salePercentage) / 100)),
      salePercentage,
      supplyRatio: input.supplyRatio ?? null,
      notes: input.notes || null,
      source: 'member',
      status: dealStatus.pending,
      submittedBy: memberId,
    })
    .returning({ id: deals.id, status: deals.status });
  if (!row) throw new ApiError('INTERNAL');
  return row;
}
