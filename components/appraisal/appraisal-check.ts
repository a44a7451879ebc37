import { appraisalBankRuleSchema, appraisalFormSchema } from '@/lib/schemas/appraisals';
import { checkFields } from '@/lib/schemas/field-check';

/** The appraisal form checked with its shared schema (and its bank rule, which the schema's aborting fields can hide); loaded with the first check, not with the page. */
export function checkAppraisal(values: unknown) {
  const checked = checkFields(appraisalFormSchema, values);
  if ('data' in checked) return checked;
  const bank = checkFields(appraisalBankRuleSchema, values);
  return 'errors' in bank ? { errors: { ...checked.errors, ...bank.errors } } : checked;
}
