import { newsletterBatchJob, newsletterConfirmJob, newsletterStartJob } from '../jobs/newsletter';
import { defineWorker } from '../jobs/queue';
import { assembleUpcomingIssue, sendIssueBatch, startScheduledIssue } from '../services/newsletter/issues';
import { sendConfirmEmail } from '../services/newsletter/subscribers';

export const newsletterConfirmWorker = defineWorker({
  ...newsletterConfirmJob,
  run: ({ subscriberId }) => sendConfirmEmail(subscriberId),
});

export const newsletterStartWorker = defineWorker({
  ...newsletterStartJob,
  run: ({ issueId, at }) => startScheduledIssue(issueId, new Date(at)),
});

export const newsletterBatchWorker = defineWorker({
  ...newsletterBatchJob,
  run: ({ issueId, batch }) => sendIssueBatch(issueId, batch),
});

/** Thursdays at 09:00 Kuwait time: the coming Saturday's issue is assembled as a draft, ready for the editor. */
export const newsletterDraftJob = defineWorker({
  name: 'newsletter-draft',
  cron: '0 9 * * 4',
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async () => {
    await assembleUpcomingIssue();
  },
});
