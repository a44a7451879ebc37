import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NewsletterIssue, NewsletterNoteInput } from '@/lib/schemas/newsletter';
import { db, type Executor } from '../../db/client';
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  type NewsletterDeliveryState,
} from '../../db/schema/engagement';
import { memberNotificationSettings } from '../../db/schema/notifications';
import { members } from '../../db/schema/accounts';
import { queueIssueBatch, queueIssueStart } from '../../jobs/newsletter';
import { ApiError } from '../../lib/errors';
import { DeliveryRejected } from '../../providers/delivery-rejected';
import { emailSender } from '../../providers/registry';
import { notify } from '../notifications/notify';
import { recordAudit } from '../staff/audit-log';
import { assembleDigest, renderDigest, upcomingWeekOf } from './digest';
import { newsletterToken, oneClickUrl, openPixelUrl, unsubscribePageUrl } from './newsletter-links';
import { issueReach } from './reach';

/** Deliveries per batch job: one job's work stays short, and a failed batch is retried alone. */
export const NEWSLETTER_BATCH_SIZE = 500;

type IssueRow = typeof newsletterIssues.$inferSelect;

/** The issue of the Saturday `weekOf`, created as a draft the first time it is asked for. */
export async function ensureIssue(weekOf: string): Promise<IssueRow> {
  await db().insert(newsletterIssues).values({ weekOf }).onConflictDoNothing();
  const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.weekOf, weekOf));
  return issue!;
}

/** The weekly schedule's work (Thursday morning, Kuwait time): the coming Saturday's draft, ready for the editor. */
export const assembleUpcomingIssue = (now = new Date()) => ensureIssue(upcomingWeekOf(now));

async function issueById(id: number): Promise<IssueRow> {
  const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) throw new ApiError('NOT_FOUND');
  return issue;
}

/**
 * The issue as the desk shows it: both languages' e-mails (an unsent issue's digest is read from the data now, a
 * sending or sent one's is the digest it froze), its deliveries counted by state and how many were opened.
 */
export async function issueView(issue: IssueRow, now = new Date()): Promise<NewsletterIssue> {
  const digest = issue.digest ?? (await assembleDigest(issue.weekOf, now));
  const reach = (await issueReach([issue.id])).get(issue.id)!;
  return {
    id: issue.id,
    weekOf: issue.weekOf,
    state: issue.state,
    noteAr: issue.noteAr,
    noteEn: issue.noteEn,
    scheduledFor: issue.scheduledFor?.toISOString() ?? null,
    sentAt: issue.sentAt?.toISOString() ?? null,
    recipients: issue.recipients,
    ...reach,
    preview: {
      ar: renderDigest(digest, issue.noteAr, 'ar', unsubscribePageUrl('ar', 'preview')),
      en: renderDigest(digest, issue.noteEn, 'en', unsubscribePageUrl('en', 'preview')),
    },
  };
}

/** The desk's issue: the coming Saturday's. */
export async function currentIssueView(now = new Date()): Promise<NewsletterIssue> {
  return issueView(await ensureIssue(upcomingWeekOf(now)), now);
}

/** Locks an issue that can still change (draft or scheduled) inside `tx`. */
async function lockUnsent(tx: Executor, id: number) {
  const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
  if (!issue) throw new ApiError('NOT_FOUND');
  if (issue.state === 'sending' || issue.state === 'sent') throw new ApiError('NEWSLETTER_ISSUE_SENT');
  return issue;
}

