import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail, AdInput, MyAdsPage } from '@/lib/schemas/ads';
import {
  DESK_PAGE_SIZE,
  type DeskItem,
  type ModerationQueue,
  type ReportedAds,
  type ReportedItem,
} from '@/lib/schemas/moderation';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areaPriceLevels } from '../../db/schema/market';
import { adReviews, moderationSettings, staffAuditLog } from '../../db/schema/moderation';
import { notifications } from '../../db/schema/notifications';
import { propertyCategories, propertyTypes } from '../../db/schema/reference';
import { forgetModerationSettings } from '../../services/moderation/settings';
import { grantRole } from '../../services/staff/roles';
import { forgetRentMarket } from '../../services/rent-estimates/rent-estimate';
import { distinctFigures, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let operator: Session;
let owner: Session;
/** Publishes the live ads of the later tests: `owner` has had ads rejected, which holds their new ones. */
let advertiser: Session;
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

const queue = async (search = '') =>
  (await json<{ data: ModerationQueue }>(await call(operator, 'GET', `/operator/moderation${search}`))).data;
/** Every item of a desk list, following `next` from the first page. */
async function everyPage<Item>(path: string): Promise<Item[]> {
  const items: Item[] = [];
  let after: string | null = '';
  for (let pages = 0; after !== null; pages++) {
    expect(pages).toBeLessThan(100);
    const res = await call(operator, 'GET', `${path}${after ? `?after=${after}` : ''}`);
    const page: { items: Item[]; next: string | null } = (
      await json<{ data: { items: Item[]; next: string | null } }>(res)
    ).data;
    items.push(...page.items);
    after = page.next;
  }
  return items;
}
/** The desk focused on one ad: its item when it waits. */
const itemOf = async (adId: number) => (await queue(`?ad=${adId}`)).items[0];
const decide = (id: number, body: unknown, session = operator) =>
  call(session, 'POST', `/operator/moderation/ads/${id}/decision`, body);
const takeDown = (id: number, body: unknown, session = operator) =>
  call(session, 'POST', `/operator/moderation/ads/${id}/take-down`, body);
const dismiss = (id: number, body: unknown, session = operator) =>
  call(session, 'POST', `/operator/moderation/ads/${id}/reports/dismiss`, body);
const reportedOf = async (adId: number) =>
  (await json<{ data: ReportedAds }>(await call(operator, 'GET', `/operator/moderation/reported?ad=${adId}`))).data
    .items[0];
/** A visitor's report (each from an address and a visitor id of their own), or a signed-in member's. */
const report = (adId: number, body: unknown, session?: Session) =>
  api.request(`/api/v1/ads/${adId}/reports`, {
    method: 'POST',
    json: body,
    headers: { 'x-uuid': `visitor-${adId}-${made++}`, ...(session && bearer(session.token)) },
  });
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
  await grantRole(operator.id, 'moderator');
  owner = await registerByPhone(api);
  advertiser = await registerByPhone(api);
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
    const item = await itemOf(id);
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
    const item = await itemOf(bait.id);
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
    const item = await itemOf(id);
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
    // A control character in the reason is refused before the database sees it (PostgreSQL refuses NUL in text).
    expect((await takeDown(id, { reasonCode: 'not\u0000available' })).status).toBe(400);
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
    expect(health.waiting).toBe((await everyPage('/operator/moderation')).length);
    expect(health.oldestQueuedAt).toBe(items[0]?.queuedAt);
    expect(health.decisions7d).toBeGreaterThan(0);
    expect(health.medianDecisionHours7d).toBeGreaterThanOrEqual(0);
    expect(reasons.map((reason) => reason.code)).toContain('contact-in-text');
  });

  it('pages the queue oldest first: `next` leads on, nothing skipped or repeated when a page is decided', async () => {
    for (let i = 0; i < DESK_PAGE_SIZE + 5; i++) await publish(owner, { title: `شقة للإيجار اتصل ${60_000_100 + i}` });
    const first = await queue();
    expect(first.items).toHaveLength(DESK_PAGE_SIZE);
    expect(first.next).toMatch(/^\d+\.\d+$/);
    const all = await everyPage<DeskItem>('/operator/moderation');
    expect(all.length).toBe(first.health.waiting);
    expect(new Set(all.map((item) => item.reviewId)).size).toBe(all.length);
    const order = all.map((item) => [Date.parse(item.queuedAt), item.reviewId] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

    // The operator decides the whole first page, then follows its link: the next page starts where it did.
    const second = await queue(`?after=${first.next}`);
    for (const item of first.items.slice(0, 5))
      expect((await decide(item.ad.id, { decision: 'approve' })).status).toBe(200);
    expect((await queue(`?after=${first.next}`)).items[0]?.reviewId).toBe(second.items[0]?.reviewId);
    expect((await queue()).items[0]?.reviewId).toBe(first.items[5]?.reviewId);
  });

  it('focuses on one ad with ?ad= (none when it does not wait); a broken cursor or id is a 400 on its field', async () => {
    const { id } = await publish(owner, { title: 'شقة للإيجار واتساب 66112233' });
    const focused = await queue(`?ad=${id}`);
    expect(focused.items.map((item) => item.ad.id)).toEqual([id]);
    expect(focused.next).toBeNull();
    const live = await publish(advertiser);
    expect((await queue(`?ad=${live.id}`)).items).toEqual([]);
    for (const [search, field] of [
      ['?after=12.x', 'after'],
      ['?after=1.99999999999', 'after'],
      ['?after=99999999999999999.1', 'after'],
      ['?ad=0', 'ad'],
      ['?ad=abc', 'ad'],
    ] as const) {
      for (const path of ['/operator/moderation', '/operator/moderation/reported']) {
        const res = await call(operator, 'GET', `${path}${search}`);
        expect(res.status, `${path}${search}`).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { [field]: [expect.any(String)] },
        });
      }
    }
    expect((await call(operator, 'GET', '/operator/moderation?page=2')).status).toBe(400);
  });

  it('is for operators only, never cached; an owner sees only their own ad’s review', async () => {
    const { id } = await publish(owner, { title: 'شقة للإيجار 99001122 اتصل' });
    const member = await registerByPhone(api);
    const reported = await publish(advertiser);
    expect((await report(reported.id, { reason: 'wrong-price' })).status).toBe(201);
    for (const session of [member, advertiser])
      for (const res of [
        await call(session, 'GET', '/operator/moderation'),
        await call(session, 'GET', `/operator/moderation?ad=${id}`),
        await call(session, 'GET', '/operator/moderation/reported'),
        await decide(id, { decision: 'approve' }, session),
        await takeDown(id, { reasonCode: 'other' }, session),
        await dismiss(reported.id, {}, session),
      ])
        expect(res.status).toBe(403);
    for (const res of [
      await call(undefined, 'GET', '/operator/moderation/reported'),
      await call(undefined, 'POST', `/operator/moderation/ads/${reported.id}/reports/dismiss`, {}),
    ])
      expect(res.status).toBe(401);
    // Nobody but an operator closed the report.
    expect((await reportedOf(reported.id))?.reports).toEqual([
      expect.objectContaining({ reason: 'wrong-price', count: 1 }),
    ]);
    expect((await call(operator, 'GET', '/operator/moderation/reported')).headers.get('cache-control')).toBe(
      'private, no-store',
    );
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

describe('reported, still live (issue 29)', () => {
  it('lists live ads with open reports below the hiding threshold, by reason, the longest-reported first, paged', async () => {
    const member = await registerByPhone(api);
    const { id } = await publish(advertiser);
    expect((await report(id, { reason: 'rented-or-sold' }, member)).status).toBe(201);
    expect((await report(id, { reason: 'wrong-price' })).status).toBe(201);
    expect((await report(id, { reason: 'wrong-price' })).status).toBe(201);
    expect(await reportedOf(id)).toMatchObject({
      ad: { id },
      advertiser: { id: advertiser.id },
      reports: [
        { reason: 'rented-or-sold', count: 1 },
        { reason: 'wrong-price', count: 2 },
      ],
    });
    // An ad hidden by reports waits in the queue instead; a draft or an ad nobody reported is in neither.
    const hidden = await publish(advertiser);
    for (let i = 0; i < 3; i++) expect((await report(hidden.id, { reason: 'scam' })).status).toBe(201);
    expect(await reportedOf(hidden.id)).toBeUndefined();
    expect((await itemOf(hidden.id))?.trigger).toBe('reports');
    expect(await reportedOf((await publish(advertiser)).id)).toBeUndefined();

    for (let i = 0; i < DESK_PAGE_SIZE; i++)
      expect((await report((await publish(advertiser)).id, { reason: 'duplicate' })).status).toBe(201);
    const all = await everyPage<ReportedItem>('/operator/moderation/reported');
    expect(all.length).toBeGreaterThan(DESK_PAGE_SIZE);
    expect((await queue()).health.reportedLive).toBe(all.length);
    expect(new Set(all.map((item) => item.ad.id)).size).toBe(all.length);
    const order = all.map((item) => [Date.parse(item.firstReportAt), item.ad.id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('dismissing closes the reports, tells the signed-in reporter, keeps the ad live, and is in the audit log', async () => {
    const member = await registerByPhone(api);
    const { id } = await publish(advertiser);
    expect((await report(id, { reason: 'fake-photos' }, member)).status).toBe(201);
    expect((await report(id, { reason: 'other', note: 'الإعلان قديم' })).status).toBe(201);
    const res = await dismiss(id, { note: 'الصور من الشقة نفسها' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { adId: id, dismissed: 2 } });
    expect(await reportedOf(id)).toBeUndefined();
    expect((await call(undefined, 'GET', `/ads/${id}`)).status).toBe(200);
    const [told] = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.memberId, member.id), eq(notifications.kind, 'ad-report-resolved')));
    expect(told?.params).toMatchObject({ decision: 'dismissed' });
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'ad.reports-dismiss',
        actorId: operator.id,
        note: 'الصور من الشقة نفسها',
        before: { openReports: { 'fake-photos': 1, other: 1 } },
        after: { openReports: {} },
      },
    ]);
    // Nothing open is left to dismiss; an unknown ad is not found; an ad in the queue is decided there.
    expect((await dismiss(id, {})).status).toBe(409);
    expect((await dismiss(999_999_999, {})).status).toBe(404);
    const held = await publish(owner, { title: 'شقة للإيجار اتصل 55443322' });
    expect((await dismiss(held.id, {})).status).toBe(409);
    expect((await dismiss(id, { note: 'x', extra: 1 })).status).toBe(400);
  });

  it('taking a reported ad down upholds its reports and takes it off the list', async () => {
    const { id } = await publish(advertiser);
    expect((await report(id, { reason: 'rented-or-sold' })).status).toBe(201);
    expect((await takeDown(id, { reasonCode: 'not-available' })).status).toBe(200);
    expect(await reportedOf(id)).toBeUndefined();
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['ad.take-down']);
  });
});
