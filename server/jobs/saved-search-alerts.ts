import { defineJob, enqueue } from './queue';

/** An ad went live (published or reposted): the instant searches it matches are told now. */
export const savedSearchInstantJob = defineJob<{ adId: number; publishedAt: string }>({
  name: 'saved-search-instant',
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/** Queued after the transaction that made the ad live; one job per publication (a repost is another). */
export const queueInstantAlerts = (adId: number, publishedAt: Date) =>
  enqueue(
    savedSearchInstantJob,
    { adId, publishedAt: publishedAt.toISOString() },
    { idempotencyKey: `${adId}:${publishedAt.getTime()}` },
  );
