import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultChannelChoices } from '@/lib/notifications/settings';
import type { Locale } from '@/lib/i18n/config';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberNotificationSettings, notificationDeliveries } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { pushSubscriptions } from '../../db/schema/push';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import type { PushResult, WebPushSender } from '../../providers/push/push-sender';
import { installChannelSenders } from '../../providers/registry';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { deliverNotification } from './deliver-notification';
import { notify } from './notify';

let api: Awaited<ReturnType<typeof testApp>>;
const ad = { ar: 'شقة في السالمية', en: 'Flat in Salmiya' };
const keys = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };

async function memberWith(channel: 'whatsapp' | 'push', on: boolean, locale: Locale = 'ar') {
  const member = await registerByPhone(api);
  const channels = defaultChannelChoices();
  channels['ad-approved'] = { email: false, whatsapp: channel === 'whatsapp' && on, push: channel === 'push' && on };
  await db().insert(memberNotificationSettings).values({ memberId: member.id, channels, locale });
  return member;
}

const subscribeBrowser = (memberId: number, endpoint: string) =>
  db()
    .insert(pushSubscriptions)
    .values({ memberId, endpoint, ...keys });
const outbox = (channel: 'whatsapp' | 'push', recipient: string) =>
  db()
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.recipient, recipient))
    .then((rows) => rows.filter((row) => row.channel === channel));
const deliveriesOf = (notificationId: number) =>
  db().select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));

beforeAll(async () => {
  api = await testApp();
});

afterEach(() => installChannelSenders({ webPush: undefined, fcm: undefined, whatsapp: undefined }));

afterAll(async () => {
  await stopJobQueue();
});

describe('WhatsApp delivery', () => {
  it("sends the template to the member's phone in their language when they turned WhatsApp on", async () => {
    const member = await memberWith('whatsapp', true, 'en');
    await notify(member.id, 'ad-approved', { ad }, { link: '/profile/ads/7' });
    await runDueJobs(notificationDeliveryWorker);
    const [message, ...more] = await outbox('whatsapp', `965${member.phone}`);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ subject: 'manzil_notification (en)' });
    const [title, body, link] = message!.body.split('\n');
    expect(title).toBe('Your ad was approved');
    expect(body).toContain('Flat in Salmiya');
    expect(link).toBe('http://localhost:3000/profile/ads/7');
  });

  it('sends nothing when WhatsApp is off for the kind, or the member has no phone', async () => {
    const off = await memberWith('whatsapp', false);
    const id = await notify(off.id, 'ad-approved', { ad });
    expect(await deliveriesOf(id!)).toEqual([]);

    const noPhone = await memberWith('whatsapp', true);
    await db().update(members).set({ phone: null }).where(eq(members.id, noPhone.id));
    expect(await deliveriesOf((await notify(noPhone.id, 'ad-approved', { ad }))!)).toEqual([]);
    await runDueJobs(notificationDeliveryWorker);
    expect(await outbox('whatsapp', `965${off.phone}`)).toEqual([]);
  });
});

describe('push delivery', () => {
  it("pushes once to each of the member's browsers and their app, in their language, as one delivery", async () => {
    const member = await memberWith('push', true, 'ar');
    await subscribeBrowser(member.id, `https://fcm.googleapis.com/fcm/send/laptop-${member.id}`);
    await subscribeBrowser(member.id, `https://updates.push.services.mozilla.com/wpush/v2/phone-${member.id}`);
    await db()
      .update(members)
      .set({ fcmToken: `app-${member.id}` })
      .where(eq(members.id, member.id));

    const id = (await notify(member.id, 'ad-approved', { ad }, { link: '/profile/ads/8' }))!;
    await runDueJobs(notificationDeliveryWorker);
    for (const recipient of [
      `https://fcm.googleapis.com/fcm/send/laptop-${member.id}`,
      `https://updates.push.services.mozilla.com/wpush/v2/phone-${member.id}`,
      `fcm:app-${member.id}`,
    ]) {
      const rows = await outbox('push', recipient);
      expect(rows, recipient).toHaveLength(1);
      expect(rows[0]).toMatchObject({ subject: 'تمت الموافقة على إعلانك' });
      expect(rows[0]!.body).toContain('شقة في السالمية');
      expect(rows[0]!.body.endsWith('\n/profile/ads/8')).toBe(true);
    }
    const deliveries = await deliveriesOf(id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ channel: 'push', attempts: 1, lastError: null });
    expect(deliveries[0]!.sentAt).not.toBeNull();
  });

  it('sends nothing when push is off for the kind, or the member has no device', async () => {
    const off = await memberWith('push', false);
    await subscribeBrowser(off.id, `https://fcm.googleapis.com/fcm/send/off-${off.id}`);
    expect(await deliveriesOf((await notify(off.id, 'ad-approved', { ad }))!)).toEqual([]);
    const noDevice = await memberWith('push', true);
    expect(await deliveriesOf((await notify(noDevice.id, 'ad-approved', { ad }))!)).toEqual([]);
  });

  it('forgets the devices their push services no longer know, and records the delivery as rejected, not retried', async () => {
    const member = await memberWith('push', true);
    await subscribeBrowser(member.id, `https://fcm.googleapis.com/fcm/send/gone-${member.id}`);
    await db()
      .update(members)
      .set({ fcmToken: `gone-app-${member.id}` })
      .where(eq(members.id, member.id));
    const gone = async (): Promise<PushResult> => 'gone';
    installChannelSenders({ webPush: { name: 'webpush', send: gone }, fcm: { name: 'fcm', send: gone } });

    const id = (await notify(member.id, 'ad-approved', { ad }))!;
    const [delivery] = await deliveriesOf(id);
    await deliverNotification(delivery!.id);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id))).toEqual([]);
    const [account] = await db().select({ fcmToken: members.fcmToken }).from(members).where(eq(members.id, member.id));
    expect(account!.fcmToken).toBeNull();
    const [after] = await deliveriesOf(id);
    expect(after).toMatchObject({ sentAt: null, lastError: 'no device of the member takes push any more' });
  });

  it('counts a push that reached one device while another failed as delivered; one that reached none is retried', async () => {
    const member = await memberWith('push', true);
    await subscribeBrowser(member.id, `https://fcm.googleapis.com/fcm/send/ok-${member.id}`);
    await subscribeBrowser(member.id, `https://fcm.googleapis.com/fcm/send/down-${member.id}`);
    const sent: string[] = [];
    const flaky: WebPushSender = {
      name: 'webpush',
      async send(subscription) {
        if (subscription.endpoint.includes('/down-')) throw new Error('push service unavailable');
        sent.push(subscription.endpoint);
        return 'sent';
      },
    };
    installChannelSenders({ webPush: flaky, fcm: null });
    const [partly] = await deliveriesOf((await notify(member.id, 'ad-approved', { ad }))!);
    await deliverNotification(partly!.id);
    expect(sent).toEqual([`https://fcm.googleapis.com/fcm/send/ok-${member.id}`]);
    expect((await deliveriesOf(partly!.notificationId))[0]!.sentAt).not.toBeNull();

    installChannelSenders({
      webPush: { name: 'webpush', send: () => Promise.reject(new Error('push service unavailable')) },
      fcm: null,
    });
    const [none] = await deliveriesOf((await notify(member.id, 'ad-approved', { ad }))!);
    await expect(deliverNotification(none!.id)).rejects.toThrow('push service unavailable');
    expect((await deliveriesOf(none!.notificationId))[0]).toMatchObject({
      sentAt: null,
      lastError: 'push service unavailable',
    });
  });
});
