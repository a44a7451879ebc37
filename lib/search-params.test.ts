import { describe, expect, it } from 'vitest';
import { dealListQuerySchema } from './schemas/deals';
import { validParams } from './search-params';

describe('validParams', () => {
  it('keeps each valid value, drops each bad one, and takes the first of a repeated key', () => {
    expect(
      validParams(dealListQuerySchema.shape, {
        areaId: '٣٤',
        category: 'palace',
        sort: ['price-asc', 'size-desc'],
        q: '',
        page: '0',
      }),
    ).toEqual({
      areaId: 34,
      sort: 'price-asc',
    });
  });
});
