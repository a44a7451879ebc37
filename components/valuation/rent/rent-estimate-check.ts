import { z } from 'zod/mini';
import { messageKeys } from '@/lib/schemas/fields';
import { rentEstimateInputSchema, type RentEstimateInput, type RentEstimateRequest } from '@/lib/schemas/rent-estimate';
import type { FieldErrors } from '../estimate-check';

/** The rent form's check with the shared schema, loaded with the first check: the first problem of each field. */
export function checkRentEstimate(input: RentEstimateInput): { data: RentEstimateRequest } | { errors: FieldErrors } {
  const result = z.safeParse(rentEstimateInputSchema, input);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message || messageKeys.invalidValue;
  }
  return { errors };
}
