import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail } from '@/lib/schemas/ads';
import type { Balances } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { balanceEntries } from '../../db/schema/payments';
import { expireAds } from '../../services/ads/expire-ads';
import { changeAdState } from '../../services/ads/manage-ads';
import { kuwaitMonth } from '../../services/payments/ad-credits';
import { memberBalances } from '../../services/payments/ledger';
import { distinctFigures, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { grantTestCredits, setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

const post = (path: string, session: Session, headers: Record<string, string> = {}) =>
  api.request(`/api/v1${path}`, { method: 'POST', headers: { ...bearer(session.token), ...headers } });

let drafts = 0;
async function draft(session: Session): Promise<number> {
  const res = await api.request('/api/v1/ads', {
    method: 'POST',
    json: validAdInput(distinctFigures(drafts++)),
    headers: bearer(session.token),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: AdDetail }).data.id;
}

const publish = (session: Session, id: number, headers: Record<string, string> = {}) =>
  post(`/ads/${id}/publish`, session, headers);
const balances = (memberId: number): Promise<Balances> => memberBalances(memberId);
const uses = (memberId: number) =>
  db()
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.memberId, memberId), eq(balanceEntries.reason, 'use')));
const adRow = async (id: number) => (await db().select().from(ads).where(eq(ads.id, id)))[0]!;

async function myBalance(session: Session) {
  const res = await api.request('/api/v1/members/my-balance', { headers: bearer(session.token) });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      data: {
        ads: { freeAds: { left: number; allowance: number }; regular: number; special: number; broker: number | null };
      };
    }
  ).data.ads;
}

beforeAll(async () => {
  api = await testApp();
  // The seeded demo value; set here so that the test does not depend on an edit of the setting row.
  await setFreeAdsPerMonth(2);
});

describe('publishing spends the free allowance, then a regular-ad credit', () => {
  it('uses the two free ads of the month first, then the credits, then answers 402 INSUFFICIENT_BALANCE in ar and en and leaves the ad a draft', async () => {
    const member = await registerByPhone(api);
    expect(await myBalance(member)).toMatchObject({ freeAds: { left: 2, allowance: 2 }, regular: 0 });
    for (let i = 0; i < 2; i++) expect((await publish(member, await draft(member))).status).toBe(200);
    expect(await myBalance(member)).toMatchObject({ freeAds: { left: 0 }, regular: 0 });

    await grantTestCredits(member.id, 'regular-ad', 1);
    expect((await myBalance(member)).regular).toBe(1);
    const third = await draft(member);
    expect((await publish(member, third)).status).toBe(200);
    expect((await balances(member.id))['regular-ad']).toBe(0);

    const fourth = await draft(member);
    const refused = await publish(member, fourth, { 'x-localization': 'en' });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Your balance is not enough for this. Buy a package to continue.',
    });
    const arabic = await publish(member, fourth, { 'x-localization': 'ar' });
    expect(((await arabic.json()) as { message: string }).message).toMatch(/رصيدك/);
    expect((await adRow(fourth)).status).toBe(adStatus.pending);
    expect(await uses(member.id)).toHaveLength(3);
  });

  it('never spends twice for one ad: publishing again, a withdrawal and a new publication inside the paid period cost nothing and keep its end', async () => {
    const member = await registerByPhone(api);
    const id = await draft(member);
    expect((await publish(member, id)).status).toBe(200);
    const paidUntil = (await adRow(id)).listingPaidUntil!;
    expect((await publish(member, id)).status).toBe(200);
    expect((await post(`/ads/${id}/cancel`, member)).status).toBe(200);
    expect((await publish(member, id)).status).toBe(200);
    const row = await adRow(id);
    expect(row.expiresAt?.toISOString()).toBe(paidUntil.toISOString());
    expect(await uses(member.id)).toHaveLength(1);
  });

  it('spends one credit for 10 parallel publishes of the same ad', async () => {
    const member = await registerByPhone(api);
    const id = await draft(member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => publish(member, id)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await uses(member.id)).toHaveLength(1);
  });

  it('publishes exactly one of 5 different ads in parallel on a balance of one', async () => {
    await setFreeAdsPerMonth(0);
    try {
      const member = await registerByPhone(api);
      await grantTestCredits(member.id, 'regular-ad', 1);
      const ids = await Promise.all(Array.from({ length: 5 }, () => draft(member)));
      const answers = await Promise.all(ids.map((id) => publish(member, id)));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 402, 402, 402, 402]);
      expect((await balances(member.id))['regular-ad']).toBe(0);
      const live = await db()
        .select()
        .from(ads)
        .where(and(eq(ads.ownerId, member.id), eq(ads.status, adStatus.approved)));
      expect(live).toHaveLength(1);
      expect(await uses(member.id)).toHaveLength(1);
    } finally {
      await setFreeAdsPerMonth(2);
    }
  });

  it('spends a new credit for a repost after expiry (a new listing period), which lists the ad as regular again', async () => {
    const member = await registerByPhone(api);
    const id = await draft(member);
    expect((await publish(member, id)).status).toBe(200);
    await db()
      .update(ads)
      .set({ adType: 'special', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ads.id, id));
    await expireAds();
    expect((await post(`/ads/${id}/repost`, member)).status).toBe(200);
    expect(await uses(member.id)).toHaveLength(2);
    expect((await adRow(id)).adType).toBe('regular');
    // Out of free ads and credits: the next repost is refused and the ad stays expired.
    await db()
      .update(ads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ads.id, id));
    expect((await post(`/ads/${id}/repost`, member)).status).toBe(402);
  });

  it('never spends a member’s balance on another member’s ad (404, nothing spent)', async () => {
    const owner = await registerByPhone(api);
    const intruder = await registerByPhone(api);
    await grantTestCredits(intruder.id, 'special-ad', 1);
    const id = await draft(owner);
    expect((await publish(intruder, id)).status).toBe(404);
    expect((await publish(owner, id)).status).toBe(200);
    expect((await post(`/ads/${id}/special`, intruder)).status).toBe(404);
    expect(await uses(intruder.id)).toHaveLength(0);
    expect((await adRow(id)).adType).toBe('regular');
  });
});

