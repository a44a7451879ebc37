import { adStatus } from '@/lib/constants';
import type { AdInput } from '@/lib/schemas/ads';
import { db } from '../db/client';
import { ads } from '../db/schema/ads';

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

/**
 * The n-th of 84 ads that are no duplicates of one another: one member's live ads of the same area, type, size and
 * price (each within 3%) are duplicates (issue 29), so tests that publish several ads of one member give each its
 * own figures: 14 sizes 5% apart (120 to 227 m²), then the rent 20 dinars (4%) higher, six times.
 */
export const distinctFigures = (n: number) => ({
  sizeSqm: Math.round(120 * 1.05 ** (n % 14)),
  priceFils: 450_000 + 20_000 * (Math.floor(n / 14) % 6),
});

/**
 * A live ad written straight into the database (a rent flat of 100 m² in Salmiya at 400 KD, published an hour ago), for
 * tests about what happens to live ads rather than about publishing them; `values` change any column.
 */
export async function insertLiveAd(ownerId: number, values: Partial<typeof ads.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(ads)
    .values({
      ownerId,
      dealTypeId: 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId: 34,
      title: 'شقة للإيجار',
      sizeSqm: 100,
      priceFils: 400_000,
      status: adStatus.approved,
      publishedAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning({ id: ads.id });
  return row!.id;
}
