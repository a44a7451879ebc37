import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { trustSettings } from '../../db/schema/ad-trust';
import { ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';
import { stopJobQueue } from '../../jobs/queue';
import { openReportCounts, reportsForAd, resolveReports } from '../../services/ad-reports/ad-reports';
import { moderationQueue } from '../../services/moderation/desk';
import { decideAdReview } from '../../services/moderation/reviews';
import { ownerAvailabilityStates } from '../../services/ad-availability/availability';
import { trustSettingsOf } from '../../services/ad-availability/trust-settings';
import { distinctFigures, validAdInput } from '../../testing/ad-input';
import { bearer, freshIp, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let staff: Session;
let visitorCount = 0;

const visitor = () => `visitor-${Date.now()}-${++visitorCount}`;

let adsMade = 0;
async function liveAd(): Promise<number> {
  // Each its own figures: one owner's live copies of an ad are refused as duplicates.
  const json = validAdInput(distinctFigures(adsMade++));
  const res = await api.request('/api/v1/ads', { method: 'POST', json, headers: bearer(owner.token) });
  const { data } = (await res.json()) as { data: AdDetail };
  expect(
    (await api.request(`/api/v1/ads/${data.id}/publish`, { method: 'POST', headers: bearer(owner.token) })).status,
  ).toBe(200);
  return data.id;
}

function report(
  adId: number,
  body: Record<string, unknown>,
  options: { ip?: string; uuid?: string; token?: string } = {},
) {
  return api.request(`/api/v1/ads/${adId}/reports`, {
    method: 'POST',
    json: body,
    headers: {
      'x-uuid': options.uuid ?? visitor(),
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(options.token ? bearer(options.token) : {}),
    },
  });
}

const statusOf = async (id: number) =>
  (await db().select({ status: ads.status }).from(ads).where(eq(ads.id, id)))[0]?.status;

const asksOf = (adId: number) =>
  db()
    .select({ kind: notifications.kind, memberId: notifications.memberId, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.kind, 'ad-availability-check'))
    .then((rows) => rows.filter((row) => row.link?.startsWith(`/ad/${adId}/availability`)));

beforeAll(async () => {
  api = await testApp();
  await setFreeAdsPerMonth(1000);
  // Thresholds of three, as seeded; read from the database like the service does.
  trustSettingsOf.clear();
  [owner, staff] = [await registerByPhone(api), await registerByPhone(api)];
});

afterAll(async () => {
  await stopJobQueue();
});

describe('POST /api/v1/ads/{id}/reports', () => {
  it('stores one report per visitor and ad: the same visitor again is 409 ALREADY_REPORTED', async () => {
    const adId = await liveAd();
    const uuid = visitor();
    expect((await report(adId, { reason: 'wrong-price' }, { uuid })).status).toBe(201);
    const again = await report(adId, { reason: 'scam' }, { uuid });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ALREADY_REPORTED');
    expect((await reportsForAd(db(), adId)).map((row) => row.reason)).toEqual(['wrong-price']);
  });

  it('takes a signed-in member as the reporter whatever cookie they send, and refuses the owner', async () => {
    const adId = await liveAd();
    const member = await registerByPhone(api);
    expect((await report(adId, { reason: 'duplicate' }, { token: member.token })).status).toBe(201);
    expect((await report(adId, { reason: 'duplicate' }, { token: member.token })).status).toBe(409);
    expect((await report(adId, { reason: 'duplicate' }, { token: owner.token })).status).toBe(403);
    expect((await reportsForAd(db(), adId))[0]?.memberId).toBe(member.id);
  });

  it('needs a visitor id from a visitor who is not signed in (400), not from a member', async () => {
    const adId = await liveAd();
    const bare = (headers: Record<string, string>) =>
      api.request(`/api/v1/ads/${adId}/reports`, { method: 'POST', json: { reason: 'duplicate' }, headers });
    expect((await bare({})).status).toBe(400);
    const member = await registerByPhone(api);
    expect((await bare(bearer(member.token))).status).toBe(201);
  });

  it('needs a note for "other", refuses unknown reasons and answers 404 for an ad that is not live', async () => {
    const adId = await liveAd();
    expect((await report(adId, { reason: 'other' })).status).toBe(400);
    expect((await report(adId, { reason: 'bad-vibes' })).status).toBe(400);
    expect((await report(adId, { reason: 'other', note: 'الرقم لا يرد' })).status).toBe(201);
    expect((await report(999_999_999, { reason: 'scam' })).status).toBe(404);
  });

  it('limits reports per client address (AD_REPORTS_PER_IP_DAY, 20 by default)', async () => {
    const ip = freshIp();
    const adId = await liveAd();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await report(adId, { reason: 'wrong-price' }, { ip })).status);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('asks the owner at once when three distinct reporters say "rented or sold" (not before, and once)', async () => {
    const adId = await liveAd();
    expect((await report(adId, { reason: 'rented-or-sold' })).status).toBe(201);
    expect((await report(adId, { reason: 'rented-or-sold' })).status).toBe(201);
    expect(await asksOf(adId)).toEqual([]);
    expect((await report(adId, { reason: 'rented-or-sold' })).status).toBe(201);
    expect((await report(adId, { reason: 'rented-or-sold' })).status).toBe(201);
    const asks = await asksOf(adId);
    expect(asks).toHaveLength(1);
    expect(asks[0]?.memberId).toBe(owner.id);
    expect(await statusOf(adId)).toBe(adStatus.approved);
  });

  it('hides the ad (kept, status pending) when three distinct reporters say "scam"; its page is 404 to visitors', async () => {
    const adId = await liveAd();
    for (let i = 0; i < 3; i++) expect((await report(adId, { reason: 'scam' })).status).toBe(201);
    expect(await statusOf(adId)).toBe(adStatus.pending);
    expect((await api.request(`/api/v1/ads/${adId}`)).status).toBe(404);
    expect((await openReportCounts(db(), [adId])).get(adId)).toBe(3);
    expect((await ownerAvailabilityStates(owner.id)).find((row) => row.adId === adId)?.state).toBe('held');
    // The owner cannot put it back up while it waits for an operator.
    expect(
      (await api.request(`/api/v1/ads/${adId}/publish`, { method: 'POST', headers: bearer(owner.token) })).status,
    ).toBe(409);
  });

  it('cannot be replayed to hide an ad: one address making up visitor ids counts as one reporter', async () => {
    const adId = await liveAd();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await report(adId, { reason: 'scam' }, { ip })).status).toBe(201);
    const replayed = await report(adId, { reason: 'scam' }, { ip, uuid: 'visitor-replayed-1' });
    expect(replayed.status).toBe(201);
    expect((await report(adId, { reason: 'scam' }, { ip: freshIp(), uuid: 'visitor-replayed-1' })).status).toBe(409);
    expect(await statusOf(adId)).toBe(adStatus.approved);
  });

  it('resolveReports: dismissed brings a hidden ad back and tells signed-in reporters; upheld rejects it', async () => {
    const [kept, removed] = [await liveAd(), await liveAd()];
    const member = await registerByPhone(api);
    for (const adId of [kept, removed]) {
      expect((await report(adId, { reason: 'scam' }, { token: member.token })).status).toBe(201);
      for (let i = 0; i < 2; i++) expect((await report(adId, { reason: 'scam' })).status).toBe(201);
      expect(await statusOf(adId)).toBe(adStatus.pending);
    }
    expect(await resolveReports(db(), kept, 'dismissed', staff.id)).toBe(3);
    expect(await resolveReports(db(), removed, 'upheld', staff.id)).toBe(3);
    expect(await statusOf(kept)).toBe(adStatus.approved);
    expect(await statusOf(removed)).toBe(adStatus.rejected);
    expect((await api.request(`/api/v1/ads/${kept}`)).status).toBe(200);
    expect(await openReportCounts(db(), [kept, removed])).toEqual(new Map());
    const told = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(eq(notifications.memberId, member.id));
    expect(told.map((row) => row.params.decision).sort()).toEqual(['dismissed', 'upheld']);
    const [closed] = await reportsForAd(db(), kept);
    expect(closed).toMatchObject({ decision: 'dismissed', resolvedBy: staff.id });
  });

  it('puts an ad hidden by reports in the moderation queue; approving it there dismisses them and brings it back', async () => {
    const adId = await liveAd();
    for (let i = 0; i < 3; i++) expect((await report(adId, { reason: 'scam' })).status).toBe(201);
    const [item] = (await moderationQueue({ ad: adId })).items;
    expect(item).toMatchObject({ trigger: 'reports', signals: [{ kind: 'reported', evidence: { reason: 'scam' } }] });
    expect(item?.reports).toEqual([expect.objectContaining({ reason: 'scam', count: 3 })]);
    await decideAdReview(staff.id, adId, { decision: 'approve' });
    expect(await statusOf(adId)).toBe(adStatus.approved);
    expect(await openReportCounts(db(), [adId])).toEqual(new Map());
    expect((await api.request(`/api/v1/ads/${adId}`)).status).toBe(200);
  });

  it('reads its thresholds from the database', async () => {
    await db().update(trustSettings).set({ value: 1 }).where(eq(trustSettings.key, 'reports-scam-to-hide'));
    trustSettingsOf.clear();
    try {
      const adId = await liveAd();
      expect((await report(adId, { reason: 'scam' })).status).toBe(201);
      expect(await statusOf(adId)).toBe(adStatus.pending);
    } finally {
      await db().update(trustSettings).set({ value: 3 }).where(eq(trustSettings.key, 'reports-scam-to-hide'));
      trustSettingsOf.clear();
    }
  });
});
