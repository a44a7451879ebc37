import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuwaitDate } from '@/lib/kuwait-time';
import type { Dashboard } from '@/lib/schemas/dashboard';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { db } from '../../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema/engagement';
import { defineWorker, enqueue, runDueJobs, stopJobQueue } from '../../jobs/queue';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let admin: Session;

const json = async <T>(res: Response) => (await res.json()) as T;
const call = (session: Session, method: string, path: string) =>
  api.request(`/api/v1${path}`, { method, headers: { ...bearer(session.token), 'x-localization': 'en' } });
const figures = async () => (await json<{ data: Dashboard }>(await call(admin, 'GET', '/operator/dashboard'))).data;
const today = (board: Dashboard, metric: string) => board.series.find((s) => s.metric === metric)!.values.at(-1)!;

let failing = true;
const runs: string[] = [];
/** Fails while `failing`, with no retry: its first failure is a dead letter. */
const fragile = defineWorker<{ key: string }>({
  name: 'test-dashboard-fragile',
  retryLimit: 0,
  retryDelaySeconds: 1,
  async run({ key }) {
    runs.push(key);
    if (failing) throw new Error('mail provider refused the batch');
  },
});

beforeAll(async () => {
  api = await testApp();
  admin = await registerByPhone(api);
  await grantRole(admin.id, 'admin');
});

afterAll(() => stopJobQueue());

describe('the dashboard (issue 30 §9)', () => {
  it('counts each measure per Kuwait day over the last 30, today last', async () => {
    const before = await figures();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)).toBe(kuwaitDate(new Date()));
    expect(before.series.map((s) => s.metric)).toEqual([
      'newMembers',
      'adsPublished',
      'ordersPaid',
      'revenueFils',
      'refundsFils',
      'dealsImported',
      'newsletterSent',
      'newsletterOpened',
    ]);
    for (const series of before.series) {
      expect(series.values).toHaveLength(30);
      expect(series.total).toBe(series.values.reduce((sum, v) => sum + v, 0));
    }

    await registerByPhone(api);
    const [issue] = await db()
      .insert(newsletterIssues)
      .values({ weekOf: '2099-01-03', state: 'sent' })
      .returning({ id: newsletterIssues.id });
    const [subscriber] = await db()
      .insert(newsletterSubscribers)
      .values({ email: `dashboard-${Date.now()}@example.com`, locale: 'ar', confirmedAt: new Date() })
      .returning({ id: newsletterSubscribers.id });
    await db()
      .insert(newsletterDeliveries)
      .values({ issueId: issue!.id, subscriberId: subscriber!.id, batch: 0, state: 'sent', openedAt: new Date() });

    const after = await figures();
    expect(today(after, 'newMembers')).toBe(today(before, 'newMembers') + 1);
    expect(today(after, 'newsletterSent')).toBe(today(before, 'newsletterSent') + 1);
    expect(today(after, 'newsletterOpened')).toBe(today(before, 'newsletterOpened') + 1);
    expect(after.waiting.map((w) => w.desk)).toEqual(
      expect.arrayContaining(['moderation', 'licences', 'adVerifications', 'dealReviews', 'dealImports']),
    );
  });

  it('lists a job that failed every attempt, and a retry puts it back on its queue once', async () => {
    await enqueue(fragile, { key: 'batch-7' }, { idempotencyKey: 'batch-7' });
    expect(await runDueJobs(fragile)).toEqual({ completed: 0, failed: 1 });

    const board = await figures();
    expect(board.failedJobs).toContainEqual({ queue: fragile.name, lastDay: 1, lastWeek: 1 });
    const letter = board.deadLetters.find((l) => l.queue === fragile.name)!;
    expect(letter.error).toBe('mail provider refused the batch');

    const retried = await call(admin, 'POST', `/operator/jobs/dead-letters/${letter.id}/retry`);
    expect(retried.status).toBe(200);
    const { data } = await json<{ data: { queue: string; jobId: string } }>(retried);
    expect(data.queue).toBe(fragile.name);
    expect((await figures()).deadLetters.some((l) => l.id === letter.id)).toBe(false);
    expect((await call(admin, 'POST', `/operator/jobs/dead-letters/${letter.id}/retry`)).status).toBe(404);

    failing = false;
    expect(await runDueJobs(fragile)).toEqual({ completed: 1, failed: 0 });
    expect(runs).toEqual(['batch-7', 'batch-7']);

    const log = await json<{ data: AuditLogPage }>(await call(admin, 'GET', '/operator/audit-log?action=job.retry'));
    expect(log.data.items[0]).toMatchObject({
      action: 'job.retry',
      entityType: 'job',
      actor: { id: admin.id },
      before: { queue: fragile.name, deadLetterId: letter.id },
      after: { jobId: data.jobId },
    });
  });

  it('refuses an id that is not a job id', async () => {
    const res = await call(admin, 'POST', '/operator/jobs/dead-letters/42/retry');
    expect(res.status).toBe(400);
  });
});