describe('the free allowance follows the Kuwait calendar month', () => {
  it('names the month in Kuwait time and ends it at Kuwait midnight', () => {
    expect(kuwaitMonth(new Date('2026-11-30T20:59:59Z'))).toEqual({
      key: '2026-11',
      endsAt: new Date('2026-11-30T21:00:00Z'),
    });
    expect(kuwaitMonth(new Date('2026-11-30T21:00:00Z')).key).toBe('2026-12');
    expect(kuwaitMonth(new Date('2026-12-31T22:00:00Z'))).toEqual({
      key: '2027-01',
      endsAt: new Date('2027-01-31T21:00:00Z'),
    });
  });

  it('gives the free ads again next month, once', async () => {
    const member = await registerByPhone(api);
    for (let i = 0; i < 2; i++) expect((await publish(member, await draft(member))).status).toBe(200);
    const nextMonth = kuwaitMonth(new Date()).endsAt;
    const later = new Date(nextMonth.getTime() + 86_400_000);
    for (let i = 0; i < 2; i++) await changeAdState('publish', member.id, await draft(member), later);
    await expect(changeAdState('publish', member.id, await draft(member), later)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    const grants = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.memberId, member.id), eq(balanceEntries.reason, 'grant')));
    expect(grants.map((g) => g.quantity)).toEqual([2, 2]);
  });
});

describe('POST /v1/ads/{id}/special', () => {
  it('makes a live ad special for one special-ad credit, once however often it is asked, and 402 without a credit', async () => {
    const member = await registerByPhone(api);
    const id = await draft(member);
    expect((await post(`/ads/${id}/special`, member)).status).toBe(409);
    expect((await publish(member, id)).status).toBe(200);
    const refused = await post(`/ads/${id}/special`, member);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { code: string }).code).toBe('INSUFFICIENT_BALANCE');

    await grantTestCredits(member.id, 'special-ad', 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`/ads/${id}/special`, member)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(((await answers[0]!.json()) as { data: AdDetail }).data.adType).toBe('special');
    expect((await balances(member.id))['special-ad']).toBe(1);
    expect((await myBalance(member)).special).toBe(1);
  });

  it('answers 400 for a bad id and 401 without a sign-in', async () => {
    const member = await registerByPhone(api);
    expect((await post('/ads/abc/special', member)).status).toBe(400);
    expect((await api.request('/api/v1/ads/1/special', { method: 'POST' })).status).toBe(401);
  });
});

