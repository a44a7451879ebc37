import { z } from 'zod/mini';
import { dayField, pathId, positiveInt, textField } from './fields';
import { balanceKinds, packageBillings, packageScreens } from './payments';

/*
 * Issue 30 §5, the catalogue desk's price list: each package's prices with the day from which each applies. The price
 * in effect is the latest that has begun; an order keeps the price it was opened with.
 */

/**
 * A new price in fils from a Kuwait day on: today applies at once, a later day from its start. Its source says where
 * the figure comes from (a decision, a list), as every price in the database does.
 */
export const packagePriceInputSchema = z.strictObject({
  priceFils: positiveInt(10_000_000),
  from: dayField,
  source: textField(5, 300),
});
export type PackagePriceInput = z.output<typeof packagePriceInputSchema>;

/** `/operator/packages/{id}/prices/{priceId}`: a price of that package. */
export const packagePriceParamSchema = z.strictObject({ id: pathId, priceId: pathId });

export const packagePriceSchema = z.object({
  id: z.number(),
  priceFils: z.number(),
  effectiveFrom: z.string(),
  source: z.string(),
  /** The staff member who set it; null for the seeded price list. */
  setBy: z.nullable(z.object({ id: z.number(), name: z.string() })),
  createdAt: z.string(),
});
export type PackagePrice = z.output<typeof packagePriceSchema>;

export const packagePriceListRowSchema = z.object({
  id: z.number(),
  kind: z.enum(balanceKinds),
  screen: z.enum(packageScreens),
  billing: z.enum(packageBillings),
  nameAr: z.string(),
  nameEn: z.string(),
  active: z.boolean(),
  /** The price in effect now; null before a package's first price begins. */
  currentPriceId: z.nullable(z.number()),
  /** Every price, the latest start first: those not begun yet, the one in effect, and the earlier ones. */
  prices: z.array(packagePriceSchema),
});
export type PackagePriceListRow = z.output<typeof packagePriceListRowSchema>;
