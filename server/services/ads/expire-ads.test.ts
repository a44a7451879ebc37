import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { MyAdsPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { runMaintenance } from '../../job-workers/maintenance';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { expireAds } from './expire-ads';

let api: Awaited<ReturnType<typeof testApp>>;
let seller: Awaited<ReturnType<typeof registerByPhone>>;
const DAY_MS = 24 * 3600 * 1000;
const now = new Date();

/** One member's live ads of the same figures are duplicates (issue 29): each ad here is a little larger. */
let inserted = 0;
async function insertAd(values: Partial<typeof ads.$inferInsert>) {
  const [row] = await db()
    .insert(ads)
    .values({
      ownerId: seller.id,
      dealTypeId: 2,
      categoryId: 2,
      propertyTypeId: 8,
      areaId: 34,
      title: 'شقة',
      sizeSqm: Math.round(100 * 1.05 ** inserted++),
      priceFils: 300_000,
      ...values,
    })
    .returning({ id: ads.id });
  return row!.id;
}

const statusOf = async (ids: number[]) =>
  Object.fromEntries(
    (await db().select({ id: ads.id, status: ads.status }).from(ads).where(inArray(ads.id, ids))).map((r) => [
      r.id,
      r.status,
    ]),
  );

beforeAll(async () => {
  api = await testApp();
  seller = await registerByPhone(api);
});

describe('expireAds', () => {
  it('marks only approved ads past their expiry as expired, once', async () => {
    const lapsed = await insertAd({
      status: adStatus.approved,
      publishedAt: new Date(now.getTime() - 31 * DAY_MS),
      expiresAt: new Date(now.getTime() - 1000),
    });
    const live = await insertAd({
      status: adStatus.approved,
      publishedAt: now,
      expiresAt: new Date(now.getTime() + DAY_MS),
    });
    const open = await insertAd({ status: adStatus.approved, publishedAt: now, expiresAt: null });
    const draft = await insertAd({ status: adStatus.pending, expiresAt: new Date(now.getTime() - DAY_MS) });
    const rejected = await insertAd({ status: adStatus.rejected, expiresAt: new Date(now.getTime() - DAY_MS) });

    expect(await expireAds(now)).toBeGreaterThanOrEqual(1);
    expect(await statusOf([lapsed, live, open, draft, rejected])).toEqual({
      [lapsed]: adStatus.expired,
      [live]: adStatus.approved,
      [open]: adStatus.approved,
      [draft]: adStatus.pending,
      [rejected]: adStatus.rejected,
    });
    const [row] = await db().select({ expiresAt: ads.expiresAt }).from(ads).where(eq(ads.id, lapsed));
    expect(row!.expiresAt).not.toBeNull();
    expect(await expireAds(now)).toBe(0);
  });

  it('runs with the daily maintenance, and the owner can repost what it expired', async () => {
    const lapsed = await insertAd({
      status: adStatus.approved,
      publishedAt: new Date(now.getTime() - 40 * DAY_MS),
      expiresAt: new Date(now.getTime() - DAY_MS),
    });
    const before = await api.request('/api/v1/members/myRequests/ads?statusId=2', { headers: bearer(seller.token) });
    expect(((await before.json()) as MyAdsPage).data.map((c) => c.id)).toContain(lapsed);
    await runMaintenance(now);
    expect(await statusOf([lapsed])).toEqual({ [lapsed]: adStatus.expired });
    const res = await api.request(`/api/v1/ads/${lapsed}/repost`, { method: 'POST', headers: bearer(seller.token) });
    expect(res.status).toBe(200);
    expect(await statusOf([lapsed])).toEqual({ [lapsed]: adStatus.approved });
  });
});
