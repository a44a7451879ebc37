import { and, eq, lte } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';

/**
 * Marks live ads whose expiry has passed as expired (status 2), for the owner's lists and the expired badge. Readers
 * already treat such ads as expired by the clock, so running late never shows an expired ad as live.
 */
export async function expireAds(now = new Date()): Promise<number> {
  const expired = await db()
    .update(ads)
    .set({ status: adStatus.expired, updatedAt: now })
    .where(and(eq(ads.status, adStatus.approved), lte(ads.expiresAt, now)))
    .returning({ id: ads.id });
  return expired.length;
}
