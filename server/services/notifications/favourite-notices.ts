import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@/lib/notifications/kinds';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads, favourites } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';

/** The database or a transaction: the notices are written beside the ad's change, in its transaction. */
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const adTitle = sql`jsonb_build_object('ar', ${ads.title}, 'en', ${ads.titleEn})`;

/**
 * Writes one notification to every member keeping the chosen ads in their favourites (the owner and deleted members
 * aside), in one statement on the database, and answers the new ids for `queueDeliveries` once the transaction has
 * committed. The dedupe key ends with the follower, so running again writes nothing twice.
 */
async function noticeFollowers(
  executor: Executor,
  kind: NotificationKind,
  params: SQL,
  dedupePrefix: SQL,
  where: SQL,
): Promise<number[]> {
  const result = (await executor.execute(sql`
    insert into ${notifications} (member_id, kind, params, link, dedupe_key)
    select ${favourites.memberId}, ${kind}, ${params}, '/ad/' || ${ads.id}, ${dedupePrefix} || ':' || ${favourites.memberId}
    from ${favourites}
    join ${ads} on ${ads.id} = ${favourites.adId}
    join ${members} on ${members.id} = ${favourites.memberId} and ${members.deletedAt} is null
    where ${favourites.memberId} <> ${ads.ownerId} and ${where}
    on conflict do nothing
    returning id`)) as { rows: Array<{ id: number }> };
  return result.rows.map((row) => row.id);
}

/**
 * Tells the followers of a live ad that its price went down from `oldFils` (to the ad's price now), once per follower
 * and price. Call it after the update, in its transaction.
 */
export function noticePriceDrop(executor: Executor, adId: number, oldFils: number): Promise<number[]> {
  const params = sql`jsonb_build_object('ad', ${adTitle}, 'oldPrice', jsonb_build_object('fils', ${oldFils}::bigint),
    'price', jsonb_build_object('fils', ${ads.priceFils}))`;
  return noticeFollowers(
    executor,
    'favourite-price-dropped',
    params,
    sql`'fav-drop:' || ${ads.id} || ':' || ${ads.priceFils}`,
    sql`${ads.id} = ${adId} and ${ads.priceFils} < ${oldFils}`,
  );
}

/**
 * Tells the followers of the chosen ads that they are no longer on offer (withdrawn, deleted or expired), once per
 * publication: a reposted ad that ends again tells them again. Call it while the ads still have their publication date
 * and their favourites (before a withdrawal clears the one and a deletion's cascade the other).
 */
export function noticeNoLongerOffered(executor: Executor, where: SQL): Promise<number[]> {
  return noticeFollowers(
    executor,
    'favourite-sold',
    sql`jsonb_build_object('ad', ${adTitle})`,
    sql`'fav-gone:' || ${ads.id} || ':' || coalesce(floor(extract(epoch from ${ads.publishedAt}) * 1000)::bigint, 0)`,
    where,
  );
}
