import { logger } from '../logger';
import { runValuationBacktest } from '../services/instant-valuations/accuracy';
import { defineWorker } from '../jobs/queue';

/** Saturdays at 04:00 Kuwait time, after the week's deals are in: the estimator's published accuracy. */
export const valuationBacktestJob = defineWorker({
  name: 'valuation-backtest',
  cron: '0 4 * * 6',
  retryLimit: 1,
  retryDelaySeconds: 600,
  run: async () => {
    logger.info({ rows: await runValuationBacktest() }, 'valuation backtest done');
  },
});
