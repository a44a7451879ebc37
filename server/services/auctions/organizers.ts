import { asc, eq, sql } from 'drizzle-orm';
import type { AuctionOrganizer } from '../../../lib/schemas/auctions';
import { db } from '../../db/client';
import { auctionOrganizers, auctions } from '../../db/schema/market';
import { kuwaitMidnight } from '../../../lib/kuwait-time';

function selectOrganizers(now: Date) {
  const today = kuwaitMidnight(now);
  return db()
    .select({
      id: auctionOrganizers.id,
      slug: auctionOrganizers.slug,
      nameAr: auctionOrganizers.nameAr,
      nameEn: auctionOrganizers.nameEn,
      kind: auctionOrganizers.kind,
      aboutAr: auctionOrganizers.aboutAr,
      aboutEn: auctionOrganizers.aboutEn,
      phone: auctionOrganizers.phone,
      website: auctionOrganizers.website,
      // Spelled out: drizzle leaves columns unqualified in a single-table select, and `id` would bind to the subquery's row.
      auctionsCount: sql<number>`(select count(*)::int from ${auctions} a where a.organizer_id = auction_organizers.id)`,
      // Today's sessions count as coming too: they have not all taken place yet.
      upcomingCount: sql<number>`(select count(*)::int from ${auctions} a where a.organizer_id = auction_organizers.id and a.starts_at >= ${today})`,
    })
    .from(auctionOrganizers);
}

export async function listOrganizers(now = new Date()): Promise<AuctionOrganizer[]> {
  return selectOrganizers(now).orderBy(asc(auctionOrganizers.id));
}

export async function findOrganizer(id: number, now = new Date()): Promise<AuctionOrganizer | undefined> {
  const [row] = await selectOrganizers(now).where(eq(auctionOrganizers.id, id));
  return row;
}
