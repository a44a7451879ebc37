import { logger } from '../logger';
import { matchSavedSearches } from '../services/saved-searches/match-saved-searches';
import { defineJob, enqueue } from './queue';

/** An ad went live (published or reposted): the instant searches it matches are told now. */
export const savedSearchInstantJob = defineJob<{ adId: number; publishedAt: string }>({
  name: 'saved-search-instant',
  retryLimit: 5,
  retryDelaySeconds: 30,
  run: async ({ adId }) => {
    logger.info({ adId, alerts: await matchSavedSearches('instant', { adId }) }, 'instant saved-search alerts');
  },
});

/** Queued after the transaction that made the ad live; one job per publication (a repost is another). */
export const queueInstantAlerts = (adId: number, publishedAt: Date) =>
  enqueue(savedSearchInstantJob, { adId, publishedAt: publishedAt.toISOString() }, { idempotencyKey: `${adId}:${publishedAt.getTime()}` });

/** Daily at 08:00 Kuwait time: everything new since each daily search's last alert. */
export const savedSearchDailyJob = defineJob({
  name: 'saved-search-daily',
  cron: '0 8 * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => {
    logger.info({ alerts: await matchSavedSearches('daily') }, 'daily saved-search alerts');
  },
});

/** Weekly on Saturday, the first day of Kuwait's working week, at 08:00 Kuwait time. */
export const savedSearchWeeklyJob = defineJob({
  name: 'saved-search-weekly',
  cron: '0 8 * * 6',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => {
    logger.info({ alerts: await matchSavedSearches('weekly') }, 'weekly saved-search alerts');
  },
});
