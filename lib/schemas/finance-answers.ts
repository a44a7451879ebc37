import { z } from 'zod/mini';

/**
 * The answers of the finance calculator (`/v1/finance/*`) and the construction estimator (`/v1/valuations/construction*`,
 * `/v1/valuations/banks`): every figure in fils, rates in basis points, each setting with its source and date. The
 * top level is exact; the figures inside a plan or an estimate line are described by their main fields.
 */

/** A figure of the database with where it comes from (`valuation_settings`, the building code, the central bank). */
export const sourcedSettingSchema = z.object({
  key: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  effectiveDate: z.string(),
});

/** A bank with the rate it offers for one product. */
export const financeBankSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  isIslamic: z.boolean(),
  product: z.enum(['housing', 'construction', 'consumer']),
  rateBps: z.number(),
});

export const financeOfferSchema = z.looseObject({
  instalment: z.number(),
  totalRepaid: z.number(),
  profit: z.number(),
  termMonths: z.number(),
  flatRateBps: z.number(),
  reducingRateBps: z.number(),
});

export const financeLimitsSchema = z.looseObject({
  housing: z.object({ maxAmount: z.number(), maxMonths: z.number() }),
  consumer: z.object({ maxAmount: z.number(), maxMonths: z.number(), salaryMultiple: z.number() }),
  employeeShareBps: z.number(),
  retireeShareBps: z.number(),
  discountRateBps: z.number(),
  rateCapBps: z.number(),
});

export const mortgagePlanSchema = z.looseObject({
  bank: financeBankSchema,
  principal: z.number(),
  offer: financeOfferSchema,
  graceProfit: z.number(),
  shareBps: z.number(),
});

/** `GET /v1/finance/setup`: each bank's rate per product, the limits, their sources. */
export const mortgageSetupSchema = z.object({
  banks: z.array(financeBankSchema),
  limits: financeLimitsSchema,
  settings: z.array(sourcedSettingSchema),
});

/** `POST /v1/finance/calculate`: the chosen bank's plan and every bank's on the same terms, lowest instalment first. */
export const financeCalculationSchema = z.object({
  input: z.looseObject({ product: z.string(), bankId: z.number() }),
  plan: mortgagePlanSchema,
  comparison: z.array(mortgagePlanSchema),
  sideBySide: z.object({ murabaha: z.optional(z.number()), conventional: z.optional(z.number()) }),
  kcb: z.optional(
    z.looseObject({ amount: z.number(), instalment: z.number(), remainder: z.number(), totalInstalment: z.number() }),
  ),
  limits: financeLimitsSchema,
  settings: z.array(sourcedSettingSchema),
});

const budgetCommon = { ceiling: z.number(), limits: financeLimitsSchema, settings: z.array(sourcedSettingSchema) };

/** `GET /v1/finance/budget`: the highest price (or month's rent) a buyer can look at, and how it was found. */
export const budgetResultSchema = z.discriminatedUnion('basis', [
  z.object({
    basis: z.literal('salary'),
    ...budgetCommon,
    budget: z.looseObject({
      ceiling: z.number(),
      principal: z.number(),
      downPayment: z.number(),
      bank: financeBankSchema,
      months: z.number(),
    }),
  }),
  z.object({ basis: z.literal('price'), ...budgetCommon, plan: mortgagePlanSchema }),
  z.object({ basis: z.literal('rent'), ...budgetCommon, fromSalary: z.boolean(), shareBps: z.number() }),
]);

/** `GET /v1/valuations/construction/rates`: the cost rates per item and finishing level, the building code's rules. */
export const constructionSetupSchema = z.object({
  rates: z.array(
    z.looseObject({
      item: z.string(),
      level: z.nullable(z.string()),
      unit: z.string(),
      low: z.number(),
      high: z.number(),
      source: z.string(),
      effectiveDate: z.string(),
    }),
  ),
  rules: z.looseObject({
    maxFloors: z.number(),
    floorCoveragePercent: z.number(),
    roofAnnexPercent: z.number(),
    buildingRatios: z.array(z.number()),
  }),
  settings: z.array(sourcedSettingSchema),
});

/** A stored construction estimate (its id is a UUID); `ratesCurrent` is false when its rates had aged. */
export const constructionEstimateSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  inputs: z.looseObject({ plotSizeSqm: z.number(), buildingRatio: z.number(), floors: z.number() }),
  result: z.looseObject({
    areas: z.looseObject({ builtUpSqm: z.number() }),
    lines: z.array(z.looseObject({ item: z.string() })),
    total: z.object({ low: z.number(), high: z.number(), mid: z.number() }),
  }),
  ratesCurrent: z.boolean(),
});

/** `GET /v1/valuations/banks`: the banks that finance a construction, the housing limits, the discount rate. */
export const financeSetupSchema = z.object({
  banks: z.array(financeBankSchema),
  limits: z.looseObject({
    maxAmount: z.number(),
    maxMonths: z.number(),
    rateCapBps: z.number(),
    instalmentShareBps: z.number(),
  }),
  discountRateBps: z.number(),
  settings: z.array(sourcedSettingSchema),
});

const bankOfferSchema = z.extend(financeOfferSchema, { bank: financeBankSchema });

/** `POST /v1/valuations/construction/{id}/finance`: the estimate's middle figure financed at the chosen bank and at every bank. */
export const constructionFinanceSchema = z.object({
  estimateId: z.string(),
  cost: z.number(),
  downPayment: z.number(),
  principal: z.number(),
  input: z.looseObject({ bankId: z.number() }),
  offer: bankOfferSchema,
  comparison: z.array(bankOfferSchema),
  limits: z.looseObject({
    maxAmount: z.number(),
    maxMonths: z.number(),
    check: z.looseObject({ amountFits: z.boolean(), termFits: z.boolean(), rateFits: z.boolean() }),
  }),
  discountRateBps: z.number(),
  settings: z.array(sourcedSettingSchema),
});
