import type { AppraisalFormOutput, AppraisalRequestInput } from '../schemas/appraisals';

/** The API body (`appraisalRequestInputSchema`) from the checked form values. */
export function toAppraisalRequestInput(form: AppraisalFormOutput, valuationId?: string): AppraisalRequestInput {
  const { size, ...rest } = form;
  return { ...rest, sizeSqm: size, termsAccepted: true, ...(valuationId ? { valuationId } : {}) };
}
