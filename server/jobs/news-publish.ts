import { defineJob, enqueue } from './queue';

/** At a scheduled article's time: the news pages, the home page and the sitemap expire, so it appears at once. */
export const newsPublishJob = defineJob<{ articleId: number; at: string }>({
  name: 'news-publish',
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/** One job per article and time: scheduling the same time again adds nothing. */
export const queueNewsPublish = (articleId: number, at: Date) =>
  enqueue(
    newsPublishJob,
    { articleId, at: at.toISOString() },
    { idempotencyKey: `${articleId}:${at.toISOString()}`, startAfter: at },
  );
