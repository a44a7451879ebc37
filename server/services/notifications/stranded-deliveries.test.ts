import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { enqueueDelivery } from './notify';
import { requeueStrandedDeliveries } from './stranded-deliveries';

const MINUTE_MS = 60 * 1000;
const now = new Date();
let member: Awaited<ReturnType<typeof registerByPhone>>;

/** A notification with its e-mail delivery row as queueDeliveries writes it, and no job: what a crash leaves. */
async function delivery(
  headline: string,
  ageMs: number,
  state: Partial<typeof notificationDeliveries.$inferInsert> = {},
) {
  const [notification] = await db()
    .insert(notifications)
    .values({ memberId: member.id, kind: 'marketeer-event', params: { event: 'other', message: headline } })
    .returning({ id: notifications.id });
  const [row] = await db()
    .insert(notificationDeliveries)
    .values({
      notificationId: notification!.id,
      channel: 'email',
      createdAt: new Date(now.getTime() - ageMs),
      ...state,
    })
    .returning({ id: notificationDeliveries.id });
  return row!.id;
}

const mailsAbout = async (headline: string) =>
  (await db().select().from(devOutbox).where(eq(devOutbox.recipient, member.email.toLowerCase()))).filter((m) =>
    m.body.includes(headline),
  );

beforeAll(async () => {
  member = await registerByPhone(await testApp());
});

afterAll(async () => {
  await stopJobQueue();
});

describe('stranded deliveries sweep', () => {
  it('queues the deliveries never queued, once, and leaves the young, the queued, the old and the dead letters alone', async () => {
    await delivery('stranded one', 10 * MINUTE_MS);
    await delivery('just written', MINUTE_MS);
    await delivery('long gone', 2 * 24 * 60 * MINUTE_MS);
    await delivery('dead letter', 10 * MINUTE_MS, { attempts: 6, lastError: 'smtp down' });
    await delivery('tried once', 10 * MINUTE_MS, { attempts: 1 });
    const queued = await delivery('queued already', 10 * MINUTE_MS);
    expect(await enqueueDelivery(queued, null)).toBe(true);

    expect(await requeueStrandedDeliveries(now)).toBe(1);
    expect(await requeueStrandedDeliveries(now)).toBe(0);
    await runDueJobs(notificationDeliveryWorker);
    expect(await mailsAbout('stranded one')).toHaveLength(1);
    expect(await mailsAbout('queued already')).toHaveLength(1);
    for (const headline of ['just written', 'long gone', 'dead letter', 'tried once'])
      expect(await mailsAbout(headline)).toEqual([]);

    // Ten minutes on, the young one is past its grace; the sent ones are not queued again.
    expect(await requeueStrandedDeliveries(new Date(now.getTime() + 10 * MINUTE_MS))).toBe(1);
    await runDueJobs(notificationDeliveryWorker);
    expect(await mailsAbout('just written')).toHaveLength(1);
    expect(await mailsAbout('stranded one')).toHaveLength(1);
  });
});
