import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdCard, AdDetail, AdPage } from '@/lib/schemas/ads';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';
import { db } from '../../db/client';
import { adMedia, ads } from '../../db/schema/ads';
import { areas } from '../../db/schema/reference';
import { storage } from '../../providers/storage/registry';
import { adSearchText } from '../../services/ads/search-text';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let owner: Session;
let other: Session;
let third: Session;

/** Every fixture's search text carries this token, so lists can be scoped to this file's ads on a shared database. */
const marker = `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;

type Fixture = typeof ads.$inferInsert & { id: number };
const live: Fixture[] = [];
const ids: Record<string, number> = {};

const salmiya = 34;
const hawalli = 33;
const jabriya = 38;
const khaldiya = 21; // capital governorate, the others are in Hawalli
const areaCycle = [salmiya, hawalli, jabriya, khaldiya];
const typeCycle = [
  { propertyTypeId: 8, categoryId: 2 },
  { propertyTypeId: 2, categoryId: 1 },
  { propertyTypeId: 14, categoryId: 3 },
];
const hour = 3_600_000;
const now = Date.now();

async function insertAd(values: Omit<typeof ads.$inferInsert, 'ownerId' | 'searchText'> & { ownerId?: number }) {
  const [area] = await db().select({ nameAr: areas.nameAr }).from(areas).where(eq(areas.id, values.areaId));
  const searchText = `${normalizeForSearch(`${values.title} ${values.description ?? ''} ${area!.nameAr}`)} ${marker}`;
  const [row] = await db()
    .insert(ads)
    .values({ ownerId: owner.id, contactPhone: '55512345', ...values, searchText })
    .returning();
  return row!;
}

const json = async <T>(res: Response) => (await res.json()) as T;
async function list(params: Record<string, string> = {}) {
  const search = new URLSearchParams({ pageSize: '50', ...params, q: `${marker} ${params.q ?? ''}`.trim() });
  const res = await api.request(`/api/v1/ads?${search}`);
  expect(res.status).toBe(200);
  return json<AdPage>(res);
}
const idsOf = (cards: AdCard[]) => cards.map((c) => c.id);
const sortedIds = (fixtures: Fixture[]) => fixtures.map((f) => f.id).sort((a, b) => a - b);

beforeAll(async () => {
  api = await testApp();
  // About the ad's states, not about paying for them (server/services/payments/ad-credits.test.ts).
  await setFreeAdsPerMonth(1000);
  [owner, other, third] = [await registerByPhone(api), await registerByPhone(api), await registerByPhone(api)];
  for (let i = 0; i < 24; i += 1) {
    const row = await insertAd({
      dealTypeId: (i % 3) + 1,
      ...typeCycle[Math.floor(i / 3) % 3]!,
      areaId: areaCycle[i % 4]!,
      title: `إعلان تجريبي رقم ${i}`,
      sizeSqm: 100 + i * 15,
      priceFils: i === 5 ? null : (100 + ((i * 7) % 24) * 10) * 1000,
      bedrooms: i % 6,
      bathrooms: i % 4,
      status: adStatus.approved,
      publishedAt: new Date(now - i * hour),
      expiresAt: i % 2 ? null : new Date(now + 30 * 24 * hour),
    });
    live.push(row);
  }
  for (const i of [0, 1]) {
    const row = await insertAd({
      dealTypeId: 1,
      propertyTypeId: 2,
      categoryId: 1,
      areaId: hawalli,
      title: `إعلان مميز ${i}`,
      sizeSqm: 500,
      priceFils: 300_000 * 1000,
      status: adStatus.approved,
      adType: 'special',
      publishedAt: new Date(now - (100 + i) * hour),
    });
    live.push(row);
    ids[`special${i}`] = row.id;
  }
  const named = await insertAd({
    dealTypeId: 2,
    propertyTypeId: 8,
    categoryId: 2,
    areaId: salmiya,
    title: 'شقة للإيجار في السالمية',
    description: 'شقة ٣ غرف وصالة قريبة من البحر',
    sizeSqm: 120,
    priceFils: 450_000,
    bedrooms: 3,
    bathrooms: 2,
    floors: 1,
    parcelNumber: '12',
    latitude: 29.33,
    longitude: 48.07,
    status: adStatus.approved,
    publishedAt: new Date(now - 50 * hour),
  });
  live.push(named);
  ids.named = named.id;
  await db()
    .insert(adMedia)
    .values([
      { adId: named.id, kind: 'video', storageKey: `ad-media/${marker}v.mp4`, sort: 0 },
      { adId: named.id, kind: 'image', storageKey: `ad-media/${marker}bbbbbbbbbb.webp`, sort: 2 },
      { adId: named.id, kind: 'image', storageKey: `ad-media/${marker}aaaaaaaaaa.webp`, sort: 1 },
    ]);
  const hidden = { dealTypeId: 2, propertyTypeId: 8, categoryId: 2, areaId: salmiya, sizeSqm: 120, priceFils: 450_000 };
  ids.pending = (await insertAd({ ...hidden, ownerId: other.id, title: 'شقة معلقة', status: adStatus.pending })).id;
  ids.rejected = (await insertAd({ ...hidden, title: 'شقة مرفوضة', status: adStatus.rejected })).id;
  ids.expired = (
    await insertAd({
      ...hidden,
      title: 'شقة منتهية',
      status: adStatus.expired,
      publishedAt: new Date(now - 900 * hour),
    })
  ).id;
  ids.lapsed = (
    await insertAd({ ...hidden, title: 'شقة انتهت مدتها', status: adStatus.approved, expiresAt: new Date(now - hour) })
  ).id;
});

describe('GET /api/v1/ads', () => {
  it('lists only live ads in the paginated shape, with a public cache header', async () => {
    const search = new URLSearchParams({ q: marker, pageSize: '50' });
    const res = await api.request(`/api/v1/ads?${search}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const body = await json<AdPage>(res);
    expect(body).toMatchObject({ totalItems: live.length, currentPage: 1, pageSize: 50 });
    expect(idsOf(body.data).sort((a, b) => a - b)).toEqual(sortedIds(live));
    const card = body.data.find((c) => c.id === ids.named)!;
    expect(card).toMatchObject({
      title: 'شقة للإيجار في السالمية',
      dealType: 'rent',
      area: { id: salmiya, nameAr: 'السالمية', nameEn: 'Salmiya' },
      propertyType: { id: 8, nameEn: 'Apartment' },
      sizeSqm: 120,
      priceFils: 450_000,
      bedrooms: 3,
      bathrooms: 2,
      adType: 'regular',
      isFeatured: false,
      isExpired: false,
      photo: `/api/v1/files/ad-media/${marker}aaaaaaaaaa.webp`,
    });
    expect(body.data.find((c) => c.id === live[5]!.id)!.priceFils).toBeNull();
  });

  it('pages with a default size of 20 and a stable order', async () => {
    const first = await json<AdPage>(await api.request(`/api/v1/ads?q=${marker}`));
    expect(first).toMatchObject({ currentPage: 1, pageSize: 20, totalItems: live.length });
    // The two special ads are older than the first 20, so they fill two of the slots above page 1.
    expect(idsOf(first.data.slice(0, 2)).sort((a, b) => a - b)).toEqual(
      [ids.special0!, ids.special1!].sort((a, b) => a - b),
    );
    expect(first.data).toHaveLength(22);
    const second = await list({ page: '2', pageSize: '20' });
    expect(second.data).toHaveLength(live.length - 20);
    expect(new Set([...idsOf(first.data.slice(2)), ...idsOf(second.data)]).size).toBe(live.length);
  });

  it('gives the total on a page past the end too', async () => {
    expect(await list({ page: '3', pageSize: '20' })).toMatchObject({
      data: [],
      totalItems: live.length,
      currentPage: 3,
    });
  });

  it.each([
    ['dealType', { dealType: 'rent' }, (f: Fixture) => f.dealTypeId === 2],
    ['dealType exchange', { dealType: 'exchange' }, (f: Fixture) => f.dealTypeId === 3],
    ['areaId', { areaId: String(jabriya) }, (f: Fixture) => f.areaId === jabriya],
    ['areaIds', { areaIds: `${salmiya},${khaldiya}` }, (f: Fixture) => f.areaId === salmiya || f.areaId === khaldiya],
    ['categoryId', { categoryId: '3' }, (f: Fixture) => f.categoryId === 3],
    ['propertyTypeId', { propertyTypeId: '2' }, (f: Fixture) => f.propertyTypeId === 2],
    [
      'price range (KWD)',
      { priceMin: '150', priceMax: '250.5' },
      (f: Fixture) => f.priceFils != null && f.priceFils >= 150_000 && f.priceFils <= 250_500,
    ],
    ['size range', { sizeMin: '200', sizeMax: '300' }, (f: Fixture) => f.sizeSqm >= 200 && f.sizeSqm <= 300],
    ['bedrooms (at least)', { bedrooms: '3' }, (f: Fixture) => (f.bedrooms ?? -1) >= 3],
    ['bedrooms (exactly)', { bedrooms: '3', bedroomsExact: 'true' }, (f: Fixture) => f.bedrooms === 3],
    [
      'bedrooms (at least, said so)',
      { bedrooms: '3', bedroomsExact: 'false' },
      (f: Fixture) => (f.bedrooms ?? -1) >= 3,
    ],
    ['bathrooms (at least)', { bathrooms: '2' }, (f: Fixture) => (f.bathrooms ?? -1) >= 2],
    [
      'combined filters',
      { dealType: 'sale', areaIds: `${hawalli},${salmiya}`, bedrooms: '1' },
      (f: Fixture) => f.dealTypeId === 1 && [hawalli, salmiya].includes(f.areaId) && (f.bedrooms ?? -1) >= 1,
    ],
  ])('filters by %s', async (_name, params, keep) => {
    const expected = live.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(live.length);
    const body = await list(params);
    expect(body.totalItems).toBe(expected.length);
    expect(idsOf(body.data).sort((a, b) => a - b)).toEqual(sortedIds(expected));
  });

  it('ignores an areaId that is not all digits (spec §5) but refuses bad values elsewhere', async () => {
    expect((await list({ areaId: '34abc' })).totalItems).toBe(live.length);
    for (const bad of [
      'areaIds=1,x',
      'priceMin=-5',
      'bedrooms=21',
      'bedroomsExact=yes',
      'pageSize=51',
      'page=0',
      'dealType=lease',
      'sort=cheapest',
      `q=${'a'.repeat(101)}`,
    ]) {
      const res = await api.request(`/api/v1/ads?${bad}`);
      expect(res.status, bad).toBe(400);
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expect((await api.request(`/api/v1/ads?areaIds=${tooMany}`)).status).toBe(400);
  });

  it('rejects unknown query keys', async () => {
    const res = await api.request('/api/v1/ads?color=red');
    expect(res.status).toBe(400);
    expect(await json<{ code: string; fieldErrors: object }>(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  const byId = (a: Fixture, b: Fixture) => b.id - a.id;
  const nullsLast = (pick: (f: Fixture) => number | null | undefined, dir: 1 | -1) => (a: Fixture, b: Fixture) => {
    const x = pick(a);
    const y = pick(b);
    if (x == null || y == null) return x == null && y == null ? byId(a, b) : x == null ? 1 : -1;
    return (x - y) * dir || byId(a, b);
  };
  it.each([
    ['newest', nullsLast((f) => f.publishedAt?.getTime(), -1)],
    ['price-asc', nullsLast((f) => f.priceFils, 1)],
    ['price-desc', nullsLast((f) => f.priceFils, -1)],
    ['size-desc', nullsLast((f) => f.sizeSqm, -1)],
  ] as const)('sorts by %s over special and regular ads alike', async (sort, compare) => {
    // One page holds every ad, the special ones too, so no slot is left for them above it.
    const body = await list({ sort });
    expect(idsOf(body.data)).toEqual([...live].sort(compare).map((f) => f.id));
  });
});

describe('free-text search', () => {
  it.each([['شقه سالميه'], ['شقة السالمية'], ['الساﻟمية'], ['السالـــمية'], ['٣ غرف'], ['للايجار'], ['شُقَّة']])(
    'finds the Salmiya apartment with %s',
    async (q) => {
      const body = await list({ q });
      expect(idsOf(body.data)).toContain(ids.named);
    },
  );

  it('matches every token (AND) and an area by an alias the ad text never uses', async () => {
    expect((await list({ q: 'شقه حولي' })).data.map((c) => c.id)).not.toContain(ids.named);
    const byAlias = await list({ q: 'salmiyah' });
    expect(byAlias.totalItems).toBe(live.filter((f) => f.areaId === salmiya).length);
    expect(byAlias.data.every((c) => c.area.id === salmiya)).toBe(true);
    expect((await list({ q: 'no-such-word-anywhere' })).totalItems).toBe(0);
  });

  it('treats LIKE wildcards as plain separators', async () => {
    expect((await list({ q: '%' })).totalItems).toBe(live.length);
    expect((await list({ q: '_wvwvwvwv_' })).totalItems).toBe(0);
  });

  it.each(['Hawalli', 'hawally', 'الحولي', 'HAWALLI'])(
    'finds every ad of an area by %s, a spelling its text never uses',
    async (q) => {
      const body = await list({ q });
      expect(idsOf(body.data).sort((a, b) => a - b)).toEqual(sortedIds(live.filter((f) => f.areaId === hawalli)));
    },
  );

  it('still matches the text when a word also names an area ("city" is an alias of Kuwait City)', async () => {
    const ownMarker = `zr${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;
    const [jaberCity] = await db().select().from(areas).where(eq(areas.id, 31));
    const title = 'بيت للبيع في مدينة جابر الأحمد';
    const [ad] = await db()
      .insert(ads)
      .values({
        ownerId: owner.id,
        dealTypeId: 1,
        categoryId: 1,
        propertyTypeId: 2,
        areaId: jaberCity!.id,
        title,
        searchText: `${adSearchText({ title, description: '', area: jaberCity! })} ${ownMarker}`,
        sizeSqm: 400,
        priceFils: 250_000_000,
        status: adStatus.approved,
        publishedAt: new Date(),
      })
      .returning();
    for (const q of ['jaber city', 'مدينة جابر', 'jaber al-ahmad city']) {
      const body = await json<AdPage>(
        await api.request(`/api/v1/ads?${new URLSearchParams({ q: `${ownMarker} ${q}` })}`),
      );
      expect(idsOf(body.data), q).toEqual([ad!.id]);
    }
  });
});

describe('GET /api/v1/ads/:id', () => {
  it('returns every detail field with media in order and responsive URLs', async () => {
    const res = await api.request(`/api/v1/ads/${ids.named}`);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdDetail }>(res);
    expect(data).toMatchObject({
      id: ids.named,
      title: 'شقة للإيجار في السالمية',
      description: 'شقة ٣ غرف وصالة قريبة من البحر',
      dealType: 'rent',
      category: { id: 2 },
      propertyType: { id: 8 },
      area: {
        id: salmiya,
        latitude: 29.334,
        longitude: 48.076,
        governorate: { nameEn: expect.stringMatching(/Hawalli/) },
      },
      sizeSqm: 120,
      priceFils: 450_000,
      bedrooms: 3,
      bathrooms: 2,
      floors: 1,
      parcelNumber: '12',
      latitude: 29.33,
      longitude: 48.07,
      advertiser: { id: owner.id, displayName: 'فاطمة الكندري', isOffice: false },
      viewsCount: 0,
      status: adStatus.approved,
      isExpired: false,
      isOwner: false,
    });
    expect(data.media.map((m) => m.kind)).toEqual(['video', 'image', 'image']);
    expect(data.media[0]!.responsive).toEqual([]);
    expect(data.media[1]).toMatchObject({
      url: `/api/v1/files/ad-media/${marker}aaaaaaaaaa.webp`,
      responsive: [
        { width: 640, url: `/api/v1/files/ad-media/${marker}aaaaaaaaaa-640.webp` },
        { width: 320, url: `/api/v1/files/ad-media/${marker}aaaaaaaaaa-320.webp` },
      ],
    });
    expect(JSON.stringify(data)).not.toContain('55512345');
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await api.request('/api/v1/ads/999999999')).status).toBe(404);
    expect((await api.request('/api/v1/ads/abc')).status).toBe(400);
  });

  it('shows expired ads with the expired state', async () => {
    for (const id of [ids.expired, ids.lapsed]) {
      const { data } = await json<{ data: AdDetail }>(await api.request(`/api/v1/ads/${id}`));
      expect(data.isExpired).toBe(true);
    }
  });

  it('hides a pending ad from others but shows it to its owner, uncached', async () => {
    expect((await api.request(`/api/v1/ads/${ids.pending}`)).status).toBe(404);
    expect((await api.request(`/api/v1/ads/${ids.pending}`, { headers: bearer(owner.token) })).status).toBe(404);
    expect((await api.request(`/api/v1/ads/${ids.rejected}`, { headers: bearer(other.token) })).status).toBe(404);
    const res = await api.request(`/api/v1/ads/${ids.pending}`, { headers: bearer(other.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await json<{ data: AdDetail }>(res)).data).toMatchObject({ status: adStatus.pending, isOwner: true });
  });

  it('does not change state on GET', async () => {
    await api.request(`/api/v1/ads/${ids.named}`);
    const [row] = await db().select({ views: ads.viewsCount }).from(ads).where(eq(ads.id, ids.named!));
    expect(row!.views).toBe(0);
  });
});

describe('phone reveal and views', () => {
  it('reveals the phone and counts each reveal', async () => {
    const id = live[3]!.id;
    for (let i = 0; i < 2; i += 1) {
      const res = await api.request(`/api/v1/ads/${id}/phone`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await json<{ data: { phone: string } }>(res)).toEqual({ data: { phone: '55512345' } });
    }
    const [row] = await db().select({ reveals: ads.phoneRevealsCount }).from(ads).where(eq(ads.id, id));
    expect(row!.reveals).toBe(2);
    expect((await api.request(`/api/v1/ads/${ids.pending}/phone`, { method: 'POST' })).status).toBe(404);
    expect((await api.request(`/api/v1/ads/${ids.expired}/phone`, { method: 'POST' })).status).toBe(404);
  });

  it('counts a view once per visitor and day', async () => {
    const id = live[4]!.id;
    const view = (visitor: string) =>
      api.request(`/api/v1/ads/${id}/views`, { method: 'POST', headers: { 'x-uuid': visitor } });
    expect(await json(await view('visitor-aaaa-1'))).toEqual({ data: { counted: true } });
    expect(await json(await view('visitor-aaaa-1'))).toEqual({ data: { counted: false } });
    expect(await json(await view('visitor-bbbb-2'))).toEqual({ data: { counted: true } });
    const { data } = await json<{ data: AdDetail }>(await api.request(`/api/v1/ads/${id}`));
    expect(data.viewsCount).toBe(2);
  });

  it('needs a well-formed visitor id and a public ad', async () => {
    const id = live[4]!.id;
    expect((await api.request(`/api/v1/ads/${id}/views`, { method: 'POST' })).status).toBe(400);
    expect(
      (await api.request(`/api/v1/ads/${id}/views`, { method: 'POST', headers: { 'x-uuid': 'short' } })).status,
    ).toBe(400);
    expect(
      (await api.request(`/api/v1/ads/${id}/views`, { method: 'POST', headers: { 'x-uuid': 'bad id with spaces' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.request(`/api/v1/ads/${ids.pending}/views`, {
          method: 'POST',
          headers: { 'x-uuid': 'visitor-cccc-3' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('favourites', () => {
  const toggle = (session: Session, adId: number) =>
    api.request('/api/v1/members/favourite', { method: 'POST', json: { adId }, headers: bearer(session.token) });
  const favourites = async (session: Session, query = '') => {
    const res = await api.request(`/api/v1/members/favourites${query}`, { headers: bearer(session.token) });
    expect(res.status).toBe(200);
    return json<AdPage>(res);
  };

  it('toggles on and off and lists only the caller’s own favourites', async () => {
    const rent = live.find((f) => f.dealTypeId === 2)!;
    const sale = live.find((f) => f.dealTypeId === 1)!;
    expect(await json(await toggle(third, rent.id))).toEqual({ data: { favourited: true } });
    expect(await json(await toggle(third, sale.id))).toEqual({ data: { favourited: true } });
    expect(await json(await toggle(third, ids.expired!))).toEqual({ data: { favourited: true } });
    const all = await favourites(third);
    expect(all).toMatchObject({ totalItems: 3, currentPage: 1 });
    expect(idsOf(all.data)).toEqual([ids.expired, sale.id, rent.id]);
    expect(all.data[0]!.isExpired).toBe(true);
    expect(idsOf((await favourites(third, '?dealType=sale')).data)).toEqual([sale.id]);
    expect((await favourites(other)).totalItems).toBe(0);
    expect(await json(await toggle(third, sale.id))).toEqual({ data: { favourited: false } });
    expect(idsOf((await favourites(third)).data)).toEqual([ids.expired, rent.id]);
  });

  it('answers 404 for unknown and unpublished ads, 400 for a bad body', async () => {
    expect((await toggle(third, 999_999_999)).status).toBe(404);
    expect((await toggle(third, ids.pending!)).status).toBe(404);
    const bad = await api.request('/api/v1/members/favourite', {
      method: 'POST',
      json: { adId: 'x' },
      headers: bearer(third.token),
    });
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in member', async () => {
    expect((await api.request('/api/v1/members/favourites')).status).toBe(401);
    expect((await api.request('/api/v1/members/favourite', { method: 'POST', json: { adId: ids.named } })).status).toBe(
      401,
    );
  });

  it('has no way to read another member’s list', async () => {
    const res = await api.request(`/api/v1/members/favourites?memberId=${third.id}`, { headers: bearer(other.token) });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/v1/common/similar-properties/:id', () => {
  it('finds ads in the same area or governorate and price band, never the ad itself', async () => {
    const base = live.find((f) => f.areaId === salmiya && f.dealTypeId === 1 && f.priceFils != null)!;
    const res = await api.request(`/api/v1/common/similar-properties/${base.id}`);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdCard[] }>(res);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(idsOf(data)).not.toContain(base.id);
    for (const card of data) {
      const fixture = live.find((f) => f.id === card.id);
      if (!fixture) continue; // another file's ad on a shared database
      expect(fixture.dealTypeId).toBe(1);
      expect(fixture.areaId).not.toBe(khaldiya);
      expect(fixture.propertyTypeId === base.propertyTypeId || fixture.categoryId === base.categoryId).toBe(true);
      expect(Math.abs(fixture.priceFils! - base.priceFils!)).toBeLessThanOrEqual(base.priceFils! * 0.3);
    }
  });

  it('honours the type parameter and 404s for hidden ads', async () => {
    const { data } = await json<{ data: AdCard[] }>(
      await api.request(`/api/v1/common/similar-properties/${ids.named}?type=rent`),
    );
    expect(idsOf(data)).not.toContain(ids.named);
    expect(data.every((c) => c.dealType === 'rent')).toBe(true);
    expect((await api.request(`/api/v1/common/similar-properties/${ids.pending}`)).status).toBe(404);
    expect((await api.request('/api/v1/common/similar-properties/abc')).status).toBe(400);
  });
});

describe('ad media files', () => {
  it('serves stored ad media and their responsive widths, nothing else', async () => {
    const key = `ad-media/${marker}aaaaaaaaaa.webp`;
    await storage().put(key, Buffer.from('original'), 'image/webp');
    await storage().put(`ad-media/${marker}aaaaaaaaaa-640.webp`, Buffer.from('w640'), 'image/webp');
    await storage().put(`ad-media/${marker}zzzzzzzzzz.webp`, Buffer.from('stray'), 'image/webp');
    const original = await api.request(`/api/v1/files/${key}`);
    expect(original.status).toBe(200);
    expect(await original.text()).toBe('original');
    expect(await (await api.request(`/api/v1/files/ad-media/${marker}aaaaaaaaaa-640.webp`)).text()).toBe('w640');
    expect((await api.request(`/api/v1/files/ad-media/${marker}zzzzzzzzzz.webp`)).status).toBe(404);
  });
});
