import { defineJob, enqueue } from './queue';

/** One finance request to its bank's desk; retried with backoff (1, 2, 4 … 128 minutes), then a dead letter. */
export const financeRequestDeliveryJob = defineJob<{ requestId: number }>({
  name: 'finance-request-delivery',
  retryLimit: 8,
  retryDelaySeconds: 60,
});

/** Queued after the request is stored; the idempotency key makes a second queueing of the same request a no-op. */
export const queueFinanceRequestDelivery = (requestId: number) =>
  enqueue(financeRequestDeliveryJob, { requestId }, { idempotencyKey: String(requestId) });
