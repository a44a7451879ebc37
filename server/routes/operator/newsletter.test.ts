import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '@/lib/schemas/newsletter';
import { db } from '../../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema/engagement';
import { staffAuditLog } from '../../db/schema/moderation';
import { memberNotificationSettings, notifications } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { newsletterBatchWorker, newsletterConfirmWorker } from '../../job-workers/newsletter';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { DeliveryRejected } from '../../providers/delivery-rejected';
import type { EmailMessage, EmailSender } from '../../providers/email/email-sender';
import { emailSender } from '../../providers/registry';
import { ensureIssue, sendIssueBatch, startSending } from '../../services/newsletter/issues';
import { newsletterToken } from '../../services/newsletter/newsletter-links';
import { confirmSubscription } from '../../services/newsletter/subscribers';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let editor: Session;
let member: Session;

const providers = globalThis as unknown as { manzilEmail?: EmailSender };
let outbox: EmailSender;
/** Every newsletter e-mail "sent" in this test, by recipient; `failOn` makes the n-th send throw. */
let sent: EmailMessage[] = [];
let failOn: ((message: EmailMessage, index: number) => Error | undefined) | undefined;

const json = async <T>(res: Response) => (await res.json()) as T;
const issueApi = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  api.request(`/api/v1/operator/newsletter${path}`, { ...init, headers: bearer(editor.token) });

/** `count` confirmed subscribers `<prefix>-<n>@example.com`, inserted with one statement. */
async function confirmedSubscribers(prefix: string, count: number, locale: 'ar' | 'en' = 'ar') {
  await db().execute(sql`
    insert into ${newsletterSubscribers} (email, locale, confirmed_at)
    select ${prefix} || '-' || n || '@example.com', ${locale}, now() from generate_series(1, ${count}) n`);
}

const counts = (messages: EmailMessage[]) => {
  const byAddress = new Map<string, number>();
  for (const message of messages) byAddress.set(message.to, (byAddress.get(message.to) ?? 0) + 1);
  return byAddress;
};

let week = 0;
/** A Saturday of its own for each test's issue. */
const nextWeek = () => new Date(Date.UTC(2031, 0, 4 + 7 * week++)).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await testApp();
  editor = await registerByPhone(api);
  await grantRole(editor.id, 'content');
  member = await registerByPhone(api);
  outbox = emailSender();
});

beforeEach(async () => {
  await db().delete(newsletterSubscribers);
  sent = [];
  failOn = undefined;
  providers.manzilEmail = {
    name: 'outbox',
    async send(message) {
      const error = failOn?.(message, sent.length);
      if (error) throw error;
      if (message.headers) sent.push(message);
      await outbox.send(message);
    },
  };
});

afterAll(async () => {
  providers.manzilEmail = outbox;
  await stopJobQueue();
});

describe('double opt-in', () => {
  it('keeps a sign-up pending until its signed link is opened, and answers alike for a known address', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const signUp = () =>
      api.request('/api/v1/common/newsletter-subscribers', {
        method: 'POST',
        headers: { 'x-localization': 'en' },
        json: { email },
      });
    expect((await signUp()).status).toBe(201);
    await runDueJobs(newsletterConfirmWorker);
    const [mail] = await db().select().from(devOutbox).where(eq(devOutbox.recipient, email));
    expect(mail?.subject).toContain('Confirm');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.body)![1]!);
    const [pending] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(pending).toMatchObject({ confirmedAt: null, locale: 'en' });

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(confirmSubscription(tampered)).rejects.toMatchObject({ code: 'LINK_INVALID' });
    await expect(confirmSubscription(newsletterToken('newsletter-unsubscribe', pending!.id))).rejects.toMatchObject({
      code: 'LINK_INVALID',
    });
    const expired = newsletterToken('newsletter-confirm', pending!.id, new Date(Date.now() - 1000));
    await expect(confirmSubscription(expired)).rejects.toMatchObject({ code: 'LINK_EXPIRED' });

    expect(await confirmSubscription(token)).toEqual({ email });
    const [confirmed] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(confirmed!.confirmedAt).not.toBeNull();

    expect((await signUp()).status).toBe(201);
    await runDueJobs(newsletterConfirmWorker);
    expect(await db().select().from(devOutbox).where(eq(devOutbox.recipient, email))).toHaveLength(1);

    await db()
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, confirmed!.id));
    expect((await signUp()).status).toBe(201);
    const [again] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(again).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });
});

