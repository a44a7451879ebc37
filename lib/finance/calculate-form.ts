import { z } from 'zod/mini';
import {
  financeCalculateSchema,
  financeFormSchema,
  formFieldOf,
  toCalculateInput,
  toMortgageInput,
  type FinanceCalculateInput,
  type FinanceFormValues,
} from '../schemas/finance';
import {
  banksFor,
  comparePlans,
  kcbOption,
  sideBySide,
  type KcbOption,
  type MortgagePlan,
  type MortgageSetup,
} from './mortgage';

/** The calculator page's result: the chosen bank's plan, every bank compared, one of each kind, the Credit Bank option. */
export interface CalculatorOutcome {
  input: FinanceCalculateInput;
  plan: MortgagePlan;
  comparison: MortgagePlan[];
  pair: { murabaha?: MortgagePlan; conventional?: MortgagePlan };
  kcb?: KcbOption;
}

export type FormErrors = Partial<Record<keyof FinanceFormValues, string>>;

/** The form's first error per field, as message keys. */
function firstErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = (formFieldOf[String(issue.path[0])] ?? String(issue.path[0])) as keyof FinanceFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The same parse and the same maths as `POST /v1/finance/calculate`, for the page: on the server for the first render, then in the browser on every change. */
export function calculateForm(
  values: FinanceFormValues,
  setup: MortgageSetup,
): { errors: FormErrors; outcome?: CalculatorOutcome } {
  const form = z.safeParse(financeFormSchema, values);
  if (!form.success) return { errors: firstErrors(form.error.issues) };
  const checked = z.safeParse(financeCalculateSchema, toCalculateInput(form.data));
  if (!checked.success) return { errors: firstErrors(checked.error.issues) };
  const input = checked.data;
  const banks = banksFor(setup, input.product);
  const bank = banks.find((b) => b.id === input.bankId);
  if (!bank) return { errors: { bankId: 'finance.errors.bankWithoutRate' } };
  const mortgage = toMortgageInput(input);
  const comparison = comparePlans(mortgage, banks, setup.limits);
  return {
    errors: {},
    outcome: {
      input,
      plan: comparison.find((p) => p.bank.id === bank.id)!,
      comparison,
      pair: sideBySide(comparison),
      kcb: kcbOption(mortgage, bank, setup.limits),
    },
  };
}
