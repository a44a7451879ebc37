import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail, AdInput, AdPage, MyAdsPage } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ads, favourites } from '../../db/schema/ads';
import { distinctFigures, validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let other: Session;

const DAY_MS = 24 * 3600 * 1000;
/** A word only this run's ads contain, so searches stay scoped on a shared database. */
const marker = `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;

/** Each ad a size of its own: one member's live ads of the same size and price are duplicates (issue 29). */
let adsMade = 0;
const validAd = (overrides: Partial<AdInput> = {}) =>
  validAdInput({ title: `شقة للإيجار في السالمية ${marker}`, ...distinctFigures(adsMade++), ...overrides });

const json = async <T>(res: Response) => (await res.json()) as T;
type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string[]> };

function call(
  session: Session | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return api.request(`/api/v1${path}`, {
    method,
    json: body,
    headers: { ...(session ? bearer(session.token) : {}), ...headers },
  });
}

async function createAd(session: Session = owner, overrides: Partial<AdInput> = {}): Promise<AdDetail> {
  const res = await call(session, 'POST', '/ads', validAd(overrides));
  expect(res.status).toBe(201);
  return (await json<{ data: AdDetail }>(res)).data;
}

async function setState(id: number, values: Partial<typeof ads.$inferInsert>) {
  await db().update(ads).set(values).where(eq(ads.id, id));
}

const publicSearch = async (q: string) =>
  json<AdPage>(await api.request(`/api/v1/ads?${new URLSearchParams({ q: `${marker} ${q}`.trim() })}`));

beforeAll(async () => {
  api = await testApp();
  // About the ad's states, not about paying for them (ad-credits.test.ts).
  await setFreeAdsPerMonth(1000);
  [owner, other] = [await registerByPhone(api), await registerByPhone(api)];
});

describe('POST /api/v1/ads', () => {
  it('creates a pending draft owned by the caller, hidden from everybody else', async () => {
    const res = await call(owner, 'POST', '/ads', validAd());
    expect(res.status).toBe(201);
    const { data } = await json<{ data: AdDetail }>(res);
    expect(data).toMatchObject({
      title: validAd().title,
      dealType: 'rent',
      category: { id: 2 },
      propertyType: { id: 8 },
      area: { id: 34, nameEn: 'Salmiya' },
      sizeSqm: 120,
      priceFils: 450_000,
      bedrooms: 3,
      bathrooms: 2,
      floors: 1,
      parcelNumber: '12',
      latitude: 29.33,
      longitude: 48.07,
      status: adStatus.pending,
      publishedAt: null,
      expiresAt: null,
      media: [],
      isOwner: true,
      advertiser: { id: owner.id },
    });
    expect((await call(other, 'GET', `/ads/${data.id}`)).status).toBe(404);
    expect((await call(undefined, 'GET', `/ads/${data.id}`)).status).toBe(404);
    expect((await publicSearch('')).data.map((c) => c.id)).not.toContain(data.id);
  });

  it('keeps a price marked as not announced and optional fields empty', async () => {
    const ad = await createAd(owner, {
      priceFils: null,
      bedrooms: undefined,
      parcelNumber: '',
      description: undefined,
      latitude: null,
      longitude: null,
    });
    expect(ad).toMatchObject({ priceFils: null, bedrooms: null, parcelNumber: null, description: '', latitude: null });
  });

  it('names every missing required field', async () => {
    const res = await call(owner, 'POST', '/ads', {});
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors!).sort()).toEqual(
      ['areaId', 'categoryId', 'dealType', 'priceFils', 'propertyTypeId', 'sizeSqm', 'title'].sort(),
    );
    expect(body.fieldErrors!.title).toEqual(['هذا الحقل مطلوب']);
  });

  it.each([
    [
      'a property type of another category',
      { categoryId: 2, propertyTypeId: 2 },
      'propertyTypeId',
      'The property type does not belong to the chosen category',
    ],
    [
      'an unknown property type',
      { propertyTypeId: 9999 },
      'propertyTypeId',
      'The property type does not belong to the chosen category',
    ],
    [
      'a category that does not offer the deal type',
      { dealType: 'exchange', categoryId: 3, propertyTypeId: 14 },
      'categoryId',
      'This category is not offered for the chosen ad type',
    ],
    ['an unknown category', { categoryId: 9999 }, 'categoryId', 'This category is not offered for the chosen ad type'],
    ['an unknown area', { areaId: 999_999 }, 'areaId', 'Choose an area from the list'],
    [
      'half a map location',
      { latitude: 29.3, longitude: null },
      'longitude',
      'Set the full map location (latitude and longitude)',
    ],
  ] as const)('refuses %s on that field', async (_name, overrides, field, message) => {
    const res = await call(owner, 'POST', '/ads', validAd(overrides), { 'x-localization': 'en' });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: [message] } });
  });

  it('refuses out-of-range values and unknown keys', async () => {
    for (const bad of [
      { sizeSqm: 0 },
      { priceFils: 1.5 },
      { bedrooms: 51 },
      { latitude: 40, longitude: 48 },
      { title: 'ab' },
      { ownerId: other.id } as object,
    ]) {
      const res = await call(owner, 'POST', '/ads', { ...validAd(), ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('English title and description', () => {
  it('stores them beside the Arabic, shows them on the ad and its card, and finds the ad by them', async () => {
    const ad = await createAd(owner, {
      titleEn: ` Sea-view flat in Salmiya ${marker} `,
      descriptionEn: 'Three bedrooms,\nnear the beach.',
    });
    expect(ad).toMatchObject({
      title: validAd().title,
      titleEn: `Sea-view flat in Salmiya ${marker}`,
      descriptionEn: 'Three bedrooms,\nnear the beach.',
    });
    await call(owner, 'POST', `/ads/${ad.id}/publish`);
    const found = await publicSearch('sea-view flat');
    expect(found.data.map((card) => [card.id, card.titleEn])).toEqual([[ad.id, ad.titleEn]]);
  });

  it('stores none when they are left out, empty or null, and an edit can remove them', async () => {
    const arabicOnly = await createAd(owner, { titleEn: '', descriptionEn: null });
    expect(arabicOnly).toMatchObject({ titleEn: null, descriptionEn: null });
    const both = await createAd(owner, { titleEn: 'Flat in Salmiya', descriptionEn: 'Near the sea.' });
    const res = await call(owner, 'PUT', `/ads/${both.id}`, validAd());
    expect((await json<{ data: AdDetail }>(res)).data).toMatchObject({ titleEn: null, descriptionEn: null });
  });

  it.each([
    ['a title under three letters', { titleEn: 'ab' }, 'titleEn', 'Too short'],
    ['a title over 120 letters', { titleEn: 'a'.repeat(121) }, 'titleEn', 'Too long'],
    ['a control character in the title', { titleEn: 'Flat\u0000 in Salmiya' }, 'titleEn', null],
    ['a line break in the title', { titleEn: 'Flat\nin Salmiya' }, 'titleEn', null],
    ['a description over 5,000 letters', { descriptionEn: 'a'.repeat(5001) }, 'descriptionEn', null],
    ['a number for a title', { titleEn: 42 as unknown as string }, 'titleEn', null],
  ] as const)('refuses %s with VALIDATION_FAILED on that field', async (_name, overrides, field, message) => {
    const res = await call(owner, 'POST', '/ads', validAd(overrides), { 'x-localization': 'en' });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toHaveProperty(field);
    if (message) expect(body.fieldErrors![field]).toEqual([message]);
  });
});

describe('PUT /api/v1/ads/:id', () => {
  it('replaces every field and the search text', async () => {
    const ad = await createAd();
    const res = await call(
      owner,
      'PUT',
      `/ads/${ad.id}`,
      validAd({
        title: `فيلا للبيع في الخالدية ${marker}`,
        dealType: 'sale',
        categoryId: 1,
        propertyTypeId: 2,
        areaId: 21,
        priceFils: null,
        bedrooms: null,
        parcelNumber: null,
      }),
    );
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdDetail }>(res);
    expect(data).toMatchObject({
      id: ad.id,
      dealType: 'sale',
      category: { id: 1 },
      propertyType: { id: 2 },
      area: { id: 21 },
      priceFils: null,
      bedrooms: null,
      parcelNumber: null,
      status: adStatus.pending,
    });
    await call(owner, 'POST', `/ads/${ad.id}/publish`);
    expect((await publicSearch('فيلا الخالديه')).data.map((c) => c.id)).toEqual([ad.id]);
    expect((await publicSearch('khaldiya')).data.map((c) => c.id)).toEqual([ad.id]);
    expect((await publicSearch('السالمية فيلا')).totalItems).toBe(0);
  });

  it('keeps a live ad live and sends an edited rejected ad back to pending', async () => {
    const live = await createAd();
    await call(owner, 'POST', `/ads/${live.id}/publish`);
    const edited = await json<{ data: AdDetail }>(
      await call(owner, 'PUT', `/ads/${live.id}`, validAd({ sizeSqm: 130 })),
    );
    expect(edited.data).toMatchObject({ status: adStatus.approved, sizeSqm: 130 });

    const rejected = await createAd();
    await setState(rejected.id, { status: adStatus.rejected });
    const resubmitted = await json<{ data: AdDetail }>(await call(owner, 'PUT', `/ads/${rejected.id}`, validAd()));
    expect(resubmitted.data.status).toBe(adStatus.pending);
  });

  it('validates the body like create', async () => {
    const ad = await createAd();
    const res = await call(owner, 'PUT', `/ads/${ad.id}`, validAd({ categoryId: 2, propertyTypeId: 20 }));
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).fieldErrors).toHaveProperty('propertyTypeId');
  });
});

describe('publish, cancel and repost', () => {
  const act = async (id: number, action: 'publish' | 'cancel' | 'repost', session = owner) =>
    call(session, 'POST', `/ads/${id}/${action}`);

  it('publishes a draft for AD_LIFETIME_DAYS and lists it; publishing again changes nothing', async () => {
    const ad = await createAd();
    const before = Date.now();
    const res = await act(ad.id, 'publish');
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdDetail }>(res);
    expect(data.status).toBe(adStatus.approved);
    const publishedAt = new Date(data.publishedAt!).getTime();
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(data.expiresAt!).getTime() - publishedAt).toBe(30 * DAY_MS);
    expect((await publicSearch('')).data.map((c) => c.id)).toContain(ad.id);
    expect((await call(other, 'GET', `/ads/${ad.id}`)).status).toBe(200);

    const again = await json<{ data: AdDetail }>(await act(ad.id, 'publish'));
    expect(again.data).toMatchObject({
      status: adStatus.approved,
      publishedAt: data.publishedAt,
      expiresAt: data.expiresAt,
    });
  });

  it('cancels a live ad back to a draft without dates, and refuses to cancel a draft', async () => {
    const ad = await createAd();
    await act(ad.id, 'publish');
    const res = await act(ad.id, 'cancel');
    expect(res.status).toBe(200);
    expect((await json<{ data: AdDetail }>(res)).data).toMatchObject({
      status: adStatus.pending,
      publishedAt: null,
      expiresAt: null,
    });
    expect((await call(other, 'GET', `/ads/${ad.id}`)).status).toBe(404);
    const again = await act(ad.id, 'cancel');
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).code).toBe('CONFLICT');
  });

  it.each([
    ['expired by the job', { status: adStatus.expired }],
    ['past its expiry before the job ran', { status: adStatus.approved, expiresAt: new Date(Date.now() - DAY_MS) }],
  ])('reposts an ad %s with fresh dates', async (_name, state) => {
    const ad = await createAd();
    await setState(ad.id, { ...state, publishedAt: new Date(Date.now() - 40 * DAY_MS) });
    const res = await act(ad.id, 'repost');
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdDetail }>(res);
    expect(data).toMatchObject({ status: adStatus.approved, isExpired: false });
    expect(Date.now() - new Date(data.publishedAt!).getTime()).toBeLessThan(60_000);
    expect(new Date(data.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it.each([
    ['publish', 'an expired ad', { status: adStatus.expired }],
    ['publish', 'a rejected ad', { status: adStatus.rejected }],
    [
      'publish',
      'an approved ad past its expiry',
      { status: adStatus.approved, expiresAt: new Date(Date.now() - DAY_MS) },
    ],
    ['cancel', 'an expired ad', { status: adStatus.expired }],
    ['repost', 'a draft', { status: adStatus.pending }],
    ['repost', 'a live ad', { status: adStatus.approved, expiresAt: new Date(Date.now() + DAY_MS) }],
  ] as const)('answers 409 to %s on %s', async (action, _name, state) => {
    const ad = await createAd();
    await setState(ad.id, state);
    const res = await act(ad.id, action);
    expect(res.status).toBe(409);
    const [row] = await db().select({ status: ads.status }).from(ads).where(eq(ads.id, ad.id));
    expect(row!.status).toBe(state.status);
  });

  it('survives double clicks: parallel publishes agree, parallel cancels change the ad once', async () => {
    const ad = await createAd();
    const published = await Promise.all([act(ad.id, 'publish'), act(ad.id, 'publish')]);
    expect(published.map((r) => r.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(published.map((r) => json<{ data: AdDetail }>(r)));
    expect(first!.data.publishedAt).toBe(second!.data.publishedAt);
    const cancelled = await Promise.all([act(ad.id, 'cancel'), act(ad.id, 'cancel')]);
    expect(cancelled.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('DELETE /api/v1/ads/:id', () => {
  it('removes the ad with its favourites', async () => {
    const ad = await createAd();
    await call(owner, 'POST', `/ads/${ad.id}/publish`);
    expect((await call(other, 'POST', '/members/favourite', { adId: ad.id })).status).toBe(200);
    const res = await call(owner, 'DELETE', `/ads/${ad.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { deleted: true } });
    expect((await call(owner, 'GET', `/ads/${ad.id}`)).status).toBe(404);
    expect(await db().select().from(favourites).where(eq(favourites.adId, ad.id))).toEqual([]);
    expect((await call(owner, 'DELETE', `/ads/${ad.id}`)).status).toBe(404);
  });
});

