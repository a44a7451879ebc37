import { invalidatePages } from '../lib/page-cache';
import { pageTags } from '../lib/page-tags';
import { logger } from '../logger';
import { refreshAreaPriceLevels } from '../services/ads/fair-price';
import { runValuationBacktest } from '../services/instant-valuations/accuracy';
import { dealImportRefreshJob } from '../jobs/deal-import-refresh';
import { defineWorker } from '../jobs/queue';

/**
 * After a committed deals import, without waiting for the night: the area price levels (so the fair-price badges), then
 * the estimator's backtest; the lists with badges expire with them. Each step rewrites its table whole, so a retry or a
 * second run does no harm.
 */
export const dealImportRefreshWorker = defineWorker({
  ...dealImportRefreshJob,
  run: async ({ importId }) => {
    const levels = await refreshAreaPriceLevels();
    await invalidatePages([pageTags.ads, pageTags.priceLevels, pageTags.deals]);
    const backtest = await runValuationBacktest();
    logger.info({ importId, levels, backtest }, 'deals import refresh done');
  },
});
