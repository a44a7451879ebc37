import { count, desc, eq, sql } from 'drizzle-orm';
import { adStatus, type AdStatus } from '@/lib/constants';
import { MEMBER_LIST_PAGE_SIZE, type MyAdsPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areas, propertyTypes } from '../../db/schema/reference';
import { ownerReviews } from '../moderation/reviews';
import { cardColumns, toCard } from './ad-cards';

/** An approved ad past its expiry is expired (2) for its owner too, even before the expiry job has run. */
function effectiveStatus(now: Date) {
  return sql<number>`(case when ${ads.status} = ${adStatus.approved} and ${ads.expiresAt} <= ${now} then ${adStatus.expired} else ${ads.status} end)`;
}

/** The member's own ads of every status (spec §7 myRequests/ads), newest first, with a count per status. */
export async function listMyAds(
  ownerId: number,
  filter: { statusId?: AdStatus; page?: number },
  now = new Date(),
): Promise<MyAdsPage> {
  const currentPage = filter.page ?? 1;
  const pageSize = MEMBER_LIST_PAGE_SIZE;
  const status = effectiveStatus(now);
  const [rows, totals] = await Promise.all([
    db()
      .select({ ...cardColumns(now), status, viewsCount: ads.viewsCount })
      .from(ads)
      .innerJoin(areas, eq(areas.id, ads.areaId))
      .innerJoin(propertyTypes, eq(propertyTypes.id, ads.propertyTypeId))
      .where(
        filter.statusId === undefined
          ? eq(ads.ownerId, ownerId)
          : sql`${eq(ads.ownerId, ownerId)} and ${status} = ${filter.statusId}`,
      )
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db()
      .select({ status, value: count() })
      .from(ads)
      .where(eq(ads.ownerId, ownerId))
      // By position: the expression carries a bound parameter, so PostgreSQL would not match a repeated copy of it.
      .groupBy(sql`1`),
  ]);
  const reviews = await ownerReviews(rows.map((row) => ({ id: row.id, status: row.status })));
  const counts = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const total of totals) counts[total.status as AdStatus] = total.value;
  return {
    data: rows.map(({ status: rowStatus, viewsCount, ...card }) => ({
      ...toCard(card),
      status: rowStatus as AdStatus,
      viewsCount,
      ...(reviews.has(card.id) && { review: reviews.get(card.id) }),
    })),
    totalItems: filter.statusId === undefined ? counts[0] + counts[1] + counts[2] + counts[3] : counts[filter.statusId],
    currentPage,
    pageSize,
    counts,
  };
}
