import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AUCTION_PAGE_SIZE, type AuctionListQuery, type AuctionPage } from '../../../lib/schemas/auctions';
import { db } from '../../db/client';
import { auctions } from '../../db/schema/market';
import { selectAuctionCards, toAuctionCard } from './auction-cards';
import { auctionTab } from './auction-tabs';

/** One tab of auction sessions (upcoming by default), optionally of one organizer. */
export async function listAuctions(query: AuctionListQuery, now = new Date()): Promise<AuctionPage> {
  const currentPage = query.page ?? 1;
  const pageSize = AUCTION_PAGE_SIZE;
  const tab = auctionTab(query.tab ?? 'upcoming', now);
  const conditions: SQL[] = [tab.where];
  if (query.organizerId !== undefined) conditions.push(eq(auctions.organizerId, query.organizerId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectAuctionCards()
      .where(where)
      .orderBy(tab.order, desc(auctions.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db().select({ value: count() }).from(auctions).where(where),
  ]);
  return { data: rows.map(toAuctionCard), totalItems: total?.value ?? 0, currentPage, pageSize };
}
