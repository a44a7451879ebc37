import { eq, sql } from 'drizzle-orm';
import type { AuctionCard } from '../../../lib/schemas/auctions';
import { db } from '../../db/client';
import { auctionOrganizers, auctionProperties, auctions } from '../../db/schema/market';

const propertyStats = sql`(
  select json_build_object(
    'count', count(*)::int,
    'sold', (count(*) filter (where p.status = 'sold'))::int,
    'fromPrice', min(p.starting_price_fils),
    'areas', coalesce((
      select json_agg(json_build_object('id', a.id, 'nameAr', a.name_ar, 'nameEn', a.name_en) order by a.id)
      from areas a where a.id in (select p2.area_id from ${auctionProperties} p2 where p2.auction_id = auctions.id)
    ), '[]'::json)
  ) from ${auctionProperties} p where p.auction_id = auctions.id
)`;

interface Stats {
  count: number;
  sold: number;
  fromPrice: number | string | null;
  areas: AuctionCard['areas'];
}

/** Auction sessions with their organizer and a summary of what they offer; callers add where, order and paging. */
export function selectAuctionCards() {
  return db()
    .select({
      id: auctions.id,
      titleAr: auctions.titleAr,
      titleEn: auctions.titleEn,
      organizer: { id: auctionOrganizers.id, nameAr: auctionOrganizers.nameAr, nameEn: auctionOrganizers.nameEn },
      startsAt: auctions.startsAt,
      venueAr: auctions.venueAr,
      venueEn: auctions.venueEn,
      status: auctions.status,
      latitude: auctions.latitude,
      longitude: auctions.longitude,
      stats: sql<Stats>`${propertyStats}`,
    })
    .from(auctions)
    .innerJoin(auctionOrganizers, eq(auctionOrganizers.id, auctions.organizerId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectAuctionCards>['execute']>>[number];

export function toAuctionCard({ stats, startsAt, ...row }: CardRow): AuctionCard {
  return {
    ...row,
    startsAt: startsAt.toISOString(),
    propertiesCount: stats.count,
    soldCount: stats.sold,
    fromPriceFils: stats.fromPrice === null ? null : Number(stats.fromPrice),
    areas: stats.areas,
  };
}
