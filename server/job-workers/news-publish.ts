import { invalidatePages } from '../lib/page-cache';
import { pageTags } from '../lib/page-tags';
import { newsPublishJob } from '../jobs/news-publish';
import { defineWorker } from '../jobs/queue';

/**
 * Expires the news tag when a scheduled article's time comes. It changes no data, so a retry, a second run, or a run
 * for an article since rescheduled or unpublished only renders the pages afresh.
 */
export const newsPublishWorker = defineWorker({
  ...newsPublishJob,
  run: () => invalidatePages([pageTags.news]),
});
