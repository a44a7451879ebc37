import { z } from 'zod/mini';
import {
  dealCategories,
  dealPropertyKinds,
  finishingLevels,
  floorTypes,
  plotDirections,
  valuationPurposes,
} from '../constants';
import { flagField, idField, intField, messageKeys, positiveNumber, safeText } from './fields';

export const confidenceLevels = ['high', 'medium', 'low'] as const;
export const comparableTiers = ['area', 'neighbours', 'governorate'] as const;

/** Plot sizes the ministry records run from a crafts workshop's 100 m² to industrial plots of tens of thousands. */
export const VALUATION_SIZE_MAX = 100_000;

const common = {
  areaId: idField,
  category: z.enum(dealCategories, messageKeys.required),
  purpose: z.enum(valuationPurposes, messageKeys.required),
  sizeSqm: positiveNumber(VALUATION_SIZE_MAX),
  block: z.optional(safeText(10)),
  /** How many streets the plot faces (2 or more: a corner). */
  streets: z.optional(intField(1, 4)),
  direction: z.optional(z.enum(plotDirections, messageKeys.invalidValue)),
};

/** The instant value estimator's form (spec §3 valuation inputs): land alone, or a building with its land. */
export const instantValuationInputSchema = z.discriminatedUnion('model', [
  z.strictObject({ model: z.literal('land'), ...common }),
  z.strictObject({
    model: z.literal('building'),
    ...common,
    buildingAge: intField(0, 80),
    finishing: z.enum(finishingLevels, messageKeys.required),
    floors: intField(1, 3),
    basement: flagField,
    /** Spec §3's "floor type" and "curb setbacks": kept and shown with the estimate, not priced (the README says why). */
    floorType: z.optional(z.enum(floorTypes, messageKeys.invalidValue)),
    /** Whether the building keeps the building code's setbacks from the curb (false: built up to the plot's edge). */
    curbSetbacks: z.optional(flagField),
  }),
]);
export type InstantValuationInput = z.input<typeof instantValuationInputSchema>;
export type InstantValuationRequest = z.output<typeof instantValuationInputSchema>;

const namedRef = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });

export const valuationComparableSchema = z.object({
  recordedOn: z.string(),
  area: namedRef,
  /** Subscribers only, as on the deals page: null for everyone else. */
  block: z.nullable(z.string()),
  propertyKind: z.enum(dealPropertyKinds),
  sizeSqm: z.number(),
  pricePerSqmFils: z.number(),
  /** The sale brought to today, to the subject's size and to land or built. */
  adjustedPricePerSqmFils: z.number(),
  tier: z.enum(comparableTiers),
});
export type ValuationComparable = z.output<typeof valuationComparableSchema>;

export const instantValuationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  input: instantValuationInputSchema,
  area: namedRef,
  governorate: namedRef,
  estimate: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('estimated'),
      valueFils: z.number(),
      lowFils: z.number(),
      highFils: z.number(),
      pricePerSqmFils: z.number(),
      confidence: z.enum(confidenceLevels),
      /** How far the search had to go for enough sales. */
      basis: z.enum(comparableTiers),
      comparablesUsed: z.number(),
      /** A building: the land from the sales, the building at its depreciated replacement cost. */
      building: z.optional(
        z.object({
          landValueFils: z.number(),
          landPerSqmFils: z.number(),
          builtUpSqm: z.number(),
          replacementCostFils: z.number(),
          depreciationPercent: z.number(),
          buildingValueFils: z.number(),
          lifeYears: z.number(),
          ratesAsOf: z.string(),
          /** False when the rates were older than the configured months on the valuation's date ("last updated"). */
          ratesCurrent: z.optional(z.boolean()),
        }),
      ),
    }),
    /** Too few or too scattered sales: no number, the official appraisal instead. */
    z.object({ status: z.literal('thin-data'), comparablesUsed: z.number() }),
  ]),
  /** The closest comparables by weight: the detailed report, for subscribers and those who unlocked it; the others get their count. */
  comparables: z.array(valuationComparableSchema),
  lockedComparables: z.number(),
  /** Whether the viewer sees the detailed report (comparables and the area's trend). */
  detailed: z.boolean(),
});
export type InstantValuation = z.output<typeof instantValuationSchema>;

/** One line of the estimator's published accuracy (`npm run backtest`, weekly): a governorate's category, or all (nulls). */
export const valuationAccuracyRowSchema = z.object({
  governorateId: z.nullable(z.number()),
  category: z.nullable(z.enum(dealCategories)),
  sales: z.number(),
  /** Sales the tool would have answered (the others had too little data). */
  estimated: z.number(),
  /** Median absolute percentage error, in percent. */
  mdape: z.nullable(z.number()),
  /** Shares of the estimated sales within 10 % and 20 % of the price, and inside the stated range, in percent. */
  within10: z.nullable(z.number()),
  within20: z.nullable(z.number()),
  insideRange: z.nullable(z.number()),
});
export type AccuracyRow = z.output<typeof valuationAccuracyRowSchema>;

/** `POST /v1/valuations/ive/{id}/unlock`: the estimate as the caller now sees it, and whether a credit was spent. */
export const valuationUnlockSchema = z.object({ valuation: instantValuationSchema, spent: z.boolean() });