describe('the content desk: the weekly newsletter', () => {
  it('is for the content role only', async () => {
    const res = await api.request('/api/v1/operator/newsletter/issue', { headers: bearer(member.token) });
    expect(res.status).toBe(403);
  });

  it('previews both languages, sends once per subscriber with one-click unsubscribe, and audits', async () => {
    await confirmedSubscribers('weekly', 3);
    await confirmedSubscribers('weekly-en', 1, 'en');
    await db().insert(newsletterSubscribers).values({ email: 'pending@example.com', locale: 'ar' });
    await db()
      .insert(memberNotificationSettings)
      .values({ memberId: member.id, channels: { 'news-digest': { email: true } } })
      .onConflictDoUpdate({
        target: memberNotificationSettings.memberId,
        set: { channels: { 'news-digest': { email: true } } },
      });

    const current = (await json<{ data: NewsletterIssue }>(await issueApi('/issue'))).data;
    expect(current.preview.ar.html).toContain('dir="rtl"');
    expect(current.preview.en.html).toContain('dir="ltr"');
    await db().delete(newsletterIssues).where(eq(newsletterIssues.id, current.id));
    const issue = await ensureIssue(nextWeek());

    const noted = await issueApi(`/issues/${issue.id}/note`, {
      method: 'PUT',
      json: { noteAr: 'ملاحظة المحرر', noteEn: "Editor's note" },
    });
    expect((await json<{ data: NewsletterIssue }>(noted)).data.preview.en.text).toContain("Editor's note");

    const past = await issueApi(`/issues/${issue.id}/schedule`, {
      method: 'POST',
      json: { at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await issueApi(`/issues/${issue.id}/schedule`, { method: 'POST', json: { at: later } })).status).toBe(200);
    expect((await issueApi(`/issues/${issue.id}/schedule`, { method: 'DELETE' })).status).toBe(200);

    const send = await issueApi(`/issues/${issue.id}/send`, { method: 'POST' });
    expect(send.status).toBe(200);
    expect((await json<{ data: NewsletterIssue }>(send)).data).toMatchObject({ state: 'sending', recipients: 4 });
    expect((await issueApi(`/issues/${issue.id}/send`, { method: 'POST' })).status).toBe(409);

    expect(await runDueJobs(newsletterBatchWorker)).toEqual({ completed: 1, failed: 0 });
    await sendIssueBatch(issue.id, 0);
    await startSending(issue.id);
    await runDueJobs(newsletterBatchWorker);
    expect([...counts(sent).values()]).toEqual([1, 1, 1, 1]);
    expect(sent.map((m) => m.to)).not.toContain('pending@example.com');

    const english = sent.find((m) => m.to === 'weekly-en-1@example.com')!;
    expect(english.text).toContain("Editor's note");
    expect(english.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(english.headers!['List-Unsubscribe']!)![1]!;
    const [stored] = await db().select().from(devOutbox).where(eq(devOutbox.recipient, 'weekly-en-1@example.com'));
    expect(stored!.headers).toEqual(english.headers);

    const url = new URL(oneClick);
    const browser = await api.request(`${url.pathname}${url.search}`);
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toMatch(/\/newsletter\/unsubscribe\?token=[^&]+&lang=en$/);
    const post = await api.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    const [gone] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'weekly-en-1@example.com'));
    expect(gone!.unsubscribedAt).not.toBeNull();

    const done = (await json<{ data: NewsletterIssue }>(await issueApi('/issue'))).data;
    expect(done.progress).toBeDefined();
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(row!.state).toBe('sent');

    const audit = await db()
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entityType, 'newsletter-issue'), eq(staffAuditLog.entityId, issue.id)))
      .orderBy(staffAuditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'newsletter-issue.schedule',
      'newsletter-issue.cancel',
      'newsletter-issue.send',
    ]);
    const digests = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, member.id), eq(notifications.kind, 'news-digest')));
    expect(digests).toHaveLength(1);
  });

  it(
    'completes a run that failed after its first batch without sending anyone twice',
    { timeout: 120_000 },
    async () => {
      await confirmedSubscribers('batches', 700);
      const issue = await ensureIssue(nextWeek());
      await db().update(newsletterIssues).set({ state: 'sending' }).where(eq(newsletterIssues.id, issue.id));
      failOn = (_message, index) => (index === 600 ? new Error('the SMTP connection dropped') : undefined);
      await startSending(issue.id);
      const first = await runDueJobs(newsletterBatchWorker);
      expect(first.failed).toBeGreaterThan(0);
      expect(sent.length).toBeLessThan(700);

      failOn = undefined;
      for (const batch of [0, 1]) await sendIssueBatch(issue.id, batch);
      await sendIssueBatch(issue.id, 1);
      const perAddress = counts(sent);
      expect(perAddress.size).toBe(700);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
      const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
      expect(row).toMatchObject({ state: 'sent', recipients: 700 });
    },
  );

  it('skips unsubscribed and bouncing addresses and never sends to a bounce again', async () => {
    await confirmedSubscribers('skip', 4);
    const issue = await ensureIssue(nextWeek());
    await db().update(newsletterIssues).set({ state: 'sending' }).where(eq(newsletterIssues.id, issue.id));
    await startSending(issue.id);
    await db()
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'skip-1@example.com'));
    await db()
      .update(newsletterSubscribers)
      .set({ bouncedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'skip-2@example.com'));
    failOn = (message) =>
      message.to === 'skip-3@example.com' ? new DeliveryRejected('550 no such mailbox') : undefined;
    await sendIssueBatch(issue.id, 0);
    expect(sent.map((m) => m.to)).toEqual(['skip-4@example.com']);
    const states = await db()
      .select({ email: newsletterSubscribers.email, state: newsletterDeliveries.state })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(eq(newsletterDeliveries.issueId, issue.id))
      .orderBy(newsletterSubscribers.email);
    expect(states.map((s) => s.state)).toEqual(['skipped', 'skipped', 'failed', 'sent']);
    const [bounced] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'skip-3@example.com'));
    expect(bounced!.bouncedAt).not.toBeNull();

    const next = await ensureIssue(nextWeek());
    await db().update(newsletterIssues).set({ state: 'sending' }).where(eq(newsletterIssues.id, next.id));
    await startSending(next.id);
    const [{ recipients }] = (await db()
      .select({ recipients: newsletterIssues.recipients })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, next.id))) as [{ recipients: number }];
    expect(recipients).toBe(1);
  });

  it('queues an issue for 100,000 subscribers in under a minute', { timeout: 120_000 }, async () => {
    await confirmedSubscribers('bulk', 100_000);
    const issue = await ensureIssue(nextWeek());
    await db().update(newsletterIssues).set({ state: 'sending' }).where(eq(newsletterIssues.id, issue.id));
    const started = performance.now();
    await startSending(issue.id);
    const elapsed = performance.now() - started;
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(row!.recipients).toBe(100_000);
    expect(elapsed).toBeLessThan(60_000);
  });
});
