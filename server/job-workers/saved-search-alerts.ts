import { logger } from '../logger';
import { matchSavedSearches } from '../services/saved-searches/match-saved-searches';
import { defineWorker } from '../jobs/queue';
import { savedSearchInstantJob } from '../jobs/saved-search-alerts';

export const savedSearchInstantWorker = defineWorker({
  ...savedSearchInstantJob,
  run: async ({ adId }) => {
    logger.info({ adId, alerts: await matchSavedSearches('instant', { adId }) }, 'instant saved-search alerts');
  },
});

/** Daily at 08:00 Kuwait time: everything new since each daily search's last alert. */
export const savedSearchDailyJob = defineWorker({
  name: 'saved-search-daily',
  cron: '0 8 * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => {
    logger.info({ alerts: await matchSavedSearches('daily') }, 'daily saved-search alerts');
  },
});

/** Weekly on Saturday, the first day of Kuwait's working week, at 08:00 Kuwait time. */
export const savedSearchWeeklyJob = defineWorker({
  name: 'saved-search-weekly',
  cron: '0 8 * * 6',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => {
    logger.info({ alerts: await matchSavedSearches('weekly') }, 'weekly saved-search alerts');
  },
});
