import { logger } from '../logger';
import { expireLots } from '../services/payments/ledger';
import { expireStaleOrders } from '../services/payments/order-expiry';
import { reconcilePendingCharges } from '../services/payments/orders';
import { retryRefunds } from '../services/payments/refunds';
import { renewDueSubscriptions } from '../services/payments/renewals';
import { sendRenewalNotices } from '../services/payments/renewal-notices';
import { defineWorker } from '../jobs/queue';

/**
 * Every 5 minutes: asks the gateway about charges still open (a member who closed the tab before the redirect, a
 * webhook that never came) and credits those it says are CAPTURED, exactly once like every other path; asks again
 * for the refunds the gateway did not take.
 */
export const paymentReconciliationJob = defineWorker({
  name: 'payment-reconciliation',
  cron: '*/5 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  run: async () => {
    const result = await reconcilePendingCharges();
    if (result.checked > 0) logger.info(result, 'payment reconciliation done');
    await retryRefunds();
  },
});

/** Every 10 minutes: unpaid orders past PAYMENT_ORDER_EXPIRY_MINUTES expire and give back their promo code's use. */
export const paymentOrderExpiryJob = defineWorker({
  name: 'payment-order-expiry',
  cron: '*/10 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  run: async () => void (await expireStaleOrders()),
});

/** Hourly, ten past: what is left of lapsed packages leaves the balances as `expiry` rows. */
export const balanceExpiryJob = defineWorker({
  name: 'balance-expiry',
  cron: '10 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 120,
  run: async () => void (await expireLots()),
});

/**
 * Hourly, twenty past: data subscriptions whose paid period ends within SUBSCRIPTION_RENEWAL_LEAD_HOURS charge their
 * saved card for the next one — once per subscription and period (the renewal's unique key), whichever instance or
 * retry runs it.
 */
export const subscriptionRenewalJob = defineWorker({
  name: 'subscription-renewal',
  cron: '20 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => void (await renewDueSubscriptions()),
});

/** Daily at 10:00 Kuwait time: "renewal coming up" to every subscriber whose access ends within the notice days. */
export const renewalNoticeJob = defineWorker({
  name: 'renewal-notice',
  cron: '0 10 * * *',
  retryLimit: 2,
  retryDelaySeconds: 600,
  run: async () => void (await sendRenewalNotices()),
});