describe('owner checks', () => {
  const actions = (id: number) =>
    [
      ['PUT', `/ads/${id}`, validAd()],
      ['DELETE', `/ads/${id}`],
      ['POST', `/ads/${id}/publish`],
      ['POST', `/ads/${id}/cancel`],
      ['POST', `/ads/${id}/repost`],
      ['PUT', `/ads/${id}/media/order`, { mediaIds: [1] }],
      ['DELETE', `/ads/${id}/media/1`],
    ] as const;

  it('answers 404 to another member for every owner action and changes nothing', async () => {
    for (const state of [adStatus.pending, adStatus.approved, adStatus.expired]) {
      const ad = await createAd();
      await setState(ad.id, {
        status: state,
        expiresAt: state === adStatus.approved ? new Date(Date.now() + DAY_MS) : null,
      });
      for (const [method, path, body] of actions(ad.id)) {
        const res = await call(other, method, path, body);
        expect(res.status, `${method} ${path} (status ${state})`).toBe(404);
        expect((await json<ErrorBody>(res)).code).toBe('NOT_FOUND');
      }
      const form = new FormData();
      form.set('file', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg'));
      const upload = await api.request(`/api/v1/ads/${ad.id}/media`, {
        method: 'POST',
        body: form,
        headers: bearer(other.token),
      });
      expect(upload.status).toBe(404);
      const [row] = await db().select({ status: ads.status, title: ads.title }).from(ads).where(eq(ads.id, ad.id));
      expect(row).toEqual({ status: state, title: ad.title });
    }
  });

  it('answers 404 for an ad that does not exist, and 400 for a non-numeric id', async () => {
    expect((await call(owner, 'POST', '/ads/999999999/publish')).status).toBe(404);
    expect((await call(owner, 'PUT', '/ads/999999999', validAd())).status).toBe(404);
    expect((await call(owner, 'POST', '/ads/abc/publish')).status).toBe(400);
  });

  it('needs a signed-in member: 401 without or with a bad token', async () => {
    const ad = await createAd();
    for (const [method, path, body] of [
      ['POST', '/ads', validAd()],
      ...actions(ad.id),
      ['POST', `/ads/${ad.id}/media`],
    ] as const) {
      expect((await call(undefined, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await api.request(`/api/v1${path}`, { method, json: body, headers: bearer('not-a-token') })).status).toBe(
        401,
      );
    }
  });

  it('needs a complete account: 403 for a sign-in that never finished its details', async () => {
    const incomplete = await registerByPhone(api);
    await db().update(members).set({ isCompleted: false }).where(eq(members.id, incomplete.id));
    const res = await call(incomplete, 'POST', '/ads', validAd());
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).code).toBe('FORBIDDEN');
  });
});

