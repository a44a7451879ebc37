import { z } from 'zod/mini';
import { dealCategories, dealPropertyKinds } from '../constants';
import { messageKeys, textField } from './fields';

/** Issue 30 §4: the market-data desk's review of the deals members register. */
export const dealReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type DealReviewStatus = (typeof dealReviewStatuses)[number];

export const dealReviewQuerySchema = z.strictObject({
  status: z.optional(z.enum(dealReviewStatuses, messageKeys.invalidValue)),
});

/** Approve into the recorded deals (marked as member-reported), or reject with a reason the member reads. */
export const dealReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: textField(5, 500, { multiline: true }) }),
]);
export type DealReviewDecision = z.output<typeof dealReviewDecisionSchema>;

const namedRef = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });

/** One member's deal in the queue, with what a reviewer weighs it against: the area's recorded median per m². */
export const dealReviewRowSchema = z.object({
  id: z.number(),
  status: z.enum(dealReviewStatuses),
  recordedOn: z.string(),
  area: namedRef,
  block: z.nullable(z.string()),
  category: z.enum(dealCategories),
  propertyKind: z.enum(dealPropertyKinds),
  sizeSqm: z.number(),
  /** Integer fils, for the share sold. */
  totalValueFils: z.number(),
  pricePerSqmFils: z.number(),
  salePercentage: z.number(),
  supplyRatio: z.nullable(z.number()),
  notes: z.nullable(z.string()),
  submittedAt: z.string(),
  /** The member who registered it; null once their account is gone. */
  member: z.nullable(z.object({ id: z.number(), name: z.string(), phone: z.nullable(z.string()) })),
  /** The area's median price per m² of the last 12 months for this category, land or built; null without one. */
  areaMedianPerSqmFils: z.nullable(z.number()),
  reviewedAt: z.nullable(z.string()),
  rejectReason: z.nullable(z.string()),
});
export type DealReviewRow = z.output<typeof dealReviewRowSchema>;

/** A decided deal: its id and where it stands now. */
export const dealReviewResultSchema = z.object({ id: z.number(), status: z.enum(dealReviewStatuses) });
export type DealReviewResult = z.output<typeof dealReviewResultSchema>;
