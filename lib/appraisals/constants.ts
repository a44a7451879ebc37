/*
 * The official appraisal's vocabulary without zod, so the form's first load does not carry the schemas (they load
 * with the first check); `lib/schemas/appraisals.ts` builds on these.
 */

/** Spec §4: 0 received, 1 review, 2 rejected, 3 accepted, 4 report delivered. */
export const appraisalStatus = { received: 0, review: 1, rejected: 2, accepted: 3, delivered: 4 } as const;
export type AppraisalStatus = (typeof appraisalStatus)[keyof typeof appraisalStatus];
export const appraisalStatusNames = ['received', 'review', 'rejected', 'accepted', 'delivered'] as const;
export type AppraisalStatusName = (typeof appraisalStatusNames)[number];

/**
 * The moves an appraiser may make (by the status number): received → review; review → rejected (with its reason) or
 * accepted; accepted → report delivered only by uploading the signed report.
 */
export const appraisalTransitions: Record<number, readonly number[]> = { 0: [1], 1: [2, 3], 2: [], 3: [4], 4: [] };

export const appraiserGrades = ['A', 'B', 'C'] as const;
export type AppraiserGrade = (typeof appraiserGrades)[number];

export const appraisalApplicationTypes = ['mortgage', 'purchase', 'sale', 'inheritance', 'other'] as const;
export type AppraisalApplicationType = (typeof appraisalApplicationTypes)[number];

/**
 * The bank is asked for only where the appraisal is for a bank's finance (a mortgage): the bank is who the report is
 * addressed to. A sale, purchase, inheritance or other appraisal names no bank, and may still give one.
 */
export const appraisalNeedsBank = (type: string | undefined) => type === 'mortgage';

/**
 * Document slots and how many images each takes (spec §5, §9: 1, 2 or 4 images per slot): the title deed and its
 * plans up to 4, the civil ID front and back, up to 4 photos of the property, one other document. The first three are
 * required; `other` may stay empty.
 */
export const appraisalSlots = {
  ownership: { max: 4, required: true },
  civilId: { max: 2, required: true },
  propertyImages: { max: 4, required: true },
  other: { max: 1, required: false },
} as const;
export type AppraisalDocumentSlot = keyof typeof appraisalSlots;
export const appraisalSlotNames = Object.keys(appraisalSlots) as AppraisalDocumentSlot[];

export const APPRAISAL_SIZE_MAX_SQM = 1_000_000;
export const APPRAISAL_TEXT_MAX = 500;
export const APPRAISAL_NOTE_MAX = 1000;