describe('GET /api/v1/members/myRequests/ads', () => {
  let seller: Session;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    seller = await registerByPhone(api);
    const states = {
      pending: { status: adStatus.pending },
      live: { status: adStatus.approved, publishedAt: new Date(), expiresAt: new Date(Date.now() + DAY_MS) },
      lapsed: {
        status: adStatus.approved,
        publishedAt: new Date(Date.now() - 31 * DAY_MS),
        expiresAt: new Date(Date.now() - DAY_MS),
      },
      expired: { status: adStatus.expired },
      rejected: { status: adStatus.rejected },
    };
    for (const [name, state] of Object.entries(states)) {
      const ad = await createAd(seller, { title: `إعلان ${name} ${marker}`, priceFils: 450_000 });
      await setState(ad.id, state);
      made[name] = ad.id;
    }
  });

  const mine = async (query = '', session = seller) => {
    const res = await call(session, 'GET', `/members/myRequests/ads${query}`);
    expect(res.status).toBe(200);
    return json<MyAdsPage>(res);
  };

  it('lists every own ad newest first with its status and views, counting a lapsed ad as expired', async () => {
    const page = await mine();
    expect(page).toMatchObject({ totalItems: 5, currentPage: 1, pageSize: 10, counts: { 0: 1, 1: 1, 2: 2, 3: 1 } });
    expect(page.data.map((c) => c.id)).toEqual([made.rejected, made.expired, made.lapsed, made.live, made.pending]);
    expect(page.data.map((c) => c.status)).toEqual([3, 2, 2, 1, 0]);
    expect(page.data[0]).toMatchObject({ viewsCount: 0, area: { id: 34 }, priceFils: 450_000 });
  });

  it('filters by status and keeps the counts of all statuses', async () => {
    const expired = await mine('?statusId=2');
    expect(expired).toMatchObject({ totalItems: 2, counts: { 0: 1, 1: 1, 2: 2, 3: 1 } });
    expect(expired.data.map((c) => c.id)).toEqual([made.expired, made.lapsed]);
    expect((await mine('?statusId=1')).data.map((c) => c.id)).toEqual([made.live]);
    expect((await mine('?statusId=0&page=2')).data).toEqual([]);
  });

  it('refuses bad filters, shows nothing of others and needs a sign-in', async () => {
    expect((await call(seller, 'GET', '/members/myRequests/ads?statusId=4')).status).toBe(400);
    expect((await call(seller, 'GET', `/members/myRequests/ads?ownerId=${owner.id}`)).status).toBe(400);
    const stranger = await registerByPhone(api);
    expect(await mine('', stranger)).toMatchObject({ data: [], totalItems: 0, counts: { 0: 0, 1: 0, 2: 0, 3: 0 } });
    expect((await call(undefined, 'GET', '/members/myRequests/ads')).status).toBe(401);
  });
});

describe('GET /api/v1/members/favourites/ids', () => {
  it('returns the ids of the caller’s favourites, newest first', async () => {
    const fan = await registerByPhone(api);
    const [first, second] = [await createAd(), await createAd()];
    for (const ad of [first, second]) await call(owner, 'POST', `/ads/${ad!.id}/publish`);
    expect(await json(await call(fan, 'GET', '/members/favourites/ids'))).toEqual({ data: [] });
    await call(fan, 'POST', '/members/favourite', { adId: first!.id });
    await call(fan, 'POST', '/members/favourite', { adId: second!.id });
    expect(await json(await call(fan, 'GET', '/members/favourites/ids'))).toEqual({ data: [second!.id, first!.id] });
    expect(await json(await call(other, 'GET', '/members/favourites/ids'))).not.toEqual({
      data: [second!.id, first!.id],
    });
    expect((await call(undefined, 'GET', '/members/favourites/ids')).status).toBe(401);
  });
});
