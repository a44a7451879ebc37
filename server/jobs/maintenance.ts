import { lt, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { otpChallenges, otpSends } from '../db/schema/accounts';
import { invalidatePages } from '../lib/page-cache';
import { pageTags } from '../lib/page-tags';
import { logger } from '../logger';
import { expireAds } from '../services/ads/expire-ads';
import { purgeDeletedMembers } from '../services/members/members';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Daily housekeeping: expire lapsed ads, purge members 90 days after deletion, forget old one-time-code records and
 * refresh the planner's statistics (PGlite has no autovacuum; on a PostgreSQL server it is harmless).
 */
export async function runMaintenance(now = new Date()): Promise<void> {
  const expiredAds = await expireAds(now);
  if (expiredAds > 0) await invalidatePages([pageTags.ads]);
  const purged = await purgeDeletedMembers(now);
  await db().delete(otpSends).where(lt(otpSends.createdAt, new Date(now.getTime() - DAY_MS)));
  await db().delete(otpChallenges).where(lt(otpChallenges.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db().execute(sql`analyze`);
  logger.info({ purgedMembers: purged, expiredAds }, 'maintenance done');
}

/** Ad expiry alone, also hourly: an owner's list should not wait a day to show an ad as expired. */
export async function runAdExpiry(now = new Date()): Promise<void> {
  const expiredAds = await expireAds(now);
  if (expiredAds > 0) await invalidatePages([pageTags.ads]);
  logger.info({ expiredAds }, 'ad expiry done');
}

/** In-process schedule: maintenance once shortly after start, then every 24 hours; ad expiry every hour. */
export function scheduleMaintenance(): void {
  const run = () => runMaintenance().catch((err: unknown) => logger.error({ err }, 'maintenance failed'));
  setTimeout(run, 60_000).unref();
  setInterval(run, DAY_MS).unref();
  const expire = () => runAdExpiry().catch((err: unknown) => logger.error({ err }, 'ad expiry failed'));
  setInterval(expire, HOUR_MS).unref();
}
