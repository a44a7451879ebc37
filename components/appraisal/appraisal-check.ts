import { appraisalFormSchema } from '@/lib/schemas/appraisals';
import { checkFields } from '@/components/ui/field-check';

/** The appraisal form checked with its shared schema; loaded with the first check, not with the page. */
export const checkAppraisal = (values: unknown) => checkFields(appraisalFormSchema, values);
