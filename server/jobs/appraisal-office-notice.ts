import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { appraisalStatus } from '@/lib/appraisals/constants';
import { db } from '../db/client';
import { appraisalRequests, appraisers } from '../db/schema/appraisals';
import { logger } from '../logger';
import { sendAppraisalOfficeNotice } from '../services/appraisals/office-notice';
import { defineJob, enqueue } from './queue';

/** One paid appraisal request to its office's desk; retried with backoff (1, 2, 4 … 128 minutes), then a dead letter. */
export const appraisalOfficeNoticeJob = defineJob<{ requestId: number }>({
  name: 'appraisal-office-notice',
  retryLimit: 8,
  retryDelaySeconds: 60,
  run: ({ requestId }) => sendAppraisalOfficeNotice(requestId),
});

/** Queued once the fee's capture has committed; the idempotency key makes a second queueing of the same request a no-op. */
export const queueAppraisalOfficeNotice = (requestId: number) => enqueue(appraisalOfficeNoticeJob, { requestId }, { idempotencyKey: String(requestId) });

const STRANDED_AFTER_MS = 10 * 60_000;

/**
 * Every 30 minutes: paid requests still unannounced ten minutes after payment (a crash between the capture and the
 * queueing, or a notice that ran out of retries) are sent now, one by one; a failure waits for the next sweep. Only
 * requests still waiting for the office (status received) whose office has an e-mail: the others would only warn again.
 */
export const appraisalOfficeNoticeSweepJob = defineJob({
  name: 'appraisal-office-notice-sweep',
  cron: '*/30 * * * *',
  retryLimit: 0,
  retryDelaySeconds: 60,
  run: async () => {
    const stranded = await db()
      .select({ id: appraisalRequests.id })
      .from(appraisalRequests)
      .innerJoin(appraisers, eq(appraisers.id, appraisalRequests.appraiserId))
      .where(
        and(
          isNull(appraisalRequests.officeNotifiedAt),
          eq(appraisalRequests.status, appraisalStatus.received),
          lt(appraisalRequests.paidAt, new Date(Date.now() - STRANDED_AFTER_MS)),
          isNotNull(appraisers.email),
        ),
      );
    for (const { id } of stranded) {
      await sendAppraisalOfficeNotice(id).catch((err: unknown) => logger.warn({ err, requestId: id }, 'appraisal request still not sent to its office'));
    }
  },
});
