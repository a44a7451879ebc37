import { idParamSchema } from '@/lib/schemas/common';
import { newsletterNoteSchema, newsletterScheduleSchema } from '@/lib/schemas/newsletter';
import { requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  cancelIssueSchedule,
  currentIssueView,
  saveIssueNote,
  scheduleIssue,
  sendIssueNow,
} from '../../services/newsletter/issues';
import { recentIssues } from '../../services/newsletter/reach';

const content = requireStaff('content');

/** The coming Saturday's issue (issue 30 §7): both languages' e-mails, the notes, the state and the progress. */
export const getNewsletterIssue = factory.createHandlers(...content, async (c) =>
  c.json({ data: await currentIssueView() }),
);

/** The latest 12 issues by week, newest first: state, recipients, deliveries by state and opens. */
export const getNewsletterIssues = factory.createHandlers(...content, async (c) =>
  c.json({ data: await recentIssues() }),
);

export const putNewsletterNote = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', newsletterNoteSchema),
  async (c) => c.json({ data: await saveIssueNote(c.req.valid('param').id, c.req.valid('json')) }),
);

/** Sends the issue now to every confirmed subscriber (an issue sending or sent: 409 NEWSLETTER_ISSUE_SENT). */
export const postNewsletterSend = factory.createHandlers(...content, validate('param', idParamSchema), async (c) =>
  c.json({ data: await sendIssueNow(c.get('member').id, c.req.valid('param').id) }),
);

export const postNewsletterSchedule = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', newsletterScheduleSchema),
  async (c) =>
    c.json({ data: await scheduleIssue(c.get('member').id, c.req.valid('param').id, c.req.valid('json').at) }),
);

export const deleteNewsletterSchedule = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  async (c) => c.json({ data: await cancelIssueSchedule(c.get('member').id, c.req.valid('param').id) }),
);
