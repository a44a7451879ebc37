import type { AdInput } from '@/lib/schemas/ads';

/** A complete, valid ad for API tests (a flat for rent in Salmiya); `overrides` change or add fields. */
export const validAdInput = (overrides: Partial<AdInput> = {}): AdInput => ({
  title: 'شقة للإيجار في السالمية',
  dealType: 'rent',
  categoryId: 2,
  propertyTypeId: 8,
  areaId: 34,
  sizeSqm: 120,
  priceFils: 450_000,
  bedrooms: 3,
  bathrooms: 2,
  floors: 1,
  parcelNumber: '12',
  description: 'شقة ٣ غرف وصالة قريبة من البحر',
  latitude: 29.33,
  longitude: 48.07,
  ...overrides,
});
