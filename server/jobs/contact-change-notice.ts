import { defineJob, enqueue } from './queue';

export type ContactChangeNotice = { channel: 'sms' | 'email'; to: string; subject: string; text: string };

/** A notice to a member's former phone or e-mail; retried with backoff (1, 2, 4 … 32 minutes), then a dead letter. */
export const contactChangeNoticeJob = defineJob<ContactChangeNotice>({
  name: 'contact-change-notice',
  retryLimit: 6,
  retryDelaySeconds: 60,
});

/**
 * Queued once the change committed, so that a member whose phone or e-mail was changed with a stolen session hears of
 * it where they can still read it. One job per change and channel.
 */
export async function queueContactChangeNotices(
  change: { memberId: number; at: Date },
  notices: ContactChangeNotice[],
): Promise<void> {
  for (const notice of notices)
    await enqueue(contactChangeNoticeJob, notice, {
      idempotencyKey: `${change.memberId}:${notice.channel}:${change.at.getTime()}`,
    });
}
