import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { adAvailability, adOfferPeriods } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { runAvailabilityChecks } from '../../job-workers/ad-availability';
import { stopJobQueue } from '../../jobs/queue';
import { adTrustFacts } from '../../services/ad-availability/ad-history';
import { ownerAvailabilityStates } from '../../services/ad-availability/availability';
import { availabilityToken } from '../../services/ad-availability/availability-links';
import { listAds } from '../../services/ads/list-ads';
import { changeAdState, createAd, removeAd } from '../../services/ads/manage-ads';
import { distinctFigures, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let other: Session;
let follower: Session;
let serial = 0;

const DAY_MS = 24 * 3600 * 1000;
const daysFrom = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** A live ad with a search word of its own, so a list search finds it alone. */
let adsMade = 0;
async function liveAd(overrides: Parameters<typeof validAdInput>[0] = {}) {
  const word = `zqavail${Date.now().toString(36)}${++serial}`;
  const res = await api.request('/api/v1/ads', {
    method: 'POST',
    // Each its own figures unless the test sets them: one owner's live copies of an ad are refused as duplicates.
    json: validAdInput({ titleEn: `Flat ${word}`, ...distinctFigures(adsMade++), ...overrides }),
    headers: bearer(owner.token),
  });
  const { data } = (await res.json()) as { data: AdDetail };
  expect(
    (await api.request(`/api/v1/ads/${data.id}/publish`, { method: 'POST', headers: bearer(owner.token) })).status,
  ).toBe(200);
  return { id: data.id, word };
}

const listed = async (word: string, now = new Date()) => (await listAds({ q: word }, now)).data.map((card) => card.id);
const statusOf = async (id: number) =>
  (await db().select({ status: ads.status }).from(ads).where(eq(ads.id, id)))[0]?.status;

function answerByLink(adId: number, token: string, answer = 'available') {
  return api.request(`/api/v1/ads/${adId}/availability-answers`, { method: 'POST', json: { token, answer } });
}

/** As if the ad went live (and was last confirmed) `days` ago. */
async function backdate(id: number, now: Date, days: number) {
  await db()
    .update(ads)
    .set({ publishedAt: daysFrom(now, -days) })
    .where(eq(ads.id, id));
  await db()
    .update(adAvailability)
    .set({ confirmedAt: daysFrom(now, -days) })
    .where(eq(adAvailability.adId, id));
}

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

beforeAll(async () => {
  api = await testApp();
  await setFreeAdsPerMonth(1000);
  [owner, other, follower] = [await registerByPhone(api), await registerByPhone(api), await registerByPhone(api)];
});

afterAll(async () => {
  await stopJobQueue();
});

describe('signed "still available?" links', () => {
  const token = (adId: number, overrides: { ownerId?: number; expiresAt?: Date } = {}) =>
    availabilityToken({
      adId,
      ownerId: overrides.ownerId ?? owner.id,
      expiresAt: overrides.expiresAt ?? daysFrom(new Date(), 7),
    });

  it('confirms availability without signing in, and stamps the date the page shows', async () => {
    const { id } = await liveAd();
    const res = await answerByLink(id, token(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { changed: true } });
    expect((await adTrustFacts(id))?.confirmedAt).not.toBeNull();
  });

  it('refuses a tampered, foreign, expired or other-ad token with catalogued codes', async () => {
    const { id } = await liveAd();
    const { id: otherAd } = await liveAd();
    const good = token(id);
    const [payload, signature] = good.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), a: otherAd }),
    ).toString('base64url');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');

    for (const [bad, status, code] of [
      [`${payload}.${flipped}`, 403, 'LINK_INVALID'],
      [`${forged}.${signature}`, 403, 'LINK_INVALID'],
      [token(id, { ownerId: other.id }), 403, 'LINK_INVALID'],
      [token(id, { expiresAt: new Date(Date.now() - 1000) }), 410, 'LINK_EXPIRED'],
    ] as const) {
      const res = await answerByLink(id, bad, 'rented');
      expect([res.status, await codeOf(res)]).toEqual([status, code]);
    }
    // A good token of one ad does nothing to another.
    const wrongAd = await answerByLink(otherAd, good, 'rented');
    expect([wrongAd.status, await codeOf(wrongAd)]).toEqual([403, 'LINK_INVALID']);
    expect((await answerByLink(id, 'not-a-token', 'rented')).status).toBe(400);
    expect([await statusOf(id), await statusOf(otherAd)]).toEqual([adStatus.approved, adStatus.approved]);
  });

  it('"rented" takes the ad off the lists at once, tells its followers, and its page says so for 14 days', async () => {
    const { id, word } = await liveAd();
    expect(
      (
        await api.request('/api/v1/members/favourite', {
          method: 'POST',
          json: { adId: id },
          headers: bearer(follower.token),
        })
      ).status,
    ).toBe(200);
    expect(await listed(word)).toEqual([id]);
    expect((await answerByLink(id, token(id), 'rented')).status).toBe(200);
    // A second tap answers as done.
    expect(await (await answerByLink(id, token(id), 'rented')).json()).toEqual({ data: { changed: false } });
    expect(await listed(word)).toEqual([]);
    expect(await statusOf(id)).toBe(adStatus.expired);
    const page = await api.request(`/api/v1/ads/${id}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: AdDetail }).data.isExpired).toBe(true);
    expect((await adTrustFacts(id))?.offMarket?.reason).toBe('rented');
    expect((await adTrustFacts(id, daysFrom(new Date(), 13)))?.offMarket?.reason).toBe('rented');
    expect((await adTrustFacts(id, daysFrom(new Date(), 15)))?.offMarket).toBeNull();
    const told = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.memberId, follower.id), eq(notifications.link, `/ad/${id}`)));
    expect(told.map((row) => row.kind)).toEqual(['favourite-sold']);
  });
});

describe('POST /api/v1/ads/{id}/availability (the owner, from their list)', () => {
  it('is the owner’s only: 401 signed out, 404 for another member', async () => {
    const { id } = await liveAd();
    const path = `/api/v1/ads/${id}/availability`;
    expect((await api.request(path, { method: 'POST', json: { answer: 'sold' } })).status).toBe(401);
    expect(
      (await api.request(path, { method: 'POST', json: { answer: 'sold' }, headers: bearer(other.token) })).status,
    ).toBe(404);
    expect(await statusOf(id)).toBe(adStatus.approved);
    const sold = await api.request(path, { method: 'POST', json: { answer: 'sold' }, headers: bearer(owner.token) });
    expect(sold.status).toBe(200);
    expect((await adTrustFacts(id))?.offMarket?.reason).toBe('sold');
  });
});

describe('the daily availability job', () => {
  it('asks owners weekly with three signed links, once a day at most', async () => {
    const now = new Date();
    const { id } = await liveAd();
    await backdate(id, now, 8);
    await runAvailabilityChecks(now);
    await runAvailabilityChecks(now);
    const asks = await db()
      .select({ params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.memberId, owner.id), eq(notifications.kind, 'ad-availability-check')));
    const mine = asks.filter((row) => row.link?.startsWith(`/ad/${id}/availability`));
    expect(mine).toHaveLength(1);
    const rented = String(mine[0]?.params.rentedUrl);
    const url = new URL(rented);
    expect(url.searchParams.get('answer')).toBe('rented');
    expect((await answerByLink(id, url.searchParams.get('t')!, 'available')).status).toBe(200);
  });

  it('takes an ad unconfirmed for 21 days off the lists until its owner confirms', async () => {
    const now = new Date();
    const { id, word } = await liveAd();
    await backdate(id, now, 22);
    const { id: fresh } = await liveAd();
    await runAvailabilityChecks(now);
    expect(await statusOf(id)).toBe(adStatus.pending);
    expect(await statusOf(fresh)).toBe(adStatus.approved);
    expect(await listed(word)).toEqual([]);
    expect((await api.request(`/api/v1/ads/${id}`)).status).toBe(404);
    // The owner's list says why.
    expect((await ownerAvailabilityStates(owner.id)).find((row) => row.adId === id)?.state).toBe('unconfirmed');
    const back = await api.request(`/api/v1/ads/${id}/availability`, {
      method: 'POST',
      json: { answer: 'available' },
      headers: bearer(owner.token),
    });
    expect(back.status).toBe(200);
    expect(await statusOf(id)).toBe(adStatus.approved);
    expect(await listed(word)).toEqual([id]);
  });
});

describe('an ad’s history', () => {
  it('records every price change with its date', async () => {
    const { id } = await liveAd({ priceFils: 450_000 });
    for (const priceFils of [420_000, 420_000, 400_000])
      expect(
        (
          await api.request(`/api/v1/ads/${id}`, {
            method: 'PUT',
            json: validAdInput({ priceFils }),
            headers: bearer(owner.token),
          })
        ).status,
      ).toBe(200);
    expect((await adTrustFacts(id))?.priceHistory.map((point) => point.priceFils)).toEqual([450_000, 420_000, 400_000]);
  });

  it('keeps the first date across a repost and a relist of the same unit within 14 weeks, not after', async () => {
    const start = new Date(Date.now() - 200 * DAY_MS);
    const unit = validAdInput({ areaId: 35, sizeSqm: 211, bedrooms: 4 });
    const first = await createAd(owner.id, unit);
    await changeAdState('publish', owner.id, first.id, start);
    await changeAdState('cancel', owner.id, first.id, daysFrom(start, 20));
    await changeAdState('publish', owner.id, first.id, daysFrom(start, 30));
    const since = async (adId: number) => (await adTrustFacts(adId))?.onOfferSince;
    expect(await since(first.id)).toBe(start.toISOString());

    // Deleted and posted again 60 days after it ended: still on offer since the first date.
    await changeAdState('cancel', owner.id, first.id, daysFrom(start, 40));
    await db()
      .update(adOfferPeriods)
      .set({ endedAt: daysFrom(start, 40) })
      .where(and(eq(adOfferPeriods.adId, first.id), isNull(adOfferPeriods.endedAt)));
    expect(await removeAd(owner.id, first.id)).toBe(true);
    await db()
      .update(adOfferPeriods)
      .set({ endedAt: daysFrom(start, 40) })
      .where(and(eq(adOfferPeriods.ownerId, owner.id), eq(adOfferPeriods.sizeSqm, 211)));
    const relisted = await createAd(owner.id, unit);
    await changeAdState('publish', owner.id, relisted.id, daysFrom(start, 100));
    expect(await since(relisted.id)).toBe(start.toISOString());

    // Another owner's ad of the same unit is theirs: its own date.
    const theirs = await createAd(other.id, unit);
    await changeAdState('publish', other.id, theirs.id, daysFrom(start, 100));
    expect(await since(theirs.id)).toBe(daysFrom(start, 100).toISOString());

    // Ended more than 14 weeks before: a new first date.
    await changeAdState('cancel', owner.id, relisted.id, daysFrom(start, 101));
    await changeAdState('publish', owner.id, relisted.id, daysFrom(start, 101 + 99));
    expect(await since(relisted.id)).toBe(daysFrom(start, 200).toISOString());
  });
});
