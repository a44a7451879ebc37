import { rentEstimateInputSchema, type RentEstimateInput } from '@/lib/schemas/rent-estimate';
import { checkFields } from '@/lib/schemas/field-check';

/** The rent form's check with the shared schema, loaded with the form's first check. */
export const checkRentEstimate = (input: RentEstimateInput) => checkFields(rentEstimateInputSchema, input);
