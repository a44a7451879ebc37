import { and, count, desc, eq } from 'drizzle-orm';
import type { AdCard } from '@/lib/schemas/ads';
import { ads } from '../../db/schema/ads';
import { db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { isLive, selectCards, toCard } from './ad-cards';

/**
 * Featured (`ads.is_featured`, spec §3's featured flag) is the staff's pick: an operator marks a live ad they checked
 * as worth a look, and it carries a "Manzil pick" badge on its card and page. It is not sold and does not move the ad:
 * the top of a list is what a special ad (paid by its owner) buys, and a free pick must not overtake it.
 */
export async function setAdFeatured(id: number, featured: boolean, now = new Date()): Promise<void> {
  // Only a live ad is picked (a draft or an expired one is not shown); a pick is taken back whatever the ad's state.
  const [changed] = await db()
    .update(ads)
    .set({ isFeatured: featured })
    .where(featured ? and(eq(ads.id, id), isLive(now)) : eq(ads.id, id))
    .returning({ id: ads.id });
  if (changed) return;
  const [exists] = await db().select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  if (!exists) throw new ApiError('NOT_FOUND');
  throw new ApiError('VALIDATION_FAILED', { adId: ['featuredAds.notLive'] });
}

const livePick = (now: Date) => and(isLive(now), eq(ads.isFeatured, true));

/** The newest live picks, for the operator, and how many there are in all. */
export async function listFeaturedAds(limit: number, now = new Date()): Promise<{ ads: AdCard[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectCards(now).where(livePick(now)).orderBy(desc(ads.publishedAt), desc(ads.id)).limit(limit),
    db().select({ total: count() }).from(ads).where(livePick(now)),
  ]);
  return { ads: rows.map(toCard), total: counted?.total ?? 0 };
}
