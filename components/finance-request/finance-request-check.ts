import { checkFields } from '@/lib/schemas/field-check';
import { financeRequestFormSchema } from '@/lib/schemas/finance-request';

/** The finance request form checked with its shared schema and the configured bounds; loaded with the first check. */
export const checkFinanceRequest = (values: unknown, bounds: { minFils: number; maxFils: number }) =>
  checkFields(financeRequestFormSchema(bounds), values);
