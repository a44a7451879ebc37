import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdDetail, AdInput } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { devOutbox } from '../../db/schema/outbox';
import { notificationDeliveryWorker } from '../../job-workers/notification-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { expireAds } from '../../services/ads/expire-ads';
import { validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let follower: Session;
let bystander: Session;

const DAY_MS = 24 * 3600 * 1000;

function call(session: Session, method: string, path: string, body?: unknown) {
  return api.request(`/api/v1${path}`, { method, json: body, headers: bearer(session.token) });
}

/** A live ad of the owner kept in favourites by the follower (and by the owner, who is never told). */
async function followedAd(overrides: Partial<AdInput> = {}): Promise<AdDetail> {
  const res = await call(
    owner,
    'POST',
    '/ads',
    validAdInput({ title: 'شقة في السالمية', titleEn: 'Flat in Salmiya', priceFils: 450_000, ...overrides }),
  );
  const { data } = (await res.json()) as { data: AdDetail };
  expect((await call(owner, 'POST', `/ads/${data.id}/publish`)).status).toBe(200);
  for (const session of [follower, owner])
    expect((await call(session, 'POST', '/members/favourite', { adId: data.id })).status).toBe(200);
  return data;
}

const noticesAbout = (adId: number, memberIds = [follower.id, owner.id, bystander.id]) =>
  db()
    .select({
      memberId: notifications.memberId,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.link, `/ad/${adId}`), inArray(notifications.memberId, memberIds)));

const edit = (ad: AdDetail, priceFils: number) =>
  call(
    owner,
    'PUT',
    `/ads/${ad.id}`,
    validAdInput({ title: 'شقة في السالمية', titleEn: 'Flat in Salmiya', priceFils }),
  );

beforeAll(async () => {
  api = await testApp();
  // About the ad's states, not about paying for them (server/services/payments/ad-credits.test.ts).
  await setFreeAdsPerMonth(1000);
  [owner, follower, bystander] = [await registerByPhone(api), await registerByPhone(api), await registerByPhone(api)];
});

afterAll(async () => {
  await stopJobQueue();
});

describe('favourite price dropped', () => {
  it('tells each follower once per lower price, with both prices and the title; never the owner; a raise is silent', async () => {
    const ad = await followedAd();
    expect((await edit(ad, 400_000)).status).toBe(200);
    expect((await edit(ad, 400_000)).status).toBe(200);
    expect((await edit(ad, 500_000)).status).toBe(200);

    const notices = await noticesAbout(ad.id);
    expect(notices).toEqual([
      {
        memberId: follower.id,
        kind: 'favourite-price-dropped',
        params: {
          ad: { ar: 'شقة في السالمية', en: 'Flat in Salmiya' },
          oldPrice: { fils: 450_000 },
          price: { fils: 400_000 },
        },
        link: `/ad/${ad.id}`,
      },
    ]);

    // Down again from the raise, to a new price: a second notice.
    await edit(ad, 350_000);
    expect((await noticesAbout(ad.id)).map((n) => n.params.price)).toEqual([{ fils: 400_000 }, { fils: 350_000 }]);

    await runDueJobs(notificationDeliveryWorker);
    const mails = await db().select().from(devOutbox).where(eq(devOutbox.recipient, follower.email.toLowerCase()));
    const mail = mails.find((m) => m.body.includes('من 500 د.ك إلى 350 د.ك'));
    expect(mail?.subject).toBe('انخفض سعر عقار في مفضلتك');
    expect(mail?.body).toContain(`/ad/${ad.id}`);
  });

  it('says nothing for a draft or an ad without a price', async () => {
    const unpriced = await followedAd({ priceFils: null });
    await edit(unpriced, 100_000);
    const draft = await followedAd();
    await call(owner, 'POST', `/ads/${draft.id}/cancel`);
    await db()
      .delete(notifications)
      .where(eq(notifications.link, `/ad/${draft.id}`));
    await edit(draft, 100_000);
    expect([...(await noticesAbout(unpriced.id)), ...(await noticesAbout(draft.id))]).toEqual([]);
  });
});

describe('favourite no longer on offer', () => {
  it('tells the followers once when the owner withdraws the ad, and again after it is published anew and deleted', async () => {
    const ad = await followedAd();
    expect((await call(owner, 'POST', `/ads/${ad.id}/cancel`)).status).toBe(200);
    expect((await call(owner, 'POST', `/ads/${ad.id}/cancel`)).status).toBe(409);
    expect((await noticesAbout(ad.id)).map((n) => [n.memberId, n.kind])).toEqual([[follower.id, 'favourite-sold']]);

    expect((await call(owner, 'POST', `/ads/${ad.id}/publish`)).status).toBe(200);
    expect((await call(owner, 'DELETE', `/ads/${ad.id}`)).status).toBe(200);
    const notices = await noticesAbout(ad.id);
    expect(notices.map((n) => [n.memberId, n.kind])).toEqual([
      [follower.id, 'favourite-sold'],
      [follower.id, 'favourite-sold'],
    ]);
    expect(notices[1]!.params).toEqual({ ad: { ar: 'شقة في السالمية', en: 'Flat in Salmiya' } });

    await runDueJobs(notificationDeliveryWorker);
    const mails = await db().select().from(devOutbox).where(eq(devOutbox.recipient, follower.email.toLowerCase()));
    expect(
      mails.filter((m) => m.subject === 'عقار في مفضلتك لم يعد معروضاً' && m.body.includes(`/ad/${ad.id}`)),
    ).toHaveLength(2);
  });

  it('tells them when the ad expires, once however often the job runs', async () => {
    const ad = await followedAd();
    await db()
      .update(ads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ads.id, ad.id));
    const now = new Date();
    expect(await expireAds(now)).toBeGreaterThanOrEqual(1);
    await expireAds(now);
    await expireAds(new Date(now.getTime() + DAY_MS));
    expect((await noticesAbout(ad.id)).map((n) => [n.memberId, n.kind])).toEqual([[follower.id, 'favourite-sold']]);
  });

  it('says nothing when a draft is deleted', async () => {
    const ad = await followedAd();
    await call(owner, 'POST', `/ads/${ad.id}/cancel`);
    await db()
      .delete(notifications)
      .where(eq(notifications.link, `/ad/${ad.id}`));
    expect((await call(owner, 'DELETE', `/ads/${ad.id}`)).status).toBe(200);
    expect(await noticesAbout(ad.id)).toEqual([]);
  });
});
