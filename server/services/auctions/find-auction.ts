import { eq } from 'drizzle-orm';
import type { AuctionDetail } from '../../../lib/schemas/auctions';
import { auctions } from '../../db/schema/market';
import { selectAuctionCards, toAuctionCard } from './auction-cards';
import { propertiesOfAuction } from './auction-properties';

export async function findAuction(id: number): Promise<AuctionDetail | undefined> {
  const [row] = await selectAuctionCards().where(eq(auctions.id, id));
  if (!row) return undefined;
  return { ...toAuctionCard(row), properties: await propertiesOfAuction(id) };
}
