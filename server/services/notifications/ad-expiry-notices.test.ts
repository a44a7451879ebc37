import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { runAdExpiry, runMaintenance } from '../../job-workers/maintenance';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { sendAdExpiryNotices } from './ad-expiry-notices';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const now = new Date();
let seller: Awaited<ReturnType<typeof registerByPhone>>;

async function liveAd(expiresInMs: number, title: string) {
  const [row] = await db()
    .insert(ads)
    .values({
      ownerId: seller.id,
      dealTypeId: 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId: 34,
      title,
      sizeSqm: 100,
      priceFils: 300_000,
      status: adStatus.approved,
      publishedAt: new Date(now.getTime() - DAY_MS),
      expiresAt: new Date(now.getTime() + expiresInMs),
    })
    .returning({ id: ads.id });
  return row!.id;
}

const noticesOf = (adIds: number[]) =>
  db()
    .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, seller.id),
        inArray(
          notifications.link,
          adIds.map((id) => `/profile/ads/${id}`),
        ),
      ),
    );

beforeAll(async () => {
  seller = await registerByPhone(await testApp());
});

afterAll(async () => {
  await stopJobQueue();
});

describe('ad expiry notices', () => {
  it('tells the owner 3 days and 1 day before, and once expired, each once however often the jobs run', async () => {
    const inThreeDays = await liveAd(3 * DAY_MS - HOUR_MS, 'شقة تنتهي بعد ثلاثة أيام');
    const tomorrow = await liveAd(20 * HOUR_MS, 'شقة تنتهي غداً');
    const later = await liveAd(10 * DAY_MS, 'شقة باقية');
    const lapsed = await liveAd(-HOUR_MS, 'شقة انتهت');

    await runMaintenance(now);
    await runMaintenance(now);
    await runAdExpiry(now);
    expect(await sendAdExpiryNotices(now)).toBe(0);

    const notices = await noticesOf([inThreeDays, tomorrow, later, lapsed]);
    expect(notices.map((n) => [n.link, n.kind, n.params.days]).sort()).toEqual(
      [
        [`/profile/ads/${inThreeDays}`, 'ad-expiring', 3],
        [`/profile/ads/${tomorrow}`, 'ad-expiring', 1],
        [`/profile/ads/${lapsed}`, 'ad-expired', 0],
      ].sort(),
    );

    // Two days later the 3-day ad is within a day (its second reminder) and tomorrow's has expired: once each.
    const dayLater = new Date(now.getTime() + 2 * DAY_MS);
    await runAdExpiry(dayLater);
    await runAdExpiry(dayLater);
    const reminders = (await noticesOf([inThreeDays])).map((n) => n.params.days).sort();
    expect(reminders).toEqual([1, 3]);
    expect((await noticesOf([tomorrow])).map((n) => n.kind).sort()).toEqual(['ad-expired', 'ad-expiring']);
    expect(await noticesOf([later])).toEqual([]);

    // One e-mail per notice, with the link to the owner's page of the ad (where an expired ad is reposted).
    await runDueJobs(notificationDeliveryWorker);
    const mails = await db().select().from(devOutbox).where(eq(devOutbox.recipient, seller.email.toLowerCase()));
    expect(mails).toHaveLength(5);
    const expired = mails.find((m) => m.subject === 'انتهت مدة عرض إعلانك');
    expect(expired?.body).toContain(`/profile/ads/${lapsed}`);
    expect(expired?.body).toContain('شقة انتهت');
    expect(mails.filter((m) => m.subject === 'ينتهي إعلانك خلال 3 أيام')).toHaveLength(1);
  });

  it('reminds again after a repost, for the new expiry', async () => {
    const ad = await liveAd(-HOUR_MS, 'شقة أعيد نشرها');
    await runAdExpiry(now);
    await db()
      .update(ads)
      .set({ status: adStatus.approved, expiresAt: new Date(now.getTime() + 2 * DAY_MS) })
      .where(eq(ads.id, ad));
    await runAdExpiry(now);
    expect((await noticesOf([ad])).map((n) => n.kind).sort()).toEqual(['ad-expired', 'ad-expiring']);
  });
});
