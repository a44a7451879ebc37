import { z } from 'zod/mini';
import { messageKeys } from '@/lib/schemas/fields';
import { instantValuationInputSchema, type InstantValuationInput, type InstantValuationRequest } from '@/lib/schemas/instant-valuation';

export type FieldErrors = Partial<Record<string, string>>;

/** The estimator form's check with the shared schema, loaded with the first check: the first problem of each field. */
export function checkEstimate(input: InstantValuationInput): { data: InstantValuationRequest } | { errors: FieldErrors } {
  const result = z.safeParse(instantValuationInputSchema, input);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message || messageKeys.invalidValue;
  }
  return { errors };
}
