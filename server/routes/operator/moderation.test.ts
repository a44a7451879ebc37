import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail, AdInput, MyAdsPage } from '@/lib/schemas/ads';
import type { ModerationQueue } from '@/lib/schemas/moderation';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areaPriceLevels } from '../../db/schema/market';
import { adReviews, moderationSettings, staffAuditLog } from '../../db/schema/moderation';
import { notifications } from '../../db/schema/notifications';
import { propertyCategories, propertyTypes } from '../../db/schema/reference';
import { forgetModerationSettings } from '../../services/moderation/settings';
import { grantRole } from '../../services/offices/roles';
import { forgetRentMarket } from '../../services/rent-estimates/rent-estimate';
import { distinctFigures, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let operator: Session;
let owner: Session;
let made = 0;

const json = async <T>(res: Response) => (await res.json()) as T;

function call(session: Session | undefined, method: string, path: string, body?: unknown, locale = 'ar') {
  return api.request(`/api/v1${path}`, {
    method,
    json: body,
    headers: { ...(session && bearer(session.token)), 'x-localization': locale },
  });
}

/** A draft of `session` with figures of its own (no duplicate of their other ads), published; answers the ad. */
async function publish(session: Session, overrides: Partial<AdInput> = {}) {
  const created = await call(session, 'POST', '/ads', validAdInput({ ...distinctFigures(made++), ...overrides }));
  expect(created.status).toBe(201);
  const { data } = await json<{ data: AdDetail }>(created);
  const res = await call(session, 'POST', `/ads/${data.id}/publish`);
  return { id: data.id, res, ad: res.status === 200 ? (await json<{ data: AdDetail }>(res)).data : undefined };
}

const queue = async () =>
  (await json<{ data: ModerationQueue }>(await call(operator, 'GET', '/operator/moderation'))).data;
const decide = (id: number, body: unknown, session = operator) =>
  call(session, 'POST', `/operator/moderation/ads/${id}/decision`, body);
const takeDown = (id: number, body: unknown, session = operator) =>
  call(session, 'POST', `/operator/moderation/ads/${id}/take-down`, body);
const ownerView = async (id: number, session = owner) =>
  (await json<{ data: AdDetail }>(await call(session, 'GET', `/ads/${id}`))).data;
const auditOf = (adId: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entityType, 'ad'), eq(staffAuditLog.entityId, adId)))
    .orderBy(staffAuditLog.id);
const toldOwner = (memberId: number, kind: 'ad-approved' | 'ad-rejected') =>
  db()
    .select({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.id));

beforeAll(async () => {
  api = await testApp();
  operator = await registerByPhone(api);
  await grantRole(operator.id, 'operator');
  owner = await registerByPhone(api);
  // Publishing is not what these tests are about: nobody runs out of free ads here.
  await setFreeAdsPerMonth(1000);
});

