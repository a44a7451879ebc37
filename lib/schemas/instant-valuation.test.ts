import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { checkFields } from '@/lib/schemas/field-check';
import { messageKeys } from './fields';
import { instantValuationInputSchema } from './instant-valuation';

const house = {
  model: 'building',
  areaId: 38,
  category: 'private-housing',
  purpose: 'sale',
  sizeSqm: 500,
  buildingAge: 10,
  finishing: 'standard',
  floors: 2,
  basement: true,
} as const;

describe('instantValuationInputSchema', () => {
  it('takes a building’s floor type and curb setbacks (spec §3), both optional', () => {
    expect(z.parse(instantValuationInputSchema, { ...house, floorType: 'marble', curbSetbacks: false })).toMatchObject({
      floorType: 'marble',
      curbSetbacks: false,
    });
    expect(z.safeParse(instantValuationInputSchema, house).success).toBe(true);
    expect(checkFields(instantValuationInputSchema, { ...house, floorType: 'carpet', curbSetbacks: 'yes' })).toEqual({
      errors: { floorType: messageKeys.invalidValue, curbSetbacks: messageKeys.invalidValue },
    });
    // Land has no floors: the strict land model refuses them.
    expect(z.safeParse(instantValuationInputSchema, { ...house, model: 'land', floorType: 'marble' }).success).toBe(
      false,
    );
  });

  it('gives the basement and a size that is not a number their catalogue messages', () => {
    expect(checkFields(instantValuationInputSchema, { ...house, basement: undefined })).toEqual({
      errors: { basement: messageKeys.required },
    });
    expect(checkFields(instantValuationInputSchema, { ...house, basement: 'no' })).toEqual({
      errors: { basement: messageKeys.invalidValue },
    });
    // What the form sends for letters typed in the size.
    expect(checkFields(instantValuationInputSchema, { ...house, sizeSqm: Number('abc') })).toEqual({
      errors: { sizeSqm: messageKeys.numeric },
    });
    expect(checkFields(instantValuationInputSchema, { ...house, sizeSqm: undefined })).toEqual({
      errors: { sizeSqm: messageKeys.required },
    });
  });
});
