import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdDetail } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { financeRequests } from '../../db/schema/finance-requests';
import { packages, paymentOrders } from '../../db/schema/payments';
import { stopJobQueue } from '../../jobs/queue';
import { validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
  await setFreeAdsPerMonth(1000);
});
afterAll(async () => {
  await stopJobQueue();
});

interface Export {
  profile: { id: number; phone: string; email: string; firstName: string };
  ads: Array<{ id: number; title: string; media: unknown[] }>;
  favourites: Array<{ adId: number }>;
  savedSearches: Array<{ name: string; link: string }>;
  financeRequests: Array<{ fullName: string; amountFils: number }>;
  appraisalRequests: unknown[];
  orders: Array<{ id: number; amountFils: number; payments: unknown[] }>;
}

const exportOf = (session: Session) => api.request('/api/v1/members/my-data', { headers: bearer(session.token) });

/** A member with an ad, a favourite (another member's ad), a saved search, a finance request and an order. */
async function memberWithData(favouriteAdId?: number) {
  const member = await registerByPhone(api);
  const headers = bearer(member.token);
  const created = await api.request('/api/v1/ads', {
    method: 'POST',
    json: validAdInput({ title: `شقة المصدّر ${member.id}` }),
    headers,
  });
  const adId = ((await created.json()) as { data: AdDetail }).data.id;
  await api.request(`/api/v1/ads/${adId}/publish`, { method: 'POST', headers });
  if (favouriteAdId)
    expect(
      (await api.request('/api/v1/members/favourite', { method: 'POST', json: { adId: favouriteAdId }, headers }))
        .status,
    ).toBe(200);
  const saved = await api.request('/api/v1/saved-searches', {
    method: 'POST',
    json: { filters: { dealType: 'rent', areaIds: [34] }, frequency: 'daily' },
    headers,
  });
  expect(saved.status).toBe(201);
  await db()
    .insert(financeRequests)
    .values({
      memberId: member.id,
      fullName: `مقدم الطلب ${member.id}`,
      phone: member.phone,
      propertyCategoryId: 1,
      bankId: 1,
      bankCustomer: false,
      salaryFils: 900_000,
      instalmentsFils: 0,
      amountFils: 40_000_000,
      locale: 'ar',
      termsAcceptedAt: new Date(),
    });
  const [pack] = await db().select({ id: packages.id }).from(packages).limit(1);
  const [order] = await db()
    .insert(paymentOrders)
    .values({ memberId: member.id, packageId: pack!.id, priceFils: 7000, amountFils: 7000 })
    .returning({ id: paymentOrders.id });
  return { member, adId, orderId: order!.id };
}

describe('GET /api/v1/members/my-data', () => {
  it('downloads the member’s own profile, ads, favourites, saved searches, requests and orders as a JSON file', async () => {
    const other = await memberWithData();
    const { member, adId, orderId } = await memberWithData(other.adId);
    const res = await exportOf(member);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="manzil-data-${member.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as Export;
    expect(body.profile).toMatchObject({ id: member.id, phone: member.phone, email: member.email });
    expect(body.ads.map((ad) => ad.id)).toEqual([adId]);
    expect(body.favourites.map((f) => f.adId)).toEqual([other.adId]);
    expect(body.savedSearches).toHaveLength(1);
    expect(body.savedSearches[0]!.link).toContain('/ads/rent');
    expect(body.financeRequests).toEqual([
      expect.objectContaining({ fullName: `مقدم الطلب ${member.id}`, amountFils: 40_000_000 }),
    ]);
    expect(body.appraisalRequests).toEqual([]);
    expect(body.orders).toEqual([expect.objectContaining({ id: orderId, amountFils: 7000, payments: [] })]);
  });

  it('IDOR: exports the signed-in member’s data only, and nothing without a session', async () => {
    const a = await memberWithData();
    const b = await memberWithData();
    const text = await (await exportOf(b.member)).text();
    expect(text).not.toContain(a.member.phone);
    expect(text).not.toContain(`شقة المصدّر ${a.member.id}`);
    expect(text).not.toContain(`مقدم الطلب ${a.member.id}`);
    const body = JSON.parse(text) as Export;
    expect(body.orders.map((o) => o.id)).toEqual([b.orderId]);
    // No parameter names a member: a query or path id is ignored or not a route at all.
    const withId = JSON.parse(
      await (
        await api.request(`/api/v1/members/my-data?memberId=${a.member.id}`, { headers: bearer(b.member.token) })
      ).text(),
    ) as Export;
    expect(withId.profile.id).toBe(b.member.id);
    expect((await api.request('/api/v1/members/my-data')).status).toBe(401);
    expect((await api.request('/api/v1/members/my-data', { headers: bearer('not.a.token') })).status).toBe(401);
  });
});
