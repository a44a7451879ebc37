import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultChannelChoices } from '@/lib/notifications/settings';
import type { NotificationSettings } from '@/lib/schemas/notification-settings';
import { db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/engagement';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { notificationDeliveryJob } from '../../jobs/notification-delivery';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { jobStartAfter, runDueJobs, stopJobQueue } from '../../jobs/queue';
import { notify } from '../../services/notifications/notify';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Member = Awaited<ReturnType<typeof registerByPhone>>;
const PATH = '/api/v1/members/notification-settings';
const ad = { ar: 'شقة في حولي', en: 'Flat in Hawalli' };

const defaults = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  channels: defaultChannelChoices(),
  locale: 'ar',
  quietHours: null,
  newsletter: false,
  ...overrides,
});

async function read(member: Member, locale = 'ar') {
  const res = await api.request(PATH, { headers: { ...bearer(member.token), 'x-localization': locale } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: NotificationSettings }).data;
}

const put = (member: Member, body: unknown, query = '') =>
  api.request(`${PATH}${query}`, { method: 'PUT', json: body, headers: bearer(member.token) });

async function save(member: Member, settings: NotificationSettings) {
  const res = await put(member, settings);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: NotificationSettings }).data;
}

const outboxFor = (email: string) => db().select().from(devOutbox).where(eq(devOutbox.recipient, email.toLowerCase()));
const deliveriesOf = (notificationId: number) =>
  db().select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));

