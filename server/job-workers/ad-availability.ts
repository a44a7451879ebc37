import { defineWorker } from '../jobs/queue';
import { logger } from '../logger';
import { askOwners, takeUnconfirmedOffLists } from '../services/ad-availability/availability';

/** Asks the owners whose ads are due "still available?", then takes the ads unconfirmed too long off the lists. */
export async function runAvailabilityChecks(now = new Date()): Promise<{ asked: number; unconfirmed: number }> {
  const asked = await askOwners(now);
  const unconfirmed = await takeUnconfirmedOffLists(now);
  return { asked, unconfirmed };
}

/** Daily at 10:00 Kuwait time, when owners read their messages (the days between asks are in the database). */
export const availabilityCheckJob = defineWorker({
  name: 'ad-availability',
  cron: '0 10 * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => logger.info(await runAvailabilityChecks(), 'availability checks done'),
});
