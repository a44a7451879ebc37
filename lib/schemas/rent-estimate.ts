import { z } from 'zod/mini';
import { flagField, idField, intField, messageKeys, positiveNumber } from './fields';
import { finishingLevels } from '../constants';
import { comparableTiers, confidenceLevels } from './instant-valuation';
import { rentKinds, rentLocations } from '../rent-estimate/choices';

export { rentKindCategory, rentKinds, rentLocations, type RentKind } from '../rent-estimate/choices';

export const RENT_SIZE_MAX = 50_000;

/**
 * The rent estimators' form (spec §3 estimator inputs; §5: area, unit type, location, quality, building age, floor and
 * number of floors must be chosen, size numeric). Rooms, bathrooms, a maid's room and who pays the electricity
 * describe the unit further.
 */
export const rentEstimateInputSchema = z.strictObject({
  kind: z.enum(rentKinds, messageKeys.required),
  areaId: idField,
  /** The unit type: a property type of the kind's category. */
  propertyTypeId: idField,
  location: z.enum(rentLocations, messageKeys.required),
  quality: z.enum(finishingLevels, messageKeys.required),
  buildingAge: intField(0, 80),
  /** 0 is the ground floor. */
  floor: intField(0, 60),
  floors: intField(1, 60),
  sizeSqm: positiveNumber(RENT_SIZE_MAX),
  rooms: z.optional(intField(0, 20)),
  bathrooms: z.optional(intField(0, 20)),
  maidRoom: z.optional(flagField),
  electricityOnTenant: z.optional(flagField),
});
export type RentEstimateInput = z.input<typeof rentEstimateInputSchema>;
export type RentEstimateRequest = z.output<typeof rentEstimateInputSchema>;

const namedRef = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });

export const rentComparableSchema = z.object({
  adId: z.number(),
  area: namedRef,
  sizeSqm: z.number(),
  bedrooms: z.nullable(z.number()),
  /** Asking rent a month, in fils. */
  rentFils: z.number(),
  /** The rent brought to the subject's size, a month. */
  adjustedRentFils: z.number(),
  publishedAt: z.string(),
  tier: z.enum(comparableTiers),
});

export const rentEstimateSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  input: rentEstimateInputSchema,
  area: namedRef,
  propertyType: namedRef,
  estimate: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('estimated'),
      /** A month, in fils. */
      rentFils: z.number(),
      lowFils: z.number(),
      highFils: z.number(),
      rentPerSqmFils: z.number(),
      confidence: z.enum(confidenceLevels),
      basis: z.enum(comparableTiers),
      adsUsed: z.number(),
    }),
    z.object({ status: z.literal('thin-data'), adsUsed: z.number() }),
  ]),
  comparables: z.array(rentComparableSchema),
});
export type RentEstimate = z.output<typeof rentEstimateSchema>;
