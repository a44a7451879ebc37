import { and, count, desc, eq } from 'drizzle-orm';
import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import { MEMBER_LIST_PAGE_SIZE, type AdPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads, favourites } from '../../db/schema/ads';
import { selectCards, toCard } from './ad-cards';
import { isPublicAd } from './ad-visibility';

/**
 * Removes the favourite when present, otherwise adds it, and answers the state it stored. Only published ads can be
 * added (unknown, pending and rejected ads are undefined = 404); removing always works, so an ad that went away can
 * still be cleared.
 */
export async function toggleFavourite(memberId: number, adId: number): Promise<{ favourited: boolean } | undefined> {
  return db().transaction(async (tx) => {
    // One member's toggles queue on the member's row, so each flips what the previous one stored (two parallel
    // toggles would otherwise both find no favourite and both answer "added"). NO KEY UPDATE leaves foreign-key
    // checks on the row (other tables' inserts) unblocked.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.memberId, memberId), eq(favourites.adId, adId)))
      .returning({ adId: favourites.adId });
    if (removed.length) return { favourited: false };
    const [ad] = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.id, adId), isPublicAd()));
    if (!ad) return undefined;
    await tx.insert(favourites).values({ memberId, adId });
    return { favourited: true };
  });
}

/** The caller's own favourites, newest first; expired ads stay listed with their expired flag. */
export async function listFavourites(
  memberId: number,
  filter: { dealType?: DealTypeSlug; page?: number },
  now = new Date(),
): Promise<AdPage> {
  const currentPage = filter.page ?? 1;
  const pageSize = MEMBER_LIST_PAGE_SIZE;
  const where = and(
    eq(favourites.memberId, memberId),
    isPublicAd(),
    filter.dealType ? eq(ads.dealTypeId, dealTypes[filter.dealType]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectCards(now)
      .innerJoin(favourites, eq(favourites.adId, ads.id))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(ads.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db().select({ value: count() }).from(favourites).innerJoin(ads, eq(ads.id, favourites.adId)).where(where),
  ]);
  return { data: rows.map(toCard), totalItems: total?.value ?? 0, currentPage, pageSize };
}

/** Ids of every ad the member keeps, so lists can mark hearts without loading the cards. */
export async function favouriteAdIds(memberId: number): Promise<number[]> {
  const rows = await db()
    .select({ adId: favourites.adId })
    .from(favourites)
    .where(eq(favourites.memberId, memberId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => r.adId);
}
