import { and, eq, lte } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { noticeNoLongerOffered } from '../notifications/favourite-notices';
import { queueDeliveries } from '../notifications/notify';

/**
 * Marks live ads whose expiry has passed as expired (status 2), for the owner's lists and the expired badge, and tells
 * the members keeping them in their favourites that they are no longer on offer. Readers already treat such ads as
 * expired by the clock, so running late never shows an expired ad as live.
 */
export async function expireAds(now = new Date()): Promise<number> {
  const { expired, notices } = await db().transaction(async (tx) => {
    const rows = await tx
      .update(ads)
      .set({ status: adStatus.expired, updatedAt: now })
      .where(and(eq(ads.status, adStatus.approved), lte(ads.expiresAt, now)))
      .returning({ id: ads.id });
    if (rows.length === 0) return { expired: 0, notices: [] };
    // The ads just expired are those stamped with this run's instant: no list of ids (a backlog may hold thousands).
    const justExpired = and(eq(ads.status, adStatus.expired), eq(ads.updatedAt, now))!;
    return { expired: rows.length, notices: await noticeNoLongerOffered(tx, justExpired) };
  });
  await queueDeliveries(notices);
  return expired;
}
