import { unstable_cache } from 'next/cache';
import { pageTags } from '@/server/lib/page-tags';
import { validParams, type SearchParams } from '@/lib/search-params';
import {
  auctionListQuerySchema,
  auctionPropertyListQuerySchema,
  type AuctionListQuery,
  type AuctionPropertyListQuery,
  type AuctionTab,
} from '@/lib/schemas/auctions';
import {
  findAuctionProperty,
  listAuctionProperties,
  propertiesOfAuction,
} from '@/server/services/auctions/auction-properties';
import { listAuctions } from '@/server/services/auctions/list-auctions';
import { findOrganizer, listOrganizers } from '@/server/services/auctions/organizers';

/** Auction data changes a few times a day: pages reuse it for a minute instead of querying on every request. */
const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  unstable_cache(fn, ['auctions', name], { revalidate: 60, tags: [pageTags.auctions] });

const sessionsWithProperties = cached('sessions', async (query: AuctionListQuery) => {
  const page = await listAuctions(query);
  const properties = await Promise.all(page.data.map((auction) => propertiesOfAuction(auction.id)));
  return { page, properties };
});

export const cachedProperties = cached('properties', (query: AuctionPropertyListQuery) => listAuctionProperties(query));
export const cachedProperty = cached('property', (id: number) => findAuctionProperty(id));
export const cachedOrganizers = cached('organizers', () => listOrganizers());
export const cachedOrganizer = cached('organizer', (id: number) => findOrganizer(id));

export const parseAuctionQuery = (params: SearchParams): AuctionListQuery =>
  validParams(auctionListQuerySchema.shape, params);
export const parsePropertyQuery = (params: SearchParams): AuctionPropertyListQuery =>
  validParams(auctionPropertyListQuerySchema.shape, params);

/** Without a chosen tab the screen opens on today's sessions, or on the upcoming ones when there are none today. */
export async function loadSessions(query: AuctionListQuery) {
  if (query.tab) return { tab: query.tab, ...(await sessionsWithProperties(query)) };
  const today = await sessionsWithProperties({ ...query, tab: 'today' });
  if (today.page.totalItems > 0) return { tab: 'today' as AuctionTab, ...today };
  return { tab: 'upcoming' as AuctionTab, ...(await sessionsWithProperties({ ...query, tab: 'upcoming' })) };
}