/** Kuwait's wall-clock time `minutes` from now, `HH:MM`. */
function kuwaitTime(minutes: number): string {
  const at = new Date(Date.now() + (minutes + 180) * 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

beforeAll(async () => {
  api = await testApp();
});

afterAll(async () => {
  await stopJobQueue();
});

describe('/v1/members/notification-settings', () => {
  it('answers the defaults (in Arabic) until the member saves, without storing anything on a read, then keeps what is saved', async () => {
    const member = await registerByPhone(api);
    expect(await read(member, 'en')).toEqual(defaults({ locale: 'ar' }));

    const channels = defaultChannelChoices();
    channels['ad-expiring'] = { email: false, whatsapp: true, push: true };
    channels['news-digest'].email = true;
    const wanted = defaults({ channels, locale: 'ar', quietHours: { start: '22:00', end: '07:00' } });
    expect(await save(member, wanted)).toEqual(wanted);
    expect(await read(member, 'en')).toEqual(wanted);
  });

  it('subscribes and unsubscribes the member e-mail to the newsletter', async () => {
    const member = await registerByPhone(api);
    const subscribers = () =>
      db()
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, member.email.toLowerCase()));
    expect((await save(member, defaults({ newsletter: true }))).newsletter).toBe(true);
    expect(await subscribers()).toHaveLength(1);
    expect((await read(member)).newsletter).toBe(true);
    expect((await save(member, defaults({ newsletter: true }))).newsletter).toBe(true);
    expect(await subscribers()).toHaveLength(1);
    expect((await save(member, defaults({ newsletter: false }))).newsletter).toBe(false);
    expect(await subscribers()).toHaveLength(0);
  });

  it('refuses bad input with 400 VALIDATION_FAILED, and a request without a session with 401', async () => {
    const member = await registerByPhone(api);
    const missingKind: Partial<ReturnType<typeof defaultChannelChoices>> = defaultChannelChoices();
    delete missingKind['news-digest'];
    const bad: unknown[] = [
      {},
      {
        ...defaults(),
        channels: { ...defaultChannelChoices(), 'no-such-kind': { email: true, whatsapp: false, push: false } },
      },
      { ...defaults(), channels: missingKind },
      {
        ...defaults(),
        channels: {
          ...defaultChannelChoices(),
          'ad-approved': { email: true, whatsapp: false, push: false, sms: true },
        },
      },
      {
        ...defaults(),
        channels: { ...defaultChannelChoices(), 'ad-approved': { email: 'yes', whatsapp: false, push: false } },
      },
      { ...defaults(), locale: 'fr' },
      { ...defaults(), quietHours: { start: '22:00' } },
      { ...defaults(), quietHours: { start: '24:00', end: '07:00' } },
      { ...defaults(), quietHours: { start: '7:00', end: '09:00' } },
      { ...defaults(), quietHours: { start: '22:00', end: '22:00' } },
      { ...defaults(), newsletter: 'true' },
      { ...defaults(), memberId: 1 },
    ];
    for (const body of bad) {
      const res = await put(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    expect((await api.request(PATH)).status).toBe(401);
    expect((await api.request(PATH, { method: 'PUT', json: defaults() })).status).toBe(401);
  });

  it("a member can neither read nor change another member's settings through any parameter", async () => {
    const owner = await registerByPhone(api);
    const other = await registerByPhone(api);
    const ownersChoice = defaults({ locale: 'en', quietHours: { start: '23:00', end: '06:00' } });
    await save(owner, ownersChoice);

    for (const query of [`?memberId=${owner.id}`, `?id=${owner.id}`, `?userId=${owner.id}`]) {
      const get = await api.request(`${PATH}${query}`, { headers: bearer(other.token) });
      expect(get.status, query).toBe(400);
      expect((await put(other, defaults({ newsletter: false }), query)).status, query).toBe(400);
    }
    for (const path of [`${PATH}/${owner.id}`, `/api/v1/members/${owner.id}/notification-settings`]) {
      expect((await api.request(path, { headers: bearer(other.token) })).status, path).toBe(404);
      expect(
        (await api.request(path, { method: 'PUT', json: defaults(), headers: bearer(other.token) })).status,
        path,
      ).toBe(404);
    }
    expect((await put(other, { ...defaults(), memberId: owner.id })).status).toBe(400);
    // The other member's own save changes only their settings.
    await save(other, defaults({ quietHours: { start: '01:00', end: '02:00' } }));
    expect(await read(owner)).toEqual(ownersChoice);
  });
});

describe('delivery follows the settings', () => {
  it('a kind turned off by e-mail sends no e-mail but is still in the app; another kind still e-mails', async () => {
    const member = await registerByPhone(api);
    const channels = defaultChannelChoices();
    channels['ad-expiring'].email = false;
    await save(member, defaults({ channels }));

    const silent = (await notify(member.id, 'ad-expiring', {
      ad,
      expiresOn: { date: '2026-12-01T00:00:00Z' },
      days: 3,
    }))!;
    const loud = (await notify(member.id, 'ad-approved', { ad }))!;
    await runDueJobs(notificationDeliveryWorker);

    expect(await deliveriesOf(silent)).toEqual([]);
    const mails = await outboxFor(member.email);
    expect(mails.map((m) => m.subject)).toEqual(['تمت الموافقة على إعلانك']);
    const res = await api.request('/api/v1/notifications', { headers: bearer(member.token) });
    const inApp = ((await res.json()) as { data: Array<{ id: number }> }).data.map((n) => n.id);
    expect(inApp).toEqual(expect.arrayContaining([silent, loud]));
  });

  it('an e-mail turned off while its delivery waited is not sent', async () => {
    const member = await registerByPhone(api);
    const id = (await notify(member.id, 'ad-approved', { ad }))!;
    const channels = defaultChannelChoices();
    channels['ad-approved'].email = false;
    await save(member, defaults({ channels }));
    await runDueJobs(notificationDeliveryWorker);
    expect(await outboxFor(member.email)).toEqual([]);
    expect((await deliveriesOf(id))[0]!.sentAt).toBeNull();
  });

  it('renders the e-mail in the language of the settings', async () => {
    const member = await registerByPhone(api);
    await save(member, defaults({ locale: 'en' }));
    await notify(member.id, 'ad-approved', { ad });
    await runDueJobs(notificationDeliveryWorker);
    const [mail] = await outboxFor(member.email);
    expect(mail!.subject).toBe('Your ad was approved');
    expect(mail!.body).toContain('Flat in Hawalli');
  });

  it('during quiet hours the e-mail waits for their end (the job starts then); the in-app notification is immediate', async () => {
    const member = await registerByPhone(api);
    // Quiet from an hour ago to two hours ahead, Kuwait time.
    await save(member, defaults({ quietHours: { start: kuwaitTime(-60), end: kuwaitTime(120) } }));
    const before = Date.now();
    const id = (await notify(member.id, 'ad-approved', { ad }))!;
    const [delivery] = await deliveriesOf(id);
    const startAfter = await jobStartAfter(notificationDeliveryJob, `delivery:${delivery!.id}`);
    const expected = before + 120 * 60_000;
    expect(startAfter!.getTime()).toBeGreaterThan(expected - 2 * 60_000);
    expect(startAfter!.getTime()).toBeLessThanOrEqual(expected + 60_000);
    expect(startAfter!.getUTCSeconds()).toBe(0);

    await runDueJobs(notificationDeliveryWorker);
    expect(await outboxFor(member.email)).toEqual([]);
    expect((await db().select().from(notifications).where(eq(notifications.id, id))).length).toBe(1);
  });

  it('outside quiet hours the e-mail job starts at once', async () => {
    const member = await registerByPhone(api);
    await save(member, defaults({ quietHours: { start: kuwaitTime(60), end: kuwaitTime(180) } }));
    const id = (await notify(member.id, 'ad-approved', { ad }))!;
    const [delivery] = await deliveriesOf(id);
    const startAfter = await jobStartAfter(notificationDeliveryJob, `delivery:${delivery!.id}`);
    expect(startAfter!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await runDueJobs(notificationDeliveryWorker);
    expect(await outboxFor(member.email)).toHaveLength(1);
  });
});
