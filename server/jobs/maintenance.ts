import { lt } from 'drizzle-orm';
import { db } from '../db/client';
import { otpChallenges, otpSends } from '../db/schema/accounts';
import { logger } from '../logger';
import { purgeDeletedMembers } from '../services/members/members';

const DAY_MS = 24 * 3600 * 1000;

/** Daily housekeeping: purge members 90 days after deletion and forget old one-time-code records. */
export async function runMaintenance(now = new Date()): Promise<void> {
  const purged = await purgeDeletedMembers(now);
  await db().delete(otpSends).where(lt(otpSends.createdAt, new Date(now.getTime() - DAY_MS)));
  await db().delete(otpChallenges).where(lt(otpChallenges.expiresAt, new Date(now.getTime() - DAY_MS)));
  logger.info({ purgedMembers: purged }, 'maintenance done');
}

/** In-process schedule: once shortly after start, then every 24 hours. */
export function scheduleMaintenance(): void {
  const run = () => runMaintenance().catch((err: unknown) => logger.error({ err }, 'maintenance failed'));
  setTimeout(run, 60_000).unref();
  setInterval(run, DAY_MS).unref();
}
