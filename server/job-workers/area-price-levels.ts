import { invalidatePages } from '../lib/page-cache';
import { pageTags } from '../lib/page-tags';
import { logger } from '../logger';
import { refreshAreaPriceLevels } from '../services/ads/fair-price';
import { defineWorker } from '../jobs/queue';

/**
 * Daily at 04:30 Kuwait time, after the night's deals are in: the medians the fair-price badges compare with. The
 * lists' badges and filter and every ad page's fair-price line change with them, so those pages expire.
 */
export const areaPriceLevelsJob = defineWorker({
  name: 'area-price-levels',
  cron: '30 4 * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => {
    logger.info({ levels: await refreshAreaPriceLevels() }, 'area price levels done');
    await invalidatePages([pageTags.ads, pageTags.priceLevels]);
  },
});