export async function saveIssueNote(
  id: number,
  input: NewsletterNoteInput,
  now = new Date(),
): Promise<NewsletterIssue> {
  await db().transaction(async (tx) => {
    await lockUnsent(tx, id);
    await tx
      .update(newsletterIssues)
      .set({ ...input, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
  });
  return issueView(await issueById(id), now);
}

/** Sends an unsent issue now: it is marked sending with the audit record, then its deliveries are queued. */
export async function sendIssueNow(staffId: number, id: number, now = new Date()): Promise<NewsletterIssue> {
  await db().transaction(async (tx) => {
    const issue = await lockUnsent(tx, id);
    await tx
      .update(newsletterIssues)
      .set({ state: 'sending', scheduledFor: null, sendingStartedAt: now, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'newsletter-issue.send',
      entityType: 'newsletter-issue',
      entityId: id,
      before: { state: issue.state, scheduledFor: issue.scheduledFor?.toISOString() ?? null },
      after: { state: 'sending' },
      at: now,
    });
  });
  await startSending(id, now);
  return issueView(await issueById(id), now);
}

/** Schedules (or moves) an unsent issue to `at`, which must be in the future. */
export async function scheduleIssue(staffId: number, id: number, at: Date, now = new Date()): Promise<NewsletterIssue> {
  if (at.getTime() <= now.getTime())
    throw new ApiError('VALIDATION_FAILED', { at: ['newsletterDesk.validation.future'] });
  await db().transaction(async (tx) => {
    const issue = await lockUnsent(tx, id);
    await tx
      .update(newsletterIssues)
      .set({ state: 'scheduled', scheduledFor: at, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'newsletter-issue.schedule',
      entityType: 'newsletter-issue',
      entityId: id,
      before: { state: issue.state, scheduledFor: issue.scheduledFor?.toISOString() ?? null },
      after: { state: 'scheduled', scheduledFor: at.toISOString() },
      at: now,
    });
  });
  await queueIssueStart(id, at);
  return issueView(await issueById(id), now);
}

/** Takes a scheduled issue back to a draft; its queued start job then finds nothing to do. */
export async function cancelIssueSchedule(staffId: number, id: number, now = new Date()): Promise<NewsletterIssue> {
  await db().transaction(async (tx) => {
    const issue = await lockUnsent(tx, id);
    if (issue.state !== 'scheduled') return;
    await tx
      .update(newsletterIssues)
      .set({ state: 'draft', scheduledFor: null, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'newsletter-issue.cancel',
      entityType: 'newsletter-issue',
      entityId: id,
      before: { state: 'scheduled', scheduledFor: issue.scheduledFor?.toISOString() ?? null },
      after: { state: 'draft' },
      at: now,
    });
  });
  return issueView(await issueById(id), now);
}

/** The start job of a scheduled issue: sends it if it is still scheduled for this very time. */
export async function startScheduledIssue(id: number, at: Date, now = new Date()): Promise<void> {
  const [started] = await db()
    .update(newsletterIssues)
    .set({ state: 'sending', sendingStartedAt: now, updatedAt: now })
    .where(
      and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'scheduled'), eq(newsletterIssues.scheduledFor, at)),
    )
    .returning({ id: newsletterIssues.id });
  if (started) await startSending(id, now);
}

/**
 * Freezes the issue's digest, writes one delivery per confirmed, subscribed, not bouncing address (one statement; the
 * unique issue-and-subscriber pair makes a second run add only newcomers), queues one job per batch, and tells the
 * members who turned the weekly digest on, once per issue. Safe to run again after a failure part-way.
 */
export async function startSending(id: number, now = new Date()): Promise<void> {
  const issue = await issueById(id);
  if (!issue.digest)
    await db()
      .update(newsletterIssues)
      .set({ digest: await assembleDigest(issue.weekOf, now) })
      .where(and(eq(newsletterIssues.id, id), isNull(newsletterIssues.digest)));
  await db().execute(sql`
    insert into ${newsletterDeliveries} (issue_id, subscriber_id, batch)
    select ${id}, s.id, ((row_number() over (order by s.id)) - 1) / ${NEWSLETTER_BATCH_SIZE}
    from ${newsletterSubscribers} s
    where s.confirmed_at is not null and s.unsubscribed_at is null and s.bounced_at is null
    on conflict (issue_id, subscriber_id) do nothing`);
  const batches = await db()
    .select({ batch: newsletterDeliveries.batch, count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, id))
    .groupBy(newsletterDeliveries.batch);
  const recipients = batches.reduce((sum, row) => sum + row.count, 0);
  await db().update(newsletterIssues).set({ recipients }).where(eq(newsletterIssues.id, id));
  for (const { batch } of batches) await queueIssueBatch(id, batch);
  if (batches.length === 0) await finishIfDone(id, now);
  await notifyDigestMembers(id);
}

