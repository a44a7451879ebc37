import { desc, eq } from 'drizzle-orm';
import { estimateConstruction, type ConstructionEstimate } from '../../../lib/construction-estimate/estimate';
import { sourceConfirmed } from '../../../lib/construction-estimate/source-notes';
import type { ConstructionEstimateInput } from '../../../lib/schemas/construction-estimate';
import { db } from '../../db/client';
import { constructionEstimates } from '../../db/schema/construction';
import { ApiError } from '../../lib/errors';
import { constructionSetup, costRatesCurrent } from './construction-setup';

export interface StoredEstimate {
  id: string;
  createdAt: string;
  inputs: ConstructionEstimateInput;
  result: ConstructionEstimate;
  /** False when the rates were older than COST_RATES_CURRENT_MONTHS on the estimate's date: shown as "last updated". */
  ratesCurrent: boolean;
}

export interface EstimateOwner {
  memberId?: number;
  visitorId?: string;
}

/** Estimates and stores; a ratio or floor count the building code's rows do not offer is a field error. */
export async function createEstimate(inputs: ConstructionEstimateInput, owner: EstimateOwner): Promise<StoredEstimate> {
  const { rates, rules } = await constructionSetup();
  const fieldErrors: Record<string, string[]> = {};
  if (!rules.buildingRatios.includes(inputs.buildingRatio))
    fieldErrors.buildingRatio = ['construction.errors.ratioNotOffered'];
  if (inputs.floors > rules.maxFloors) fieldErrors.floors = ['construction.errors.tooManyFloors'];
  if (Object.keys(fieldErrors).length) throw new ApiError('VALIDATION_FAILED', fieldErrors);
  const result = estimateConstruction(inputs, rates, rules);
  const [row] = await db()
    .insert(constructionEstimates)
    .values({ inputs, result, memberId: owner.memberId ?? null, visitorId: owner.visitorId ?? null })
    .returning({ id: constructionEstimates.id, createdAt: constructionEstimates.createdAt });
  return {
    id: row!.id,
    createdAt: row!.createdAt.toISOString(),
    inputs,
    result,
    ratesCurrent: costRatesCurrent(result.ratesAsOf, row!.createdAt),
  };
}

const stored = (row: typeof constructionEstimates.$inferSelect): StoredEstimate => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  inputs: row.inputs,
  result: row.result,
  ratesCurrent: costRatesCurrent(row.result.ratesAsOf, row.createdAt),
});

/** An estimate as the API answers it: the notes of figures without a dated public source stay with staff. */
export const publicEstimate = (estimate: StoredEstimate): StoredEstimate => ({
  ...estimate,
  result: { ...estimate.result, sources: estimate.result.sources.filter(sourceConfirmed) },
});

export async function findEstimate(id: string): Promise<StoredEstimate | undefined> {
  const [row] = await db().select().from(constructionEstimates).where(eq(constructionEstimates.id, id));
  return row && stored(row);
}

/** The newest estimate of a signed-in member, else of the browser's visitor id. */
export async function latestEstimateId(owner: EstimateOwner): Promise<string | undefined> {
  const where =
    owner.memberId !== undefined
      ? eq(constructionEstimates.memberId, owner.memberId)
      : owner.visitorId
        ? eq(constructionEstimates.visitorId, owner.visitorId)
        : undefined;
  if (!where) return undefined;
  const [row] = await db()
    .select({ id: constructionEstimates.id })
    .from(constructionEstimates)
    .where(where)
    .orderBy(desc(constructionEstimates.createdAt))
    .limit(1);
  return row?.id;
}

/** A member's own construction estimates, newest first. */
export async function memberEstimates(memberId: number, limit = 20): Promise<StoredEstimate[]> {
  const rows = await db()
    .select()
    .from(constructionEstimates)
    .where(eq(constructionEstimates.memberId, memberId))
    .orderBy(desc(constructionEstimates.createdAt))
    .limit(limit);
  return rows.map(stored);
}
