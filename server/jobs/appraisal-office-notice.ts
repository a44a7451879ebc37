import { defineJob, enqueue } from './queue';

/** One paid appraisal request to its office's desk; retried with backoff (1, 2, 4 … 128 minutes), then a dead letter. */
export const appraisalOfficeNoticeJob = defineJob<{ requestId: number }>({
  name: 'appraisal-office-notice',
  retryLimit: 8,
  retryDelaySeconds: 60,
});

/** Queued once the fee's capture has committed; the idempotency key makes a second queueing of the same request a no-op. */
export const queueAppraisalOfficeNotice = (requestId: number) =>
  enqueue(appraisalOfficeNoticeJob, { requestId }, { idempotencyKey: String(requestId) });
