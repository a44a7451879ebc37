import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { appraisalStatus } from '@/lib/appraisals/constants';
import { db } from '../db/client';
import { appraisalRequests, appraisers } from '../db/schema/appraisals';
import { logger } from '../logger';
import { sendAppraisalOfficeNotice } from '../services/appraisals/office-notice';
import { appraisalOfficeNoticeJob } from '../jobs/appraisal-office-notice';
import { defineWorker } from '../jobs/queue';

export const appraisalOfficeNoticeWorker = defineWorker({
  ...appraisalOfficeNoticeJob,
  run: ({ requestId }) => sendAppraisalOfficeNotice(requestId),
});

const STRANDED_AFTER_MS = 10 * 60_000;

/**
 * Every 30 minutes: paid requests still unannounced ten minutes after payment (a crash between the capture and the
 * queueing, or a notice that ran out of retries) are sent now, one by one; a failure waits for the next sweep. Only
 * requests still waiting for the office (status received) whose office has an e-mail: the others would only warn again.
 */
export const appraisalOfficeNoticeSweepJob = defineWorker({
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
      await sendAppraisalOfficeNotice(id).catch((err: unknown) =>
        logger.warn({ err, requestId: id }, 'appraisal request still not sent to its office'),
      );
    }
  },
});
