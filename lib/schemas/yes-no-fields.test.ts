import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { constructionEstimateInputSchema } from './construction-estimate';
import { messageKeys } from './fields';
import { rentEstimateInputSchema } from './rent-estimate';

/** The message of the first issue on `field` when `input` is parsed. */
function messageOn(schema: z.core.$ZodType, input: Record<string, unknown>, field: string): string | undefined {
  const result = z.safeParse(schema, input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('yes/no answers of the estimators', () => {
  it('answer the catalogue’s keys, never zod’s English text', () => {
    for (const field of ['basement', 'roofAnnex']) {
      expect(messageOn(constructionEstimateInputSchema, { [field]: 'yes' }, field)).toBe(messageKeys.invalidValue);
      expect(messageOn(constructionEstimateInputSchema, {}, field)).toBe(messageKeys.required);
    }
    for (const field of ['maidRoom', 'electricityOnTenant']) {
      expect(messageOn(rentEstimateInputSchema, { [field]: 1 }, field)).toBe(messageKeys.invalidValue);
    }
  });
});
