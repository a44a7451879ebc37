import { defineJob, enqueue } from './queue';

/** The confirm e-mail of a sign-up (double opt-in); one per sign-up request. */
export const newsletterConfirmJob = defineJob<{ subscriberId: number; requestedAt: number }>({
  name: 'newsletter-confirm',
  retryLimit: 5,
  retryDelaySeconds: 60,
});

/** A scheduled issue starts sending at its time; `at` names the schedule, so a rescheduled issue ignores the old job. */
export const newsletterStartJob = defineJob<{ issueId: number; at: string }>({
  name: 'newsletter-start',
  retryLimit: 5,
  retryDelaySeconds: 60,
});

/** One batch of an issue's deliveries; a retry sends only those not sent yet. */
export const newsletterBatchJob = defineJob<{ issueId: number; batch: number }>({
  name: 'newsletter-batch',
  retryLimit: 5,
  retryDelaySeconds: 60,
});

export const queueConfirmEmail = (subscriberId: number, requestedAt: Date) =>
  enqueue(
    newsletterConfirmJob,
    { subscriberId, requestedAt: requestedAt.getTime() },
    { idempotencyKey: `${subscriberId}:${requestedAt.getTime()}` },
  );

export const queueIssueStart = (issueId: number, at: Date) =>
  enqueue(
    newsletterStartJob,
    { issueId, at: at.toISOString() },
    { idempotencyKey: `${issueId}:${at.getTime()}`, startAfter: at },
  );

export const queueIssueBatch = (issueId: number, batch: number) =>
  enqueue(newsletterBatchJob, { issueId, batch }, { idempotencyKey: `${issueId}:${batch}` });