describe('automated checks at publish (issue 29)', () => {
  it('a clean ad goes live at once, as before', async () => {
    const { res, ad } = await publish(owner);
    expect(res.status).toBe(200);
    expect(ad).toMatchObject({ status: adStatus.approved });
    expect(ad?.review).toBeUndefined();
  });

  it('a phone number in the title holds the ad: pending, "under review" for its owner, hidden from everyone else', async () => {
    const { id, res, ad } = await publish(owner, { title: 'شقة للإيجار اتصل ٩٩٨٨ ٧٧٦٦' });
    expect(res.status).toBe(200);
    expect(ad).toMatchObject({
      status: adStatus.pending,
      review: { state: 'waiting', kinds: ['contact-details'], usualHours: 24, reason: null },
    });
    expect((await call(undefined, 'GET', `/ads/${id}`)).status).toBe(404);
    const stranger = await registerByPhone(api);
    expect((await call(stranger, 'GET', `/ads/${id}`)).status).toBe(404);
    const mine = await json<MyAdsPage>(await call(owner, 'GET', '/members/myRequests/ads?statusId=0'));
    expect(mine.data.find((card) => card.id === id)?.review).toMatchObject({ state: 'waiting' });
    const item = (await queue()).items.find((row) => row.ad.id === id);
    expect(item?.signals).toEqual([
      {
        kind: 'contact-details',
        evidence: { spans: [{ field: 'title', start: 17, end: 26, text: '٩٩٨٨ ٧٧٦٦', type: 'phone' }] },
      },
    ]);
    expect(item?.advertiser).toMatchObject({ id: owner.id });
    expect(item?.reports).toEqual([]);
    // Publishing again while it waits answers it unchanged; only an operator makes it live.
    const again = await call(owner, 'POST', `/ads/${id}/publish`);
    expect(again.status).toBe(200);
    expect((await json<{ data: AdDetail }>(again)).data.status).toBe(adStatus.pending);
  });

  it('banned terms, e-mail and links in the description are signals too', async () => {
    const { ad } = await publish(owner, {
      description: 'للحجز حوّل العربون قبل المعاينة، راسلنا owner@example.com',
    });
    expect(ad?.review?.kinds).toEqual(['contact-details', 'banned-term']);
  });

  it('refuses a copy of the owner’s own live ad with DUPLICATE_AD naming the ad to edit instead', async () => {
    const first = await publish(owner);
    expect(first.ad?.status).toBe(adStatus.approved);
    const copy = await call(
      owner,
      'POST',
      '/ads',
      validAdInput({ sizeSqm: first.ad!.sizeSqm * 1.01, priceFils: first.ad!.priceFils }),
    );
    const { data } = await json<{ data: AdDetail }>(copy);
    const res = await call(owner, 'POST', `/ads/${data.id}/publish`, undefined, 'en');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'DUPLICATE_AD',
      message: expect.stringContaining('Edit or repost that ad'),
      details: { adId: first.id },
    });
    // Another member's identical ad is no duplicate of theirs.
    const other = await registerByPhone(api);
    const theirs = await call(
      other,
      'POST',
      '/ads',
      validAdInput({ sizeSqm: first.ad!.sizeSqm, priceFils: first.ad!.priceFils }),
    );
    const theirId = (await json<{ data: AdDetail }>(theirs)).data.id;
    expect((await call(other, 'POST', `/ads/${theirId}/publish`)).status).toBe(200);
  });

  it('holds a sale priced far below or far above its area’s recorded median, with the figures', async () => {
    const [type] = await db()
      .select({
        id: propertyTypes.id,
        categoryId: propertyTypes.categoryId,
        basis: propertyTypes.dealBasis,
        category: propertyCategories.dealCategory,
      })
      .from(propertyTypes)
      .innerJoin(propertyCategories, eq(propertyCategories.id, propertyTypes.categoryId))
      .where(and(isNotNull(propertyTypes.dealBasis), isNotNull(propertyCategories.dealCategory)))
      .limit(1);
    const category = await db()
      .select({ dealTypeIds: propertyCategories.dealTypeIds })
      .from(propertyCategories)
      .where(eq(propertyCategories.id, type!.categoryId));
    expect(category[0]?.dealTypeIds).toContain(1);
    await db()
      .insert(areaPriceLevels)
      .values({
        areaId: 34,
        dealCategory: type!.category!,
        basis: type!.basis!,
        medianPricePerSqmFils: 1_000_000,
        deals: 40,
        windowFrom: '2025-12-01',
        windowTo: '2026-11-27',
      })
      .onConflictDoNothing();
    const sale = (priceFils: number, sizeSqm: number) =>
      publish(owner, {
        dealType: 'sale',
        categoryId: type!.categoryId,
        propertyTypeId: type!.id,
        areaId: 34,
        sizeSqm,
        priceFils,
      });
    expect((await sale(400_000_000, 400)).ad?.status).toBe(adStatus.approved);
    const bait = await sale(60_000_000, 410);
    expect(bait.ad?.review?.kinds).toEqual(['price-bait']);
    const item = (await queue()).items.find((row) => row.ad.id === bait.id);
    expect(item?.signals[0]).toMatchObject({
      kind: 'price-bait',
      evidence: { basis: 'sale-median', adFils: 146_341, marketFils: 1_000_000, bound: 0.4, sampleSize: 40 },
    });
    expect((await sale(2_500_000_000, 420)).ad?.review?.kinds).toEqual(['price-absurd']);
  });

  it('holds a rent far from the rent estimator’s comparables', async () => {
    const landlord = await registerByPhone(api);
    const published = new Date(Date.now() - 10 * 86_400_000);
    await db()
      .insert(ads)
      .values(
        Array.from({ length: 16 }, (_, i) => ({
          ownerId: landlord.id,
          dealTypeId: 2,
          categoryId: 2,
          propertyTypeId: 8,
          areaId: 34,
          title: `شقة مقارنة ${i}`,
          sizeSqm: 100 + i * 4,
          priceFils: Math.round((100 + i * 4) * 3.6) * 1000,
          status: adStatus.approved,
          publishedAt: published,
          expiresAt: new Date(Date.now() + 20 * 86_400_000),
        })),
      );
    forgetRentMarket();
    const tenantOwner = await registerByPhone(api);
    expect((await publish(tenantOwner, { sizeSqm: 130, priceFils: 120_000 })).ad?.review?.kinds).toEqual([
      'price-bait',
    ]);
    expect((await publish(tenantOwner, { sizeSqm: 131, priceFils: 2_400_000 })).ad?.review?.kinds).toEqual([
      'price-absurd',
    ]);
    expect((await publish(tenantOwner, { sizeSqm: 133, priceFils: 480_000 })).ad?.status).toBe(adStatus.approved);
  });

  it('holds the ads of an advertiser with recent rejections, and a new account’s first ad where operators turn that on', async () => {
    const repeat = await registerByPhone(api);
    for (let i = 0; i < 2; i++) {
      const { id } = await publish(repeat, { title: `شقة للإيجار واتساب 9988776${i}` });
      expect((await decide(id, { decision: 'reject', reasonCode: 'contact-in-text' })).status).toBe(200);
    }
    expect((await publish(repeat)).ad?.review).toMatchObject({ kinds: ['recent-rejections'] });

    await db().update(moderationSettings).set({ value: 1 }).where(eq(moderationSettings.key, 'history.first-ad-holds'));
    forgetModerationSettings();
    try {
      const newcomer = await registerByPhone(api);
      expect((await publish(newcomer)).ad?.review?.kinds).toEqual(['first-ad']);
      expect((await publish(owner)).ad?.status).toBe(adStatus.approved);
    } finally {
      await db()
        .update(moderationSettings)
        .set({ value: 0 })
        .where(eq(moderationSettings.key, 'history.first-ad-holds'));
      forgetModerationSettings();
    }
  });
});