/** Members whose notification settings turned the weekly digest on for at least one channel. */
async function notifyDigestMembers(id: number): Promise<void> {
  const issue = await issueById(id);
  if (!issue.digest) return;
  const wanted = await db()
    .select({ id: members.id })
    .from(memberNotificationSettings)
    .innerJoin(members, eq(members.id, memberNotificationSettings.memberId))
    .where(
      and(
        isNull(members.deletedAt),
        sql`exists (select 1 from jsonb_each(${memberNotificationSettings.channels} -> 'news-digest') c where c.value = 'true'::jsonb)`,
      ),
    );
  const headline = {
    ar: renderDigest(issue.digest, '', 'ar', '').subject,
    en: renderDigest(issue.digest, '', 'en', '').subject,
  };
  for (const member of wanted)
    await notify(member.id, 'news-digest', { headline }, { link: '/news', dedupeKey: `news-digest:${id}` });
}

async function finishIfDone(id: number, now: Date): Promise<void> {
  await db()
    .update(newsletterIssues)
    .set({ state: 'sent', sentAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterIssues.id, id),
        eq(newsletterIssues.state, 'sending'),
        sql`not exists (select 1 from ${newsletterDeliveries} d where d.issue_id = ${id} and d.state = 'queued')`,
      ),
    );
}

const setDelivery = (deliveryId: number, state: NewsletterDeliveryState, error: string | null, now: Date) =>
  db()
    .update(newsletterDeliveries)
    .set({ state, error, updatedAt: now })
    .where(eq(newsletterDeliveries.id, deliveryId));

/**
 * Sends one batch. Each delivery is claimed (queued → sent) before its e-mail goes, so a batch run twice, or two runs
 * at once, send it once: an issue reaches an address at most once. A passing failure puts it back to queued and fails
 * the job, which is retried; a refusal for good marks it failed and the address bounced, never sent again; an
 * address unsubscribed or bounced since the issue was queued is skipped.
 */
export async function sendIssueBatch(id: number, batch: number, now = new Date()): Promise<void> {
  const issue = await issueById(id);
  if (!issue.digest || issue.state !== 'sending') return;
  const pending = await db()
    .select({ deliveryId: newsletterDeliveries.id, subscriber: newsletterSubscribers })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(
      and(
        eq(newsletterDeliveries.issueId, id),
        eq(newsletterDeliveries.batch, batch),
        eq(newsletterDeliveries.state, 'queued'),
      ),
    )
    .orderBy(newsletterDeliveries.id);
  const skipped = pending.filter(
    ({ subscriber }) => !subscriber.confirmedAt || subscriber.unsubscribedAt || subscriber.bouncedAt,
  );
  if (skipped.length > 0)
    await db()
      .update(newsletterDeliveries)
      .set({ state: 'skipped', updatedAt: now })
      .where(
        and(
          inArray(
            newsletterDeliveries.id,
            skipped.map((row) => row.deliveryId),
          ),
          eq(newsletterDeliveries.state, 'queued'),
        ),
      );
  for (const { deliveryId, subscriber } of pending) {
    if (skipped.some((row) => row.deliveryId === deliveryId)) continue;
    const [claimed] = await db()
      .update(newsletterDeliveries)
      .set({ state: 'sent', updatedAt: now })
      .where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.state, 'queued')))
      .returning({ id: newsletterDeliveries.id });
    if (!claimed) continue;
    const locale = subscriber.locale;
    const token = newsletterToken('newsletter-unsubscribe', subscriber.id);
    const email = renderDigest(
      issue.digest,
      locale === 'en' ? issue.noteEn : issue.noteAr,
      locale,
      unsubscribePageUrl(locale, token),
      openPixelUrl(newsletterToken('newsletter-open', deliveryId)),
    );
    try {
      await emailSender().send({
        to: subscriber.email,
        ...email,
        headers: {
          'List-Unsubscribe': `<${oneClickUrl(token, locale)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (err) {
      if (err instanceof DeliveryRejected) {
        await setDelivery(deliveryId, 'failed', err.message.slice(0, 500), now);
        await db()
          .update(newsletterSubscribers)
          .set({ bouncedAt: now })
          .where(and(eq(newsletterSubscribers.id, subscriber.id), isNull(newsletterSubscribers.bouncedAt)));
        continue;
      }
      await setDelivery(deliveryId, 'queued', null, now);
      throw err;
    }
  }
  await finishIfDone(id, now);
}
