import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdDetail, AdPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { members, refreshTokens } from '../../db/schema/accounts';
import { newsletterSubscribers } from '../../db/schema/engagement';
import { stopJobQueue } from '../../jobs/queue';
import { setPageInvalidator } from '../../lib/page-cache';
import type { PageCacheTag } from '../../lib/page-tags';
import { findAd } from '../../services/ads/ad-details';
import { listSimilarAds } from '../../services/ads/similar-ads';
import { brokerProfile, sitemapOffices } from '../../services/offices/offices';
import { validAdInput } from '../../testing/ad-input';
import { bearer, forgetSends, latestCode, registerByPhone, sendPhoneCode } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
const expired = vi.fn<(tags: PageCacheTag[]) => Promise<void>>(async () => {});

beforeAll(async () => {
  api = await testApp();
  await setFreeAdsPerMonth(1000);
});
afterAll(async () => {
  await stopJobQueue();
});
beforeEach(() => setPageInvalidator(expired));
afterEach(() => setPageInvalidator(undefined));

const json = async <T>(res: Response) => (await res.json()) as T;

/** A published ad of this size, which no other ad of this file has (the list is filtered by it). */
async function publishedAd(session: Session, sizeSqm: number): Promise<number> {
  const created = await api.request('/api/v1/ads', {
    method: 'POST',
    json: validAdInput({ sizeSqm }),
    headers: bearer(session.token),
  });
  expect(created.status).toBe(201);
  const { id } = (await json<{ data: AdDetail }>(created)).data;
  expect(
    (await api.request(`/api/v1/ads/${id}/publish`, { method: 'POST', headers: bearer(session.token) })).status,
  ).toBe(200);
  return id;
}

const listedIds = async (sizeSqm: number) =>
  (await json<AdPage>(await api.request(`/api/v1/ads?dealType=rent&sizeMin=${sizeSqm}&sizeMax=${sizeSqm}`))).data.map(
    (ad) => ad.id,
  );

async function deleteAccount(session: Session): Promise<Response> {
  await forgetSends(session.phone);
  await sendPhoneCode(api, session.phone);
  return api.request('/api/v1/members', {
    method: 'DELETE',
    json: { otp: await latestCode(session.phone) },
    headers: bearer(session.token),
  });
}

describe('deleting an account takes it out of public view at once', () => {
  it('withdraws the ads from lists, pages, similar ads and phone reveals, and expires their cached pages', async () => {
    const owner = await registerByPhone(api);
    const visitor = await registerByPhone(api);
    const adId = await publishedAd(owner, 731);
    const lookAlike = await publishedAd(visitor, 731);
    expect(await listedIds(731)).toEqual(expect.arrayContaining([adId, lookAlike]));
    expect((await api.request(`/api/v1/ads/${adId}/phone`, { method: 'POST' })).status).toBe(200);
    expect((await listSimilarAds(lookAlike))?.map((ad) => ad.id)).toContain(adId);

    expired.mockClear();
    expect((await deleteAccount(owner)).status).toBe(200);

    expect(expired.mock.calls.map(([tags]) => tags)).toEqual([['ads', `ad:${adId}`]]);
    expect(await listedIds(731)).toEqual([lookAlike]);
    expect((await api.request(`/api/v1/ads/${adId}`)).status).toBe(404);
    const reveal = await api.request(`/api/v1/ads/${adId}/phone`, { method: 'POST' });
    expect(reveal.status).toBe(404);
    expect(await json<{ code: string }>(reveal)).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await api.request(`/api/v1/ads/${adId}/views`, { method: 'POST', headers: { 'x-uuid': crypto.randomUUID() } }))
        .status,
    ).toBe(404);
    expect((await listSimilarAds(lookAlike))?.map((ad) => ad.id)).not.toContain(adId);
    // What the page /ad/{id} reads: nothing, so it renders the not-found page (404).
    expect(await findAd(adId)).toBeUndefined();
  });

  it('revokes every session and unsubscribes the e-mail from the newsletter', async () => {
    const member = await registerByPhone(api);
    await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      json: { email: member.email.toUpperCase() },
    });
    const subscribed = () =>
      db()
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, member.email.toLowerCase()));
    expect(await subscribed()).toHaveLength(1);

    expect((await deleteAccount(member)).status).toBe(200);

    expect(await subscribed()).toHaveLength(0);
    const sessions = await db()
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.memberId, member.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await api.request('/api/v1/members/myAccount', { headers: bearer(member.token) })).status).toBe(401);
  });

  it('hides an office’s page, its ads and its marketeers’ link to it', async () => {
    const office = await registerByPhone(api);
    await db()
      .update(members)
      .set({ accountType: 2, brokerType: 'licensed', companyName: 'مكتب الحذف', licenceStatus: 'verified' })
      .where(eq(members.id, office.id));
    const marketeer = await registerByPhone(api);
    await db()
      .update(members)
      .set({ accountType: 2, brokerType: 'marketeer', officeId: office.id, officeStatus: 'accepted' })
      .where(eq(members.id, marketeer.id));
    const officeAd = await publishedAd(office, 733);
    expect((await api.request(`/api/v1/members/${office.id}`)).status).toBe(200);
    expect((await brokerProfile(marketeer.id))?.office?.id).toBe(office.id);

    expect((await deleteAccount(office)).status).toBe(200);

    expect((await api.request(`/api/v1/members/${office.id}`)).status).toBe(404);
    expect((await api.request(`/api/v1/members/${office.id}/phone`, { method: 'POST' })).status).toBe(404);
    const offices = await json<{ data: Array<{ id: number }> }>(await api.request('/api/v1/members/offices'));
    expect(offices.data.map((o) => o.id)).not.toContain(office.id);
    expect((await sitemapOffices()).map((o) => o.id)).not.toContain(office.id);
    expect(await listedIds(733)).not.toContain(officeAd);
    expect((await brokerProfile(marketeer.id))?.office).toBeNull();
    const [row] = await db()
      .select({ officeId: members.officeId, officeStatus: members.officeStatus })
      .from(members)
      .where(eq(members.id, marketeer.id));
    expect(row).toEqual({ officeId: null, officeStatus: null });
  });
});
