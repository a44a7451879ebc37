import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus, dealTypes } from '@/lib/constants';
import { kuwaitDate } from '@/lib/kuwait-time';
import type { AdDetail, AdPage } from '@/lib/schemas/ads';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { areaPriceLevels, deals } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { refreshAreaPriceLevels } from '../../services/ads/fair-price';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
const marker = 'zqfairprice';
const jabriya = 38;
const salmiya = 34;
const residentialLand = { categoryId: 1, propertyTypeId: 3 };
const day = 86_400_000;
const ids: Record<string, number> = {};

async function insertDeals(areaId: number, pricesKwd: number[], daysAgo: (i: number) => number) {
  const [area] = await db().select({ governorateId: areas.governorateId }).from(areas).where(eq(areas.id, areaId));
  await db()
    .insert(deals)
    .values(
      pricesKwd.map((kwd, i) => ({
        recordedOn: kuwaitDate(new Date(Date.now() - daysAgo(i) * day)),
        areaId,
        governorateId: area!.governorateId,
        category: 'private-housing' as const,
        propertyKind: 'vacant-land' as const,
        sizeSqm: 500,
        totalValueFils: kwd * 500 * 1000,
        pricePerSqmFils: kwd * 1000,
      })),
    );
}

async function insertAd(
  name: string,
  values: Partial<typeof ads.$inferInsert> & { pricePerSqmKwd?: number },
  ownerId: number,
) {
  const { pricePerSqmKwd = 1000, ...rest } = values;
  const [row] = await db()
    .insert(ads)
    .values({
      ownerId,
      dealTypeId: dealTypes.sale,
      ...residentialLand,
      areaId: jabriya,
      title: `أرض ${name}`,
      sizeSqm: 500,
      priceFils: pricePerSqmKwd * 500 * 1000,
      status: adStatus.approved,
      publishedAt: new Date(),
      searchText: `${normalizeForSearch(`ارض ${name}`)} ${marker}`,
      ...rest,
    })
    .returning({ id: ads.id });
  ids[name] = row!.id;
}

async function list(params: Record<string, string> = {}) {
  const res = await api.request(`/api/v1/ads?${new URLSearchParams({ pageSize: '50', q: marker, ...params })}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdPage;
}

beforeAll(async () => {
  api = await testApp();
  const owner = await registerByPhone(api);
  // Jabriya: ten land sales this year around KD 1,000/m², and an old record far above that the window leaves out.
  await insertDeals(jabriya, [900, 940, 960, 980, 990, 1010, 1020, 1040, 1060, 1100], (i) => 10 + i * 30);
  await insertDeals(jabriya, [5000], () => 400);
  // Salmiya: too few sales for a level.
  await insertDeals(salmiya, [1200, 1300, 1400], (i) => 20 + i);
  await insertAd('below', { pricePerSqmKwd: 800 }, owner.id);
  await insertAd('below2', { pricePerSqmKwd: 850 }, owner.id);
  await insertAd('around', { pricePerSqmKwd: 1050 }, owner.id);
  await insertAd('above', { pricePerSqmKwd: 1250 }, owner.id);
  await insertAd('thin', { areaId: salmiya, pricePerSqmKwd: 800 }, owner.id);
  await insertAd('apartment', { categoryId: 1, propertyTypeId: 5, pricePerSqmKwd: 800 }, owner.id);
  await insertAd('villa', { categoryId: 1, propertyTypeId: 2, pricePerSqmKwd: 800 }, owner.id);
  await insertAd('rent', { dealTypeId: dealTypes.rent, priceFils: 500_000 }, owner.id);
  await insertAd('unpriced', { priceFils: null }, owner.id);
  await refreshAreaPriceLevels();
});

describe('area price levels', () => {
  it('keeps the median of the last 12 months per area, category and land or built', async () => {
    const levels = await db().select().from(areaPriceLevels).where(eq(areaPriceLevels.areaId, jabriya));
    expect(levels).toEqual([
      expect.objectContaining({
        dealCategory: 'private-housing',
        basis: 'land',
        medianPricePerSqmFils: 1_000_000,
        deals: 10,
        windowTo: kuwaitDate(new Date()),
      }),
    ]);
  });

  it('gives the same levels when run again', async () => {
    const levels = async () =>
      (await db().select().from(areaPriceLevels).orderBy(areaPriceLevels.areaId)).map((level) => ({
        ...level,
        computedAt: undefined,
      }));
    const before = await levels();
    expect(await refreshAreaPriceLevels()).toBe(before.length);
    expect(await levels()).toEqual(before);
  });
});

describe('GET /v1/ads fair price', () => {
  it('badges live sale plots of areas with enough deals, and nothing else', async () => {
    const { data } = await list();
    const byId = new Map(data.map((card) => [card.id, card.fairPrice]));
    expect(byId.get(ids.below!)).toEqual({
      level: 'below',
      pricePerSqmFils: 800_000,
      medianPricePerSqmFils: 1_000_000,
      differencePercent: -20,
    });
    expect(byId.get(ids.around!)).toMatchObject({ level: 'around', differencePercent: 5 });
    expect(byId.get(ids.above!)).toMatchObject({ level: 'above', differencePercent: 25 });
    for (const name of ['thin', 'apartment', 'villa', 'rent', 'unpriced']) {
      expect(byId.has(ids[name]!)).toBe(true);
      expect(byId.get(ids[name]!), name).toBeUndefined();
    }
  });

  it('filters on the level, counting beyond one page', async () => {
    expect((await list({ fairPrice: 'above' })).data.map((card) => card.id)).toEqual([ids.above]);
    const below = await list({ fairPrice: 'below', pageSize: '1' });
    expect(below.totalItems).toBe(2);
    expect([ids.below, ids.below2]).toContain(below.data[0]!.id);
  });

  it('refuses an unknown level', async () => {
    const res = await api.request('/api/v1/ads?fairPrice=cheap');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { fairPrice: expect.anything() },
    });
  });
});

describe('GET /v1/ads/{id} fair price', () => {
  it('gives the figures and the deals behind them', async () => {
    const { data } = (await (await api.request(`/api/v1/ads/${ids.around}`)).json()) as { data: AdDetail };
    expect(data.fairPrice).toEqual({
      level: 'around',
      pricePerSqmFils: 1_050_000,
      medianPricePerSqmFils: 1_000_000,
      differencePercent: 5,
      basis: 'land',
      deals: 10,
      windowFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      windowTo: kuwaitDate(new Date()),
    });
  });

  it('has none for a rent ad or a unit', async () => {
    for (const name of ['rent', 'apartment']) {
      const { data } = (await (await api.request(`/api/v1/ads/${ids[name]}`)).json()) as { data: AdDetail };
      expect(data.fairPrice).toBeUndefined();
    }
  });
});
