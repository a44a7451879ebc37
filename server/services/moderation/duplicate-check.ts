import { and, between, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { isLive } from '../ads/ad-cards';
import type { PricedAd } from './price-check';

export type DuplicateInput = PricedAd & {
  ownerId: number;
  bedrooms?: number | null;
  bathrooms?: number | null;
  floors?: number | null;
  /** The unit's PACI number: the owner's live ad of the same unit and deal is a duplicate whatever its figures. */
  unitNumber?: string | null;
  /** The owner's ads that show this ad's photos (photo-check.ts): a live one is a duplicate whatever its figures. */
  photoMatches?: number[];
};

/**
 * The advertiser's own live ad this one copies: the same unit number and deal, photos it shows (photo-check.ts), or the
 * same area, property type and deal, size and price each within
 * `tolerancePercent` (a repost of the same unit with a rounded figure), and the same rooms. Reads the owner's live ads through
 * ads_owner_idx, so it costs the same however many ads the site holds. Undefined: no such ad.
 */
export async function findOwnDuplicate(ad: DuplicateInput, tolerancePercent: number, now = new Date()) {
  if (!(tolerancePercent >= 0)) return undefined;
  const t = tolerancePercent / 100;
  const sameFigures: SQL | undefined =
    ad.priceFils == null
      ? undefined
      : and(
          eq(ads.areaId, ad.areaId),
          eq(ads.propertyTypeId, ad.propertyTypeId),
          eq(ads.dealTypeId, ad.dealTypeId),
          between(ads.sizeSqm, ad.sizeSqm * (1 - t), ad.sizeSqm * (1 + t)),
          between(ads.priceFils, Math.floor(ad.priceFils * (1 - t)), Math.ceil(ad.priceFils * (1 + t))),
          // The same unit has the same rooms: two 400 m² houses at the same round price are two houses.
          sql`${ads.bedrooms} is not distinct from ${ad.bedrooms ?? null}`,
          sql`${ads.bathrooms} is not distinct from ${ad.bathrooms ?? null}`,
          sql`${ads.floors} is not distinct from ${ad.floors ?? null}`,
        );
  const samePhotos = ad.photoMatches?.length ? inArray(ads.id, ad.photoMatches) : undefined;
  const sameUnit = ad.unitNumber
    ? and(eq(ads.unitNumber, ad.unitNumber), eq(ads.dealTypeId, ad.dealTypeId))
    : undefined;
  const match = or(sameFigures, samePhotos, sameUnit);
  if (!match) return undefined;
  const [row] = await db()
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.ownerId, ad.ownerId), isLive(now), ad.id ? ne(ads.id, ad.id) : undefined, match))
    .orderBy(ads.id)
    .limit(1);
  return row?.id;
}
