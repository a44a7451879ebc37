import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsletterIssueSummary } from '@/lib/schemas/newsletter';
import { db } from '../../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema/engagement';
import { devOutbox } from '../../db/schema/outbox';
import { stopJobQueue } from '../../jobs/queue';
import { DeliveryRejected } from '../../providers/delivery-rejected';
import type { EmailSender } from '../../providers/email/email-sender';
import { emailSender } from '../../providers/registry';
import { ensureIssue, sendIssueBatch, startSending } from '../../services/newsletter/issues';
import { newsletterToken } from '../../services/newsletter/newsletter-links';
import { grantRole } from '../../services/staff/roles';
import { bearer, freshIp, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => vi.stubEnv('NEWSLETTER_OPENS_PER_IP_HOUR', '3'));

let api: Awaited<ReturnType<typeof testApp>>;
let editor: Awaited<ReturnType<typeof registerByPhone>>;
const providers = globalThis as unknown as { manzilEmail?: EmailSender };
let outbox: EmailSender;

const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let week = 0;
/** A Saturday of its own for each issue, later than any other test file's. */
const nextWeek = () => new Date(Date.UTC(2045, 0, 7 + 7 * week++)).toISOString().slice(0, 10);

/**
 * An issue sent to `count` new confirmed subscribers `<prefix>-<n>@example.com` (the first `rejected` of them refuse
 * it for good): the open pixel's path of each address's e-mail, and the issue's id.
 */
async function sentIssue(prefix: string, count: number, rejected = 0) {
  // Earlier tests' subscribers leave, keeping their issues' deliveries.
  await db().update(newsletterSubscribers).set({ unsubscribedAt: new Date() });
  await db().execute(sql`
    insert into ${newsletterSubscribers} (email, locale, confirmed_at)
    select ${prefix} || '-' || n || '@example.com', 'ar', now() from generate_series(1, ${count}) n`);
  const issue = await ensureIssue(nextWeek());
  await db().update(newsletterIssues).set({ state: 'sending' }).where(eq(newsletterIssues.id, issue.id));
  providers.manzilEmail = {
    name: 'outbox',
    async send(message) {
      const n = Number(new RegExp(`^${prefix}-(\\d+)@`).exec(message.to)?.[1]);
      if (n <= rejected) throw new DeliveryRejected('550 no such mailbox');
      await outbox.send(message);
    },
  };
  await startSending(issue.id);
  await sendIssueBatch(issue.id, 0);
  providers.manzilEmail = outbox;
  const pixels = new Map<string, string>();
  for (let n = rejected + 1; n <= count; n += 1) {
    const email = `${prefix}-${n}@example.com`;
    const [mail] = await db().select().from(devOutbox).where(eq(devOutbox.recipient, email));
    const src = /<img src="([^"]+)" width="1" height="1" alt=""/.exec(mail!.html!)![1]!.replace(/&amp;/g, '&');
    expect(mail!.body).not.toContain('/newsletter/opened');
    const url = new URL(src);
    pixels.set(email, `${url.pathname}${url.search}`);
  }
  return { issueId: issue.id, pixels };
}

const openedAt = async (email: string) => {
  const [row] = await db()
    .select({ openedAt: newsletterDeliveries.openedAt })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(eq(newsletterSubscribers.email, email));
  return row!.openedAt;
};

/** A pixel fetch answered as every fetch must be: the GIF, never stored, no cookie, loadable from webmail's site. */
async function fetchPixel(path: string, ip = freshIp()) {
  const res = await api.request(path, { headers: { 'x-forwarded-for': ip } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/gif');
  expect(res.headers.get('cache-control')).toBe('no-store, private');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(Buffer.from(await res.arrayBuffer())).toEqual(gif);
}

beforeAll(async () => {
  api = await testApp();
  editor = await registerByPhone(api);
  await grantRole(editor.id, 'content');
  outbox = emailSender();
});

afterAll(async () => {
  providers.manzilEmail = outbox;
  await stopJobQueue();
});

describe('the open pixel', () => {
  it('records the first open of a delivery and keeps it on later fetches', async () => {
    const { pixels } = await sentIssue('opens', 2);
    const [first, second] = [...pixels.keys()] as [string, string];
    expect(pixels.get(first)).toMatch(/^\/api\/v1\/newsletter\/opened\?token=[\w.%-]+$/);
    expect(await openedAt(first)).toBeNull();

    await fetchPixel(pixels.get(first)!);
    const firstOpen = await openedAt(first);
    expect(firstOpen).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fetchPixel(pixels.get(first)!);
    expect(await openedAt(first)).toEqual(firstOpen);
    expect(await openedAt(second)).toBeNull();
  });

  it('answers a missing, altered or other-purpose token with the same image and records nothing', async () => {
    const { pixels } = await sentIssue('strangers', 1);
    const [email, path] = [...pixels][0]!;
    const token = decodeURIComponent(new URL(path, 'http://x').searchParams.get('token')!);
    const [delivery] = await db()
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(eq(newsletterSubscribers.email, email));
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const query of [
      '',
      '?token=',
      '?token=not-a-token',
      `?token=${encodeURIComponent(altered)}`,
      `?token=${encodeURIComponent(newsletterToken('newsletter-unsubscribe', delivery!.id))}`,
      `?token=${encodeURIComponent(newsletterToken('newsletter-open', delivery!.id + 1_000_000))}`,
    ])
      await fetchPixel(`/api/v1/newsletter/opened${query}`);
    expect(await openedAt(email)).toBeNull();
  });

  it('records NEWSLETTER_OPENS_PER_IP_HOUR opens from one address, then still answers the image', async () => {
    const { pixels } = await sentIssue('proxy', 4);
    const ip = freshIp();
    for (const path of pixels.values()) await fetchPixel(path, ip);
    const opened = await Promise.all([...pixels.keys()].map(openedAt));
    expect(opened.filter((at) => at !== null)).toHaveLength(3);
  });
});

describe("the desk's recent issues", () => {
  it('counts each issue’s recipients, sent, failed and opened deliveries, newest first', async () => {
    const older = await sentIssue('desk-old', 2);
    const { issueId, pixels } = await sentIssue('desk', 5, 1);
    const paths = [...pixels.values()];
    await fetchPixel(paths[0]!);
    await fetchPixel(paths[0]!);
    await fetchPixel(paths[1]!);
    await fetchPixel(paths[2]!);

    const res = await api.request('/api/v1/operator/newsletter/issues', { headers: bearer(editor.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await res.json()) as { data: NewsletterIssueSummary[] };
    expect(data.length).toBeLessThanOrEqual(12);
    expect(data.map((issue) => issue.weekOf)).toEqual([...data.map((issue) => issue.weekOf)].sort().reverse());
    expect(data[0]).toMatchObject({
      id: issueId,
      state: 'sent',
      recipients: 5,
      progress: { queued: 0, sent: 4, failed: 1, skipped: 0 },
      opened: 3,
    });
    expect(data[1]).toMatchObject({ id: older.issueId, recipients: 2, progress: { sent: 2 }, opened: 0 });

    const member = await registerByPhone(api);
    const refused = await api.request('/api/v1/operator/newsletter/issues', { headers: bearer(member.token) });
    expect(refused.status).toBe(403);
  });
});
