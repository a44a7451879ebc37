import { z } from 'zod/mini';
import { constructionExtras, finishingLevels, graceModes } from '../construction-estimate/choices';
import { toLatinDigits } from '../format';
import { flagField, idField, intField, messageKeys, positiveNumber, queryId, queryInt, typedNumber } from './fields';

export const MAX_PLOT_SQM = 100_000;

/** The estimator's inputs as the API takes them; the building ratio and floors are checked against the building code's rows. */
export const constructionEstimateInputSchema = z.strictObject({
  plotSizeSqm: positiveNumber(MAX_PLOT_SQM),
  /** Percent of the plot, e.g. 210. */
  buildingRatio: intField(1, 1000),
  floors: intField(1, 10),
  basement: flagField,
  roofAnnex: flagField,
  finishingLevel: z.enum(finishingLevels, messageKeys.required),
  extras: z.array(z.enum(constructionExtras, messageKeys.invalidValue)).check(
    z.maxLength(constructionExtras.length, messageKeys.long),
    z.refine((list) => new Set(list).size === list.length, messageKeys.invalidValue),
  ),
});
export type ConstructionEstimateInput = z.output<typeof constructionEstimateInputSchema>;

/** A choice made in a select: the empty "Choose…" option is a missing answer. */
const chosenInt = (min: number, max: number) =>
  z.pipe(
    z.string(messageKeys.required).check(z.regex(/^\d{1,4}$/, messageKeys.required)),
    z.pipe(z.transform(Number), intField(min, max)),
  );

/** The estimator form: what its fields hold, turned into the API body by the same schema's output. */
export const constructionEstimateFormSchema = z.strictObject({
  plotSizeSqm: typedNumber(MAX_PLOT_SQM),
  buildingRatio: chosenInt(1, 1000),
  floors: chosenInt(1, 10),
  basement: flagField,
  roofAnnex: flagField,
  finishingLevel: z.enum(finishingLevels, messageKeys.required),
  extras: z.array(z.enum(constructionExtras, messageKeys.invalidValue)),
});
export type ConstructionEstimateFormInput = z.input<typeof constructionEstimateFormSchema>;

/** Estimates are shared by their link: a random UUID, so one estimate's link does not lead to the others. */

export const MIN_FINANCE_MONTHS = 12;
export const MAX_FINANCE_MONTHS = 360;
export const MAX_GRACE_MONTHS = 36;

/** Construction finance of a stored estimate: computed on request, never stored. */
export const constructionFinanceInputSchema = z.strictObject({
  downPaymentFils: intField(0, Number.MAX_SAFE_INTEGER),
  months: intField(MIN_FINANCE_MONTHS, MAX_FINANCE_MONTHS),
  bankId: idField,
  graceMonths: intField(0, MAX_GRACE_MONTHS),
  graceMode: z.enum(graceModes, messageKeys.required),
});
export type ConstructionFinanceInput = z.output<typeof constructionFinanceInputSchema>;

/** A down payment typed in dinars (Arabic-Indic digits and separators accepted); empty is none. */
export const dinarsOrNone = z.pipe(
  z.pipe(
    z.string(),
    z.transform(
      (v) =>
        toLatinDigits(v)
          .replace(/[,٬\s]/g, '')
          .replace('٫', '.') || '0',
    ),
  ),
  z.pipe(z.string().check(z.regex(/^\d{1,12}(\.\d{1,3})?$/, messageKeys.numeric)), z.transform(Number)),
);

/** The finance page's GET form (the query string), turned into the API body by toFinanceInput. */
export const constructionFinanceQuerySchema = z.object({
  downPayment: z.optional(dinarsOrNone),
  months: queryInt(MIN_FINANCE_MONTHS, MAX_FINANCE_MONTHS),
  bankId: queryId,
  graceMonths: z.optional(queryInt(0, MAX_GRACE_MONTHS)),
  graceMode: z.optional(z.enum(graceModes, messageKeys.invalidValue)),
});
export type ConstructionFinanceQuery = z.output<typeof constructionFinanceQuerySchema>;

export function toFinanceInput(query: ConstructionFinanceQuery): ConstructionFinanceInput {
  return {
    downPaymentFils: Math.round((query.downPayment ?? 0) * 1000),
    months: query.months,
    bankId: query.bankId,
    graceMonths: query.graceMonths ?? 0,
    graceMode: query.graceMode ?? 'extended',
  };
}
