import { and, eq, lt } from 'drizzle-orm';
import { db } from '../db/client';
import { financeRequests } from '../db/schema/finance-requests';
import { logger } from '../logger';
import { deliverFinanceRequest } from '../services/finance-requests/finance-requests';
import { financeRequestDeliveryJob } from '../jobs/finance-request-delivery';
import { defineWorker } from '../jobs/queue';

export const financeRequestDeliveryWorker = defineWorker({
  ...financeRequestDeliveryJob,
  run: ({ requestId }) => deliverFinanceRequest(requestId),
});

const STRANDED_AFTER_MS = 10 * 60_000;

/**
 * Every 30 minutes: requests still unsent ten minutes after they were made (a crash between storing and queueing, or
 * a delivery that ran out of retries) are sent now, one by one; a failure waits for the next sweep.
 */
export const financeRequestSweepJob = defineWorker({
  name: 'finance-request-sweep',
  cron: '*/30 * * * *',
  retryLimit: 0,
  retryDelaySeconds: 60,
  run: async () => {
    const stranded = await db()
      .select({ id: financeRequests.id })
      .from(financeRequests)
      .where(
        and(
          eq(financeRequests.status, 'received'),
          lt(financeRequests.createdAt, new Date(Date.now() - STRANDED_AFTER_MS)),
        ),
      );
    for (const { id } of stranded) {
      await deliverFinanceRequest(id).catch((err: unknown) =>
        logger.warn({ err, requestId: id }, 'finance request still not delivered'),
      );
    }
  },
});
