import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@/lib/schemas/notifications';
import { db } from '../../db/client';
import { notificationDeliveries } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { deliverNotification } from '../../services/notifications/deliver-notification';
import { notify } from '../../services/notifications/notify';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let owner: Awaited<ReturnType<typeof registerByPhone>>;
let other: Awaited<ReturnType<typeof registerByPhone>>;

const ad = { ar: 'شقة في السالمية', en: 'Flat in Salmiya' };
const approved = (memberId: number, n: number) =>
  notify(memberId, 'ad-approved', { ad }, { link: `/profile/ads/${n}` });

async function list(token: string, query = '', locale = 'ar') {
  const res = await api.request(`/api/v1/notifications${query}`, {
    headers: { ...bearer(token), 'x-localization': locale },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
}

async function unread(token: string) {
  const res = await api.request('/api/v1/notifications/unread-count', { headers: bearer(token) });
  return ((await res.json()) as { data: { unreadCount: number } }).data.unreadCount;
}

const outboxFor = (email: string) => db().select().from(devOutbox).where(eq(devOutbox.recipient, email.toLowerCase()));

beforeAll(async () => {
  api = await testApp();
  owner = await registerByPhone(api);
  other = await registerByPhone(api);
});

afterAll(async () => {
  await stopJobQueue();
});

describe('notify', () => {
  it('writes the in-app notification, rendered in the reader language, and e-mails it once through the queue', async () => {
    const id = await approved(owner.id, 1);
    expect(id).toBeGreaterThan(0);
    const ar = await list(owner.token);
    expect(ar.data[0]).toMatchObject({
      id,
      kind: 'ad-approved',
      title: 'تمت الموافقة على إعلانك',
      link: '/profile/ads/1',
      read: false,
    });
    expect(ar.data[0]!.body).toContain('شقة في السالمية');
    const en = await list(owner.token, '', 'en');
    expect(en.data[0]!.body).toContain('Flat in Salmiya');

    await runDueJobs(notificationDeliveryWorker);
    const mails = await outboxFor(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'تمت الموافقة على إعلانك' });
    expect(mails[0]!.body).toContain('/profile/ads/1');

    // The delivery job run again (a retry, a second instance) sends nothing more.
    const [delivery] = await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id!));
    expect(delivery!.sentAt).not.toBeNull();
    await deliverNotification(delivery!.id);
    expect(await outboxFor(owner.email)).toHaveLength(1);
  });

  it('notifies once per dedupe key', async () => {
    const first = await notify(
      owner.id,
      'ad-expired',
      { ad, expiresOn: { date: '2026-11-20T09:00:00Z' } },
      { dedupeKey: 'test:once' },
    );
    const second = await notify(
      owner.id,
      'ad-expired',
      { ad, expiresOn: { date: '2026-11-20T09:00:00Z' } },
      { dedupeKey: 'test:once' },
    );
    expect(first).toBeGreaterThan(0);
    expect(second).toBeUndefined();
  });
});

describe('/v1/notifications', () => {
  it('counts unread, marks one and all read, filters unread, newest first, paginated', async () => {
    const member = await registerByPhone(api);
    const ids: number[] = [];
    for (let n = 0; n < 22; n += 1) ids.push((await approved(member.id, n))!);
    expect(await unread(member.token)).toBe(22);

    const first = await list(member.token);
    expect(first).toMatchObject({ totalItems: 22, currentPage: 1, pageSize: 20, unreadCount: 22 });
    expect(first.data.map((n) => n.id)).toEqual(ids.slice(2).reverse());
    expect((await list(member.token, '?page=2')).data.map((n) => n.id)).toEqual([ids[1], ids[0]]);

    const read = await api.request(`/api/v1/notifications/${ids[5]}/read`, {
      method: 'POST',
      headers: bearer(member.token),
    });
    expect(read.status).toBe(200);
    expect(await unread(member.token)).toBe(21);
    const unreadOnly = await list(member.token, '?filter=unread&page=2');
    expect(unreadOnly).toMatchObject({ totalItems: 21, unreadCount: 21 });

    const all = await api.request('/api/v1/notifications/mark-all-read', {
      method: 'POST',
      headers: bearer(member.token),
    });
    expect(((await all.json()) as { data: { marked: number } }).data.marked).toBe(21);
    expect(await unread(member.token)).toBe(0);
    expect((await list(member.token, '?filter=unread')).data).toEqual([]);
    expect((await list(member.token)).data.every((n) => n.read)).toBe(true);
  });

  it('deletes one, then all', async () => {
    const member = await registerByPhone(api);
    const a = (await approved(member.id, 1))!;
    await approved(member.id, 2);
    const one = await api.request(`/api/v1/notifications/${a}`, { method: 'DELETE', headers: bearer(member.token) });
    expect(one.status).toBe(200);
    expect((await list(member.token)).totalItems).toBe(1);
    const again = await api.request(`/api/v1/notifications/${a}`, { method: 'DELETE', headers: bearer(member.token) });
    expect(again.status).toBe(404);
    const all = await api.request('/api/v1/notifications', { method: 'DELETE', headers: bearer(member.token) });
    expect(((await all.json()) as { data: { deleted: number } }).data.deleted).toBe(1);
    expect(await list(member.token)).toMatchObject({ totalItems: 0, unreadCount: 0, data: [] });
  });

  it("IDOR: another member's notification is invisible and untouchable (404), and their counts are their own", async () => {
    const mine = (await approved(owner.id, 99))!;
    const before = await unread(owner.token);
    expect((await list(other.token)).data.map((n) => n.id)).not.toContain(mine);
    for (const [method, path] of [
      ['POST', `/api/v1/notifications/${mine}/read`],
      ['DELETE', `/api/v1/notifications/${mine}`],
    ] as const) {
      const res = await api.request(path, { method, headers: bearer(other.token) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
    await api.request('/api/v1/notifications/mark-all-read', { method: 'POST', headers: bearer(other.token) });
    await api.request('/api/v1/notifications', { method: 'DELETE', headers: bearer(other.token) });
    expect(await unread(owner.token)).toBe(before);
    expect((await list(owner.token)).data.map((n) => n.id)).toContain(mine);
  });

  it('needs a signed-in member and refuses bad input with 400', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', '/api/v1/notifications/mark-all-read'],
      ['POST', '/api/v1/notifications/1/read'],
      ['DELETE', '/api/v1/notifications/1'],
      ['DELETE', '/api/v1/notifications'],
    ] as const) {
      expect((await api.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
    for (const query of ['?filter=read', '?page=0', '?page=abc', '?extra=1']) {
      const res = await api.request(`/api/v1/notifications${query}`, { headers: bearer(owner.token) });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    for (const id of ['0', 'abc', '99999999999', '-1']) {
      expect(
        (await api.request(`/api/v1/notifications/${id}/read`, { method: 'POST', headers: bearer(owner.token) }))
          .status,
        id,
      ).toBe(400);
    }
  });
});