describe('the moderation desk (issue 29)', () => {
  it('reject → the owner is told and edits → back in the queue → approve → live; every decision in the audit log', async () => {
    const { id } = await publish(owner, { title: 'شقة للإيجار واتساب 99887766' });
    const rejected = await decide(id, {
      decision: 'reject',
      reasonCode: 'contact-in-text',
      note: 'ضع الرقم في خانة الهاتف',
    });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ data: { adId: id, status: adStatus.rejected } });
    expect(await ownerView(id)).toMatchObject({
      status: adStatus.rejected,
      review: {
        state: 'rejected',
        reason: { code: 'contact-in-text', labelEn: 'Contact details written in the ad text' },
        note: 'ضع الرقم في خانة الهاتف',
      },
    });
    const [told] = await toldOwner(owner.id, 'ad-rejected');
    expect(told).toMatchObject({
      link: `/profile/ads/${id}`,
      params: {
        action: 'reject',
        hasNote: 'yes',
        note: 'ضع الرقم في خانة الهاتف',
        reason: { en: 'Contact details written in the ad text' },
      },
    });

    // The owner fixes it: it goes back to the queue as a resubmission, whatever the checks say now.
    const edited = await call(
      owner,
      'PUT',
      `/ads/${id}`,
      validAdInput({ ...distinctFigures(made++), title: 'شقة للإيجار في السالمية' }),
    );
    expect((await json<{ data: AdDetail }>(edited)).data).toMatchObject({
      status: adStatus.pending,
      review: { state: 'waiting', kinds: ['resubmitted'] },
    });
    const item = (await queue()).items.find((row) => row.ad.id === id);
    expect(item).toMatchObject({
      trigger: 'resubmit',
      signals: [{ kind: 'resubmitted', evidence: { reasonCode: 'contact-in-text' } }],
    });

    expect((await decide(id, { decision: 'approve' })).status).toBe(200);
    const live = await ownerView(id);
    expect(live).toMatchObject({ status: adStatus.approved, isExpired: false });
    expect(live.review).toBeUndefined();
    expect((await call(undefined, 'GET', `/ads/${id}`)).status).toBe(200);
    expect((await toldOwner(owner.id, 'ad-approved'))[0]).toMatchObject({ link: `/profile/ads/${id}` });

    const trail = await auditOf(id);
    expect(trail.map((row) => [row.action, row.actorId, row.reasonCode])).toEqual([
      ['ad.reject', operator.id, 'contact-in-text'],
      ['ad.approve', operator.id, null],
    ]);
    expect(trail[0]).toMatchObject({
      before: { status: 0, review: 'waiting', signals: ['contact-details'] },
      after: { status: 3, review: 'rejected' },
    });
    // A decided ad does not wait any more.
    expect((await decide(id, { decision: 'approve' })).status).toBe(404);
  });

  it('an edit of a live ad runs the checks again: a flagged edit sends it to the queue, approval keeps its dates', async () => {
    const { id, ad } = await publish(owner);
    const edited = await call(
      owner,
      'PUT',
      `/ads/${id}`,
      validAdInput({ sizeSqm: ad!.sizeSqm, priceFils: ad!.priceFils, description: 'زوروا www.q8-flats.com' }),
    );
    expect((await json<{ data: AdDetail }>(edited)).data).toMatchObject({
      status: adStatus.pending,
      review: { kinds: ['contact-details'] },
    });
    expect((await call(undefined, 'GET', `/ads/${id}`)).status).toBe(404);
    expect((await decide(id, { decision: 'approve', note: 'رابط مقبول' })).status).toBe(200);
    expect(await ownerView(id)).toMatchObject({
      status: adStatus.approved,
      publishedAt: ad!.publishedAt,
      expiresAt: ad!.expiresAt,
    });
  });

  it('takes a live ad down with a reason; a draft or an unknown ad cannot be', async () => {
    const { id } = await publish(owner);
    const res = await takeDown(id, { reasonCode: 'not-available', note: 'أبلغنا المستأجر أنها مؤجرة' });
    expect(res.status).toBe(200);
    expect((await call(undefined, 'GET', `/ads/${id}`)).status).toBe(404);
    expect((await ownerView(id)).review).toMatchObject({ state: 'rejected', reason: { code: 'not-available' } });
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['ad.take-down']);
    expect((await toldOwner(owner.id, 'ad-rejected'))[0]?.params).toMatchObject({ action: 'takedown' });
    expect((await takeDown(id, { reasonCode: 'not-available' })).status).toBe(409);
    expect((await takeDown(999_999_999, { reasonCode: 'not-available' })).status).toBe(404);
  });

  it('refuses a reason outside the catalogue on the reason field', async () => {
    const { id } = await publish(owner, { title: 'شقة للإيجار هاتف 66554433' });
    const res = await decide(id, { decision: 'reject', reasonCode: 'because' }, operator);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { reasonCode: [expect.any(String)] },
    });
    expect((await decide(id, { decision: 'maybe' })).status).toBe(400);
  });

  it('shows its health: items waiting, the oldest one’s age, the median time to a decision over 7 days', async () => {
    const { health, items, reasons } = await queue();
    const [waiting] = await db().select({ id: adReviews.id }).from(adReviews).where(eq(adReviews.state, 'waiting'));
    expect(waiting).toBeDefined();
    expect(health.waiting).toBe(items.length);
    expect(health.oldestQueuedAt).toBe(items[0]?.queuedAt);
    expect(health.decisions7d).toBeGreaterThan(0);
    expect(health.medianDecisionHours7d).toBeGreaterThanOrEqual(0);
    expect(items.map((item) => item.queuedAt)).toEqual([...items.map((item) => item.queuedAt)].sort());
    expect(reasons.map((reason) => reason.code)).toContain('contact-in-text');
  });

  it('is for operators only, never cached; an owner sees only their own ad’s review', async () => {
    const { id } = await publish(owner, { title: 'شقة للإيجار 99001122 اتصل' });
    const member = await registerByPhone(api);
    for (const res of [
      await call(member, 'GET', '/operator/moderation'),
      await decide(id, { decision: 'approve' }, member),
      await takeDown(id, { reasonCode: 'other' }, member),
    ])
      expect(res.status).toBe(403);
    expect((await call(undefined, 'GET', '/operator/moderation')).status).toBe(401);
    expect(
      (await call(undefined, 'POST', `/operator/moderation/ads/${id}/decision`, { decision: 'approve' })).status,
    ).toBe(401);
    const desk = await call(operator, 'GET', '/operator/moderation');
    expect(desk.headers.get('cache-control')).toBe('private, no-store');
    // Still waiting: nobody but an operator decided.
    expect((await ownerView(id)).review?.state).toBe('waiting');
    expect((await call(member, 'GET', `/ads/${id}`)).status).toBe(404);
  });

  it('the licence desk writes its decisions to the same audit log', async () => {
    const { reviewLicence } = await import('../../services/offices/licences');
    const { members } = await import('../../db/schema/accounts');
    const office = await registerByPhone(api);
    await db()
      .update(members)
      .set({ accountType: 2, brokerType: 'licensed', licenceStatus: 'pending', companyName: `مكتب ${office.id}` })
      .where(eq(members.id, office.id));
    await reviewLicence(office.id, { decision: 'reject', reason: 'رقم الترخيص غير مطابق' }, operator.id);
    const rows = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entityType, 'office'), eq(staffAuditLog.entityId, office.id)));
    expect(rows).toMatchObject([
      {
        action: 'licence.reject',
        actorId: operator.id,
        note: 'رقم الترخيص غير مطابق',
        after: { licenceStatus: 'rejected' },
      },
    ]);
  });
});