describe("offices' broker ads", () => {
  async function office(allows: boolean) {
    const session = await registerByPhone(api);
    await db()
      .update(members)
      .set({ accountType: accountTypes.office, allowMarketeerBrokerAds: allows })
      .where(eq(members.id, session.id));
    return session;
  }
  /** A marketeer as the sign-up makes one: an office/broker account (type 2) that names its office. */
  async function marketeerOf(officeId: number, officeStatus: 'accepted' | 'pending' = 'accepted') {
    const session = await registerByPhone(api);
    await db()
      .update(members)
      .set({ accountType: accountTypes.office, brokerType: 'marketeer', officeId, officeStatus })
      .where(eq(members.id, session.id));
    return session;
  }
  async function spendFreeAds(session: Session) {
    for (let i = 0; i < 2; i++) expect((await publish(session, await draft(session))).status).toBe(200);
  }

  it("spends an office's broker-ad balance for its own ads after its free ads", async () => {
    const agency = await office(false);
    await spendFreeAds(agency);
    await grantTestCredits(agency.id, 'broker-ad', 1);
    expect((await myBalance(agency)).broker).toBe(1);
    expect((await publish(agency, await draft(agency))).status).toBe(200);
    expect((await balances(agency.id))['broker-ad']).toBe(0);
    expect((await publish(agency, await draft(agency))).status).toBe(402);
  });

  it("spends the office's broker-ad balance for a marketeer's ad when the office allows it", async () => {
    const agency = await office(true);
    await grantTestCredits(agency.id, 'broker-ad', 1);
    const marketeer = await marketeerOf(agency.id);
    await spendFreeAds(marketeer);
    expect(await myBalance(marketeer)).toMatchObject({ broker: 1, regular: 0 });
    expect((await publish(marketeer, await draft(marketeer))).status).toBe(200);
    expect((await balances(agency.id))['broker-ad']).toBe(0);
    const [use] = await uses(agency.id);
    expect(use).toMatchObject({ kind: 'broker-ad', quantity: -1 });
    // The office's balance is empty: the marketeer's own credits come next, and then nothing.
    await grantTestCredits(marketeer.id, 'regular-ad', 1);
    expect((await publish(marketeer, await draft(marketeer))).status).toBe(200);
    expect((await balances(marketeer.id))['regular-ad']).toBe(0);
    expect((await publish(marketeer, await draft(marketeer))).status).toBe(402);
  });

  it("spends the marketeer's own balance when the office does not allow it, never the office's", async () => {
    const agency = await office(false);
    await grantTestCredits(agency.id, 'broker-ad', 5);
    const marketeer = await marketeerOf(agency.id);
    await spendFreeAds(marketeer);
    expect((await myBalance(marketeer)).broker).toBeNull();
    expect((await publish(marketeer, await draft(marketeer))).status).toBe(402);
    await grantTestCredits(marketeer.id, 'regular-ad', 1);
    expect((await publish(marketeer, await draft(marketeer))).status).toBe(200);
    expect((await balances(agency.id))['broker-ad']).toBe(5);
  });

  it("never spends the office's balance for a marketeer the office has not accepted yet", async () => {
    const agency = await office(true);
    await grantTestCredits(agency.id, 'broker-ad', 2);
    const marketeer = await marketeerOf(agency.id, 'pending');
    await spendFreeAds(marketeer);
    expect((await myBalance(marketeer)).broker).toBeNull();
    expect((await publish(marketeer, await draft(marketeer))).status).toBe(402);
    expect((await balances(agency.id))['broker-ad']).toBe(2);
  });

  it('never spends an office’s balance for a member who only names it without being a marketeer of an office account', async () => {
    const notAnOffice = await registerByPhone(api);
    await db().update(members).set({ allowMarketeerBrokerAds: true }).where(eq(members.id, notAnOffice.id));
    await grantTestCredits(notAnOffice.id, 'broker-ad', 3);
    const member = await marketeerOf(notAnOffice.id);
    await spendFreeAds(member);
    expect((await publish(member, await draft(member))).status).toBe(402);
    expect((await balances(notAnOffice.id))['broker-ad']).toBe(3);
  });
});
