import { logger } from '../logger';
import { expireLots } from '../services/payments/ledger';
import { reconcilePendingCharges } from '../services/payments/orders';
import { defineJob } from './queue';

/**
 * Every 5 minutes: asks the gateway about charges still open (a member who closed the tab before the redirect, a
 * webhook that never came) and credits those it says are CAPTURED, exactly once like every other path.
 */
export const paymentReconciliationJob = defineJob({
  name: 'payment-reconciliation',
  cron: '*/5 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  run: async () => {
    const result = await reconcilePendingCharges();
    if (result.checked > 0) logger.info(result, 'payment reconciliation done');
  },
});

/** Hourly, ten past: what is left of lapsed packages leaves the balances as `expiry` rows. */
export const balanceExpiryJob = defineJob({ name: 'balance-expiry', cron: '10 * * * *', retryLimit: 2, retryDelaySeconds: 120, run: async () => void (await expireLots()) });
