import { and, asc, desc, gte, lt, type SQL } from 'drizzle-orm';
import { kuwaitMidnight } from '../../../lib/kuwait-time';
import { AUCTION_PREVIOUS_DAYS, type AuctionTab } from '../../../lib/schemas/auctions';
import { auctions } from '../../db/schema/market';

const dayMs = 86_400_000;

/** Which sessions a tab holds and in what order: coming ones soonest first, past ones latest first. */
export function auctionTab(tab: AuctionTab, now: Date): { where: SQL; order: SQL } {
  const today = kuwaitMidnight(now);
  const tomorrow = new Date(today.getTime() + dayMs);
  const previousFrom = new Date(today.getTime() - AUCTION_PREVIOUS_DAYS * dayMs);
  switch (tab) {
    case 'today':
      return {
        where: and(gte(auctions.startsAt, today), lt(auctions.startsAt, tomorrow))!,
        order: asc(auctions.startsAt),
      };
    case 'upcoming':
      return { where: gte(auctions.startsAt, tomorrow), order: asc(auctions.startsAt) };
    case 'previous':
      return {
        where: and(gte(auctions.startsAt, previousFrom), lt(auctions.startsAt, today))!,
        order: desc(auctions.startsAt),
      };
    case 'historical':
      return { where: lt(auctions.startsAt, previousFrom), order: desc(auctions.startsAt) };
  }
}
