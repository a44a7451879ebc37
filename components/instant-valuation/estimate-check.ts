import { instantValuationInputSchema, type InstantValuationInput } from '@/lib/schemas/instant-valuation';
import { checkFields } from '@/lib/schemas/field-check';

/** The value estimator's check with the shared schema, loaded with the form's first check. */
export const checkEstimate = (input: InstantValuationInput) => checkFields(instantValuationInputSchema, input);
