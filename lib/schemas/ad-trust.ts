import { z } from 'zod/mini';
import { AD_REPORT_NOTE_MAX, adReportReasons, availabilityAnswers } from '../ad-trust/reasons';
import { messageKeys, safeText } from './fields';

/** `POST /v1/ads/{id}/reports`: a reason, and a note (required when the reason is "other"). */
export const adReportInputSchema = z
  .strictObject({
    reason: z.enum(adReportReasons, messageKeys.invalidValue),
    note: z.optional(safeText(AD_REPORT_NOTE_MAX, { multiline: true })),
  })
  .check(
    z.refine((value) => value.reason !== 'other' || Boolean(value.note), {
      message: messageKeys.required,
      path: ['note'],
    }),
  );

export type AdReportInput = z.input<typeof adReportInputSchema>;

/** The reporter's visitor id (the web client sends it always); a signed-in member is known by their account instead. */
export const reporterHeaderSchema = z.object({
  'x-uuid': z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, messageKeys.invalidValue))),
});

/** The owner's own answer from their ad list (`POST /v1/ads/{id}/availability`). */
export const availabilityAnswerSchema = z.strictObject({
  answer: z.enum(availabilityAnswers, messageKeys.invalidValue),
});

/** A signed link's token: two base64url parts joined by a dot, nothing else. */
export const availabilityTokenField = z
  .string()
  .check(z.minLength(20), z.maxLength(400), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, messageKeys.invalidValue));

/** `POST /v1/ads/{id}/availability-answers`: the answer a signed link's page sends, without signing in. */
export const availabilityLinkAnswerSchema = z.strictObject({
  token: availabilityTokenField,
  answer: z.enum(availabilityAnswers, messageKeys.invalidValue),
});

/** What a signed link stands for, shown on its page before the owner taps to confirm. */
export interface AvailabilityLinkView {
  adId: number;
  title: { ar: string; en: string | null };
  expiresAt: string;
}

/** An ad's history and availability as its page shows them. */
export interface AdTrustFacts {
  onOfferSince: string | null;
  confirmedAt: string | null;
  offMarket: { reason: 'rented' | 'sold'; at: string } | null;
  priceHistory: Array<{ at: string; priceFils: number | null }>;
}

/** `POST /v1/ads/{id}/reports`: the report is stored (nothing says whether it crossed a threshold). */
export const adReportedSchema = z.object({ reported: z.literal(true) });

/** An availability answer: whether the ad changed (false: it was already so). */
export const availabilityAnsweredSchema = z.object({ changed: z.boolean() });
