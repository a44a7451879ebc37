import { and, desc, eq } from 'drizzle-orm';
import type { AdCard } from '@/lib/schemas/ads';
import { ads } from '../../db/schema/ads';
import { isLive, selectCards, toCard } from './ad-cards';

/** The newest live special ads, for the home page's showcase. */
export async function listSpecialAds(limit: number, now = new Date()): Promise<AdCard[]> {
  const rows = await selectCards(now)
    .where(and(isLive(now), eq(ads.adType, 'special')))
    .orderBy(desc(ads.publishedAt), desc(ads.id))
    .limit(limit);
  return rows.map(toCard);
}
