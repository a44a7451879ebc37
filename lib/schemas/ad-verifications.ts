import { z } from 'zod/mini';
import { messageKeys, pathId, textField } from './fields';

/** Issue 29 §5: an advertiser's request to verify a live ad, and the operator's decision on it. */
export const adVerificationStatuses = ['pending', 'granted', 'refused'] as const;
export type AdVerificationStatusSlug = (typeof adVerificationStatuses)[number];

/** The multipart request's files: the address plate's photo first, then (an owner's) document of the right. */
export const verificationFiles = ['plate', 'document'] as const;

export const verificationQueueQuerySchema = z.strictObject({
  status: z.optional(z.enum(adVerificationStatuses, messageKeys.invalidValue)),
});

export const verificationDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('grant') }),
  z.strictObject({ decision: z.literal('refuse'), reason: textField(5, 500, { multiline: true }) }),
]);
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

export const verificationFileParamSchema = z.strictObject({
  id: pathId,
  file: z.enum(verificationFiles, messageKeys.invalidValue),
});

/** The owner's view of a request (no file). */
export const adVerificationSchema = z.object({
  id: z.number(),
  adId: z.number(),
  status: z.enum(adVerificationStatuses),
  unitNumber: z.string(),
  reason: z.nullable(z.string()),
  requestedAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type AdVerification = z.output<typeof adVerificationSchema>;

/** The owner's requests for one ad, the newest first, and the ad's live badge (its grant date), if any. */
export const adVerificationStateSchema = z.object({
  verifiedAt: z.nullable(z.string()),
  requests: z.array(adVerificationSchema),
});
export type AdVerificationState = z.output<typeof adVerificationStateSchema>;

/** One request in the operator's queue: everything needed to check it against the plate and the document. */
export const verificationQueueRowSchema = z.object({
  id: z.number(),
  status: z.enum(adVerificationStatuses),
  unitNumber: z.string(),
  reason: z.nullable(z.string()),
  requestedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  hasDocument: z.boolean(),
  ad: z.object({ id: z.number(), title: z.string(), unitNumber: z.nullable(z.string()) }),
  advertiser: z.object({ id: z.number(), displayName: z.string(), isOffice: z.boolean() }),
});
export type VerificationQueueRow = z.output<typeof verificationQueueRowSchema>;
