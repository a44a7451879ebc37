import { z } from 'zod/mini';
import { dayField, idField, intField, messageKeys, positiveInt } from './fields';
import { promoDiscountTypes } from './payments';

/**
 * Issue 30 §5: the catalogue desk's promo codes. A code is letters, digits and dashes (kept upper-case, as members'
 * entries are compared); a percentage of 1–100 or an amount in fils off; valid on Kuwait days from and to (both
 * included); uses in all (none: unlimited) and per member; for every package or one.
 */
export const promoCodeInputSchema = z
  .strictObject({
    code: z.pipe(
      z.string(messageKeys.required).check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,20}$/, 'promoCodes.validation.code')),
      z.transform((code) => code.toUpperCase()),
    ),
    discountType: z.enum(promoDiscountTypes, messageKeys.required),
    /** Percent (1–100) for `percent`, fils for `fixed`. */
    value: positiveInt(10_000_000),
    packageId: z.optional(idField),
    validFrom: dayField,
    validUntil: dayField,
    maxRedemptions: z.optional(intField(1, 1_000_000)),
    perMemberLimit: intField(1, 100),
  })
  .check(
    z.refine((input) => input.discountType !== 'percent' || input.value <= 100, {
      message: 'promoCodes.validation.percent',
      path: ['value'],
    }),
    z.refine((input) => input.validUntil >= input.validFrom, {
      message: 'promoCodes.validation.until',
      path: ['validUntil'],
    }),
  );
export type PromoCodeInput = z.output<typeof promoCodeInputSchema>;

export const promoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  discountType: z.enum(promoDiscountTypes),
  value: z.number(),
  /** The package it is limited to; null for every package. */
  package: z.nullable(z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() })),
  validFrom: z.string(),
  validUntil: z.string(),
  maxRedemptions: z.nullable(z.number()),
  perMemberLimit: z.number(),
  redemptions: z.number(),
  createdAt: z.string(),
});
export type PromoCodeRow = z.output<typeof promoCodeSchema>;
