import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdCard } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { ApiError } from '../../lib/errors';
import { spendCredits } from '../payments/ledger';
import { isLive, selectCards, toCard } from './ad-cards';

/** The newest live special ads, for the home page's showcase. */
export async function listSpecialAds(limit: number, now = new Date()): Promise<AdCard[]> {
  const rows = await selectCards(now)
    .where(and(isLive(now), eq(ads.adType, 'special')))
    .orderBy(desc(ads.publishedAt), desc(ads.id))
    .limit(limit);
  return rows.map(toCard);
}

/**
 * The owner makes a live ad special for the rest of its listing period, spending one special-ad credit in the same
 * transaction. Asking again for a special ad (a double click, a retry) changes and spends nothing. Undefined: not
 * the owner's ad.
 */
export async function makeAdSpecial(
  ownerId: number,
  id: number,
  now = new Date(),
): Promise<{ changed: boolean } | undefined> {
  return db().transaction(async (tx) => {
    const [changed] = await tx
      .update(ads)
      .set({ adType: 'special', updatedAt: now })
      .where(and(eq(ads.id, id), eq(ads.ownerId, ownerId), eq(ads.adType, 'regular'), isLive(now)))
      .returning({ id: ads.id });
    if (changed) {
      await spendCredits({ memberId: ownerId, kind: 'special-ad', quantity: 1, adId: id, note: 'special ad', now }, tx);
      return { changed: true };
    }
    const [current] = await tx
      .select({ adType: ads.adType, live: sql<boolean>`${isLive(now)}` })
      .from(ads)
      .where(and(eq(ads.id, id), eq(ads.ownerId, ownerId)));
    if (!current) return undefined;
    // Only a live ad is shown as special; a draft or an expired one is published (or reposted) first.
    if (current.adType !== 'special' || !current.live) throw new ApiError('CONFLICT');
    return { changed: false };
  });
}
