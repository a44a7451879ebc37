import { z } from 'zod/mini';
import { graceModes } from '../construction-estimate/choices';
import { financeProducts, type MortgageInput } from '../finance/mortgage';
import { dinarsOrNone, MAX_FINANCE_MONTHS, MAX_GRACE_MONTHS, MIN_FINANCE_MONTHS } from './construction-estimate';
import { idField, intField, messageKeys, positiveInt, queryFlag, queryId, queryInt, typedNumber } from './fields';

/** KD 50 million: above any home in Kuwait, and far inside a safe integer of fils. */
export const MAX_PRICE_FILS = 50_000_000_000;
/** KD 100,000 a month. */
export const MAX_SALARY_FILS = 100_000_000;

const downPaymentBelowPrice = z.refine<{ propertyValueFils: number; downPaymentFils: number }>(
  (v) => v.downPaymentFils < v.propertyValueFils,
  {
    message: 'finance.errors.downPaymentTooLarge',
    path: ['downPaymentFils'],
  },
);

/** `POST /v1/finance/calculate`: the calculator's inputs, money in fils; the page's form turns into exactly this. */
export const financeCalculateSchema = z
  .strictObject({
    product: z.enum(financeProducts, messageKeys.required),
    propertyValueFils: positiveInt(MAX_PRICE_FILS),
    downPaymentFils: intField(0, MAX_PRICE_FILS),
    months: intField(MIN_FINANCE_MONTHS, MAX_FINANCE_MONTHS),
    graceMonths: intField(0, MAX_GRACE_MONTHS),
    graceMode: z.enum(graceModes, messageKeys.required),
    bankId: idField,
    salaryFils: positiveInt(MAX_SALARY_FILS),
    obligationsFils: intField(0, MAX_SALARY_FILS),
    retiree: z.boolean(messageKeys.required),
  })
  .check(downPaymentBelowPrice);
export type FinanceCalculateInput = z.output<typeof financeCalculateSchema>;

/** A choice made in a select: the empty "Choose…" option is a missing answer. */
const chosenInt = (min: number, max: number) =>
  z.pipe(
    z.string(messageKeys.required).check(z.regex(/^\d{1,4}$/, messageKeys.required)),
    z.pipe(z.transform(Number), intField(min, max)),
  );

/** The calculator page's fields as typed (dinars, Arabic-Indic digits accepted). */
export const financeFormSchema = z.object({
  product: z.enum(financeProducts, messageKeys.required),
  propertyValue: typedNumber(MAX_PRICE_FILS / 1000),
  downPayment: dinarsOrNone,
  months: chosenInt(MIN_FINANCE_MONTHS, MAX_FINANCE_MONTHS),
  graceMonths: chosenInt(0, MAX_GRACE_MONTHS),
  graceMode: z.enum(graceModes, messageKeys.required),
  bankId: chosenInt(1, 9999),
  salary: typedNumber(MAX_SALARY_FILS / 1000),
  obligations: dinarsOrNone,
  retiree: z.enum(['employee', 'retiree'], messageKeys.required),
});
export type FinanceFormValues = z.input<typeof financeFormSchema>;
export type FinanceFormOutput = z.output<typeof financeFormSchema>;

const fils = (dinars: number) => Math.round(dinars * 1000);

export function toCalculateInput(form: FinanceFormOutput): FinanceCalculateInput {
  return {
    product: form.product,
    propertyValueFils: fils(form.propertyValue),
    downPaymentFils: fils(form.downPayment),
    months: form.months,
    graceMonths: form.graceMonths,
    graceMode: form.graceMode,
    bankId: form.bankId,
    salaryFils: fils(form.salary),
    obligationsFils: fils(form.obligations),
    retiree: form.retiree === 'retiree',
  };
}

/** The shared module's input, money in fils. */
export function toMortgageInput(input: FinanceCalculateInput): MortgageInput {
  return {
    product: input.product,
    propertyValue: input.propertyValueFils,
    downPayment: input.downPaymentFils,
    months: input.months,
    graceMonths: input.graceMonths,
    graceMode: input.graceMode,
    salary: input.salaryFils,
    obligations: input.obligationsFils,
    retiree: input.retiree,
  };
}

/** The API's field names on the form's. */
export const formFieldOf: Record<string, keyof FinanceFormValues> = {
  propertyValueFils: 'propertyValue',
  downPaymentFils: 'downPayment',
  salaryFils: 'salary',
  obligationsFils: 'obligations',
};

/** Budget figures in a URL, in dinars (Arabic-Indic digits and separators accepted; empty is none). */
const dinarsUpTo = (maxFils: number) =>
  z.pipe(dinarsOrNone, z.number().check(z.maximum(maxFils / 1000, messageKeys.long)));
/** What the budget is for: a home to buy (the price finance allows) or to rent (the monthly rent the salary carries). */
export const budgetDeals = ['sale', 'rent'] as const;
export type BudgetDeal = (typeof budgetDeals)[number];

const budgetFields = {
  deal: z.optional(z.enum(budgetDeals)),
  salary: z.optional(dinarsUpTo(MAX_SALARY_FILS)),
  obligations: z.optional(dinarsUpTo(MAX_SALARY_FILS)),
  downPayment: z.optional(dinarsUpTo(MAX_PRICE_FILS)),
  months: z.optional(queryInt(MIN_FINANCE_MONTHS, MAX_FINANCE_MONTHS)),
  bankId: z.optional(queryId),
  retiree: z.optional(queryFlag),
  /** A price ceiling given directly, instead of the salary (for rent, a month's rent). */
  maxPrice: z.optional(dinarsUpTo(MAX_PRICE_FILS)),
};

const salaryOrPrice = z.refine<{ salary?: number; maxPrice?: number }>(
  (q) => (q.salary ?? 0) > 0 || (q.maxPrice ?? 0) > 0,
  {
    message: 'finance.errors.salaryOrPrice',
    path: ['salary'],
  },
);

/** `GET /v1/finance/budget`: a salary (with obligations, down payment, term, bank) or a price ceiling directly. */
export const budgetQuerySchema = z.strictObject(budgetFields).check(salaryOrPrice);
export type BudgetQuery = z.output<typeof budgetQuerySchema>;

/** The `/budget` page's query: the budget and the ads list's filters; unknown keys are ignored. */
export const budgetPageQuerySchema = z
  .object({
    ...budgetFields,
    areaId: z.optional(queryId),
    categoryId: z.optional(queryId),
    propertyTypeId: z.optional(queryId),
    page: z.optional(queryInt(1, 500)),
  })
  .check(salaryOrPrice);
export type BudgetPageQuery = z.output<typeof budgetPageQuerySchema>;
