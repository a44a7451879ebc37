import { z } from 'zod/mini';
import { otpField } from './auth';
import {
  idField,
  intField,
  messageKeys,
  NAME_MIN_LENGTH,
  phoneField,
  positiveInt,
  textField,
  typedNumber,
} from './fields';

/** KD 100,000 a month: above any salary, so only typing mistakes are refused. */
export const FINANCE_SALARY_MAX_FILS = 100_000_000;
/** The schema's own ceiling; the amounts a request may ask for are configured (`finance-request-min`/`-max`). */
export const FINANCE_AMOUNT_MAX_FILS = 50_000_000_000;
export const FINANCE_NAME_MAX = 100;

const termsAccepted = z.literal(true, 'financeRequest.errors.terms');

/**
 * `POST /v1/finance-requests` (spec §3 finance request, §5: name not too short, phone 8 digits, category, bank-customer
 * flag, salary and instalments required, amount within the configured bounds, terms accepted), money in fils. The code
 * sent to the phone comes with it, unless the phone is the signed-in member's own.
 */
export const financeRequestInputSchema = z.strictObject({
  fullName: textField(NAME_MIN_LENGTH, FINANCE_NAME_MAX),
  phone: phoneField,
  propertyCategoryId: idField,
  bankId: idField,
  bankCustomer: z.boolean(messageKeys.required),
  salaryFils: positiveInt(FINANCE_SALARY_MAX_FILS),
  instalmentsFils: intField(0, FINANCE_SALARY_MAX_FILS),
  amountFils: positiveInt(FINANCE_AMOUNT_MAX_FILS),
  termsAccepted,
  otp: z.optional(otpField),
});
export type FinanceRequestInput = z.output<typeof financeRequestInputSchema>;

export const financeRequestCodeSchema = z.strictObject({ phone: phoneField });

/** A select's value: the empty "Choose…" option is a missing answer. */
const chosenId = z.pipe(
  z.string(messageKeys.required).check(z.regex(/^\d{1,9}$/, messageKeys.required)),
  z.transform(Number),
);
const dinarsOrZero = z.pipe(
  z.string(),
  z.transform((value) => (value.trim() === '' ? '0' : value)),
);

/** The form as typed (dinars, Arabic-Indic digits accepted), with the configured bounds of the amount. */
export function financeRequestFormSchema(bounds: { minFils: number; maxFils: number }) {
  const withinBounds = z.refine<number>(
    (dinars) => dinars * 1000 >= bounds.minFils && dinars * 1000 <= bounds.maxFils,
    'financeRequest.errors.amountRange',
  );
  return z.object({
    fullName: textField(NAME_MIN_LENGTH, FINANCE_NAME_MAX),
    phone: phoneField,
    propertyCategoryId: chosenId,
    bankId: chosenId,
    bankCustomer: z.enum(['yes', 'no'], messageKeys.required),
    salary: typedNumber(FINANCE_SALARY_MAX_FILS / 1000),
    instalments: z.pipe(dinarsOrZero, z.union([z.literal('0'), typedNumber(FINANCE_SALARY_MAX_FILS / 1000)])),
    amount: z.pipe(typedNumber(FINANCE_AMOUNT_MAX_FILS / 1000), z.number().check(withinBounds)),
    termsAccepted: z.boolean().check(z.refine((value) => value, 'financeRequest.errors.terms')),
  });
}
export type FinanceRequestFormValues = z.input<ReturnType<typeof financeRequestFormSchema>>;
export type FinanceRequestFormOutput = z.output<ReturnType<typeof financeRequestFormSchema>>;

const namedRef = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });

export const financeRequestSchema = z.object({
  id: z.number(),
  status: z.enum(['received', 'sent']),
  fullName: z.string(),
  phone: z.string(),
  propertyCategory: namedRef,
  bank: namedRef,
  bankCustomer: z.boolean(),
  salaryFils: z.number(),
  instalmentsFils: z.number(),
  amountFils: z.number(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type FinanceRequest = z.output<typeof financeRequestSchema>;

/** What the form offers: the partner banks, the property categories and the amount's bounds with their source. */
export const financeRequestOptionsSchema = z.object({
  banks: z.array(namedRef),
  categories: z.array(namedRef),
  minAmountFils: z.number(),
  maxAmountFils: z.number(),
  source: z.string(),
});
export type FinanceRequestOptions = z.output<typeof financeRequestOptionsSchema>;
