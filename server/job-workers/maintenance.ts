import { lt, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { otpChallenges, otpSends } from '../db/schema/accounts';
import { invalidatePages } from '../lib/page-cache';
import { pageTags } from '../lib/page-tags';
import { logger } from '../logger';
import { expireAds } from '../services/ads/expire-ads';
import { purgeDeletedMembers } from '../services/members/account-deletion';
import { sendAdExpiryNotices } from '../services/notifications/ad-expiry-notices';
import { requeueStrandedDeliveries } from '../services/notifications/stranded-deliveries';
import { deleteOrphanUploads } from '../services/uploads/orphan-uploads';
import { defineWorker } from '../jobs/queue';

const DAY_MS = 24 * 3600 * 1000;

/** Marks lapsed ads expired, then tells owners of the ads about to expire or just expired (once each). */
async function expireAndNotify(now: Date): Promise<{ expiredAds: number; expiryNotices: number }> {
  const expiredAds = await expireAds(now);
  if (expiredAds > 0) await invalidatePages([pageTags.ads]);
  return { expiredAds, expiryNotices: await sendAdExpiryNotices(now) };
}

/**
 * Daily housekeeping: expire lapsed ads, purge members 90 days after deletion, delete uploads never attached to
 * anything a day after they were stored, forget old one-time-code records and refresh the planner's statistics (PGlite
 * has no autovacuum; on a PostgreSQL server it is harmless).
 */
export async function runMaintenance(now = new Date()): Promise<void> {
  const expiry = await expireAndNotify(now);
  const purged = await purgeDeletedMembers(now);
  const orphanUploads = await deleteOrphanUploads(now);
  await db()
    .delete(otpSends)
    .where(lt(otpSends.createdAt, new Date(now.getTime() - DAY_MS)));
  await db()
    .delete(otpChallenges)
    .where(lt(otpChallenges.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db().execute(sql`analyze`);
  logger.info({ purge: purged, orphanUploads, ...expiry }, 'maintenance done');
}

/** Ad expiry alone, also hourly: an owner's list should not wait a day to show an ad as expired. */
export async function runAdExpiry(now = new Date()): Promise<void> {
  logger.info(await expireAndNotify(now), 'ad expiry done');
}

/** Daily at 03:00 Kuwait time, when the site is quietest. */
export const maintenanceJob = defineWorker({
  name: 'maintenance',
  cron: '0 3 * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: () => runMaintenance(),
});

/** Hourly, five minutes past the hour. */
export const adExpiryJob = defineWorker({
  name: 'ad-expiry',
  cron: '5 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 120,
  run: () => runAdExpiry(),
});

/** Every 10 minutes: deliveries a crash wrote but never queued go to the queue (once each, by their idempotency key). */
export const deliverySweepJob = defineWorker({
  name: 'delivery-sweep',
  cron: '*/10 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  run: async () => {
    const requeued = await requeueStrandedDeliveries();
    if (requeued > 0) logger.warn({ requeued }, 'stranded deliveries queued');
  },
});
