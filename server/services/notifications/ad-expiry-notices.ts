import { sql } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { queueDeliveries } from './notify';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The notices of an ad's end, each for the ads whose expiry lies in its window: 3 days before, 1 day before, and
 * once it has expired. The windows meet, so an hourly or daily run catches every ad in each (one that is published
 * with less than 3 days left gets the notices still ahead of it).
 */
const stages = [
  { key: 'expiring-3', kind: 'ad-expiring', days: 3, status: adStatus.approved, from: DAY_MS, to: 3 * DAY_MS },
  { key: 'expiring-1', kind: 'ad-expiring', days: 1, status: adStatus.approved, from: 0, to: DAY_MS },
  // A run that lags (an instance down for a day) still tells of expiries in the last 2 days, and no older ones.
  { key: 'expired', kind: 'ad-expired', days: 0, status: adStatus.expired, from: -2 * DAY_MS, to: 0 },
] as const;

/**
 * Writes the due notices in one statement per stage, on the database, and queues their e-mails. Each notice's dedupe
 * key names the ad, the stage and the expiry it is about, so running again (twice a day, two instances) writes
 * nothing new, and a reposted ad, with its new expiry, is reminded again. The link opens the owner's page of the ad,
 * with its repost button once the ad has expired.
 */
export async function sendAdExpiryNotices(now = new Date()): Promise<number> {
  let sent = 0;
  for (const stage of stages) {
    const from = new Date(now.getTime() + stage.from);
    const to = new Date(now.getTime() + stage.to);
    const params = sql`jsonb_build_object(
      'ad', jsonb_build_object('ar', ${ads.title}, 'en', ${ads.titleEn}),
      'expiresOn', jsonb_build_object('date', to_jsonb(${ads.expiresAt})),
      'days', ${stage.days}::int)`;
    const result = (await db().execute(sql`
      insert into ${notifications} (member_id, kind, params, link, dedupe_key)
      select ${ads.ownerId}, ${stage.kind}, ${params}, '/profile/ads/' || ${ads.id},
             ${`ad:${stage.key}:`} || ${ads.id} || ':' || floor(extract(epoch from ${ads.expiresAt}))::bigint
      from ${ads} join ${members} on ${members.id} = ${ads.ownerId} and ${members.deletedAt} is null
      where ${ads.status} = ${stage.status} and ${ads.ownerSuspendedAt} is null and ${ads.expiresAt} > ${from.toISOString()}::timestamptz and ${ads.expiresAt} <= ${to.toISOString()}::timestamptz
      on conflict do nothing
      returning id`)) as { rows: Array<{ id: number }> };
    await queueDeliveries(result.rows.map((row) => row.id));
    sent += result.rows.length;
  }
  return sent;
}
