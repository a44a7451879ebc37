import { defineJob, enqueue } from './queue';

/** After a deals import: the area price levels, the fair-price badges and the estimator's backtest from the new data. */
export const dealImportRefreshJob = defineJob<{ importId: number }>({
  name: 'deal-import-refresh',
  retryLimit: 3,
  retryDelaySeconds: 120,
});

/** Queued once the import's commit has committed; one refresh per import however often this is called. */
export const queueDealImportRefresh = (importId: number) =>
  enqueue(dealImportRefreshJob, { importId }, { idempotencyKey: String(importId) });
