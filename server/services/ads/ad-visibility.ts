import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { adStatus } from '@/lib/constants';
import { ads } from '../../db/schema/ads';

/**
 * Whether an ad is shown to the public: live or expired (an expired ad's page stays up, marked as such); a pending
 * (new or withdrawn) or rejected ad, or one whose owner is suspended, is its owner's only. The one definition for the
 * ad's page, its files, its views and favourites.
 */
export const isPublicAd = (): SQL =>
  and(inArray(ads.status, [adStatus.approved, adStatus.expired]), isNull(ads.ownerSuspendedAt))!;

/**
 * A live ad of `table` (ads or an alias of it): approved, not past its expiry and its owner not suspended. What lists,
 * search, similar ads and a unit's other offers show; `isLive` in ad-cards.ts is this for ads itself.
 */
export function liveAdOf(
  table: { status: AnyPgColumn; expiresAt: AnyPgColumn; ownerSuspendedAt: AnyPgColumn },
  now: Date,
): SQL {
  return and(
    eq(table.status, adStatus.approved),
    or(isNull(table.expiresAt), gt(table.expiresAt, now)),
    isNull(table.ownerSuspendedAt),
  )!;
}
