import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdSort } from '@/lib/constants';
import type { AdPage } from '@/lib/schemas/ads';
import { insertLiveAd } from '../../testing/ad-input';
import { registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { listAds } from './list-ads';
import type { SlotSettings } from './special-slots';

/** Every fixture's search text carries this token, so the lists read only this file's ads. */
const marker = `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;
const minute = 60_000;
const hour = 60 * minute;
const now = new Date();
const pageSize = 10;
const threeSlots: SlotSettings = { slots: 3, rotationMinutes: 60 };

type Fixture = { id: number; adType: 'regular' | 'special'; publishedAt: Date; priceFils: number; sizeSqm: number };
const fixtures: Fixture[] = [];
let fresh: Fixture;
let freshSpecial: Fixture;

async function insertAd(ownerId: number, adType: Fixture['adType'], ageMs: number, n: number): Promise<Fixture> {
  const values = {
    adType,
    publishedAt: new Date(now.getTime() - ageMs),
    priceFils: 100_000 + ((n * 37) % 101) * 1000,
    sizeSqm: 80 + ((n * 53) % 97),
  };
  const id = await insertLiveAd(ownerId, { title: `شقة ${n}`, searchText: `شقه ${marker}`, ...values });
  const fixture = { id, ...values };
  fixtures.push(fixture);
  return fixture;
}

const page = (sort: AdSort, currentPage: number, settings = threeSlots, at = now) =>
  listAds({ q: marker, sort, page: currentPage, pageSize }, at, settings);

const byId = (a: Fixture, b: Fixture) => b.id - a.id;
const orders: Record<AdSort, (a: Fixture, b: Fixture) => number> = {
  newest: (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || byId(a, b),
  'price-asc': (a, b) => a.priceFils - b.priceFils || byId(a, b),
  'price-desc': (a, b) => b.priceFils - a.priceFils || byId(a, b),
  'size-desc': (a, b) => b.sizeSqm - a.sizeSqm || byId(a, b),
  // No fixture is verified: the verified ads' part is empty and the rest is the newest order.
  verified: (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || byId(a, b),
};
/** The page of the chosen order over every fixture, special or not. */
const expectedPage = (sort: AdSort, currentPage: number) =>
  [...fixtures]
    .sort(orders[sort])
    .slice((currentPage - 1) * pageSize, currentPage * pageSize)
    .map((f) => f.id);

/** Splits a page into its slots (the cards before the chosen order's page) and that page. */
function split(body: AdPage, sort: AdSort, currentPage: number) {
  const main = expectedPage(sort, currentPage);
  const slots = body.data.slice(0, body.data.length - main.length);
  expect(body.data.slice(slots.length).map((c) => c.id)).toEqual(main);
  return { slots, main };
}

beforeAll(async () => {
  const api = await testApp();
  const owner = await registerByPhone(api);
  // More special ads than slots, all older than every regular ad: special-first ordering would bury the new ad.
  for (let n = 0; n < 5; n += 1) await insertAd(owner.id, 'special', (200 + n) * hour, n);
  for (let n = 5; n < 35; n += 1) await insertAd(owner.id, 'regular', (n - 4) * hour, n);
  freshSpecial = await insertAd(owner.id, 'special', 2 * minute, 35);
  fresh = await insertAd(owner.id, 'regular', minute, 36);
});

describe('listAds ranking', () => {
  it('shows an ad published now on page 1 under newest, below the special slots', async () => {
    const body = await page('newest', 1);
    expect(body.totalItems).toBe(fixtures.length);
    const { slots, main } = split(body, 'newest', 1);
    expect(main[0]).toBe(fresh.id);
    expect(slots).toHaveLength(3);
    expect(slots.every((card) => card.adType === 'special')).toBe(true);
  });

  it('never shows an ad twice on a page: a special ad in the page takes no slot', async () => {
    for (const sort of Object.keys(orders) as AdSort[]) {
      for (let currentPage = 1; currentPage <= 4; currentPage += 1) {
        const body = await page(sort, currentPage);
        const ids = body.data.map((card) => card.id);
        expect(new Set(ids).size, `${sort} page ${currentPage}`).toBe(ids.length);
      }
    }
    const { slots } = split(await page('newest', 1), 'newest', 1);
    expect(slots.map((card) => card.id)).not.toContain(freshSpecial.id);
  });

  it.each([0, 1, 3, 10])('fills %i slots at most, with the special ads that are not on the page', async (slots) => {
    const body = await page('newest', 1, { slots, rotationMinutes: 60 });
    // Six special ads match; the page itself shows one of them.
    expect(split(body, 'newest', 1).slots).toHaveLength(Math.min(slots, 5));
  });

  it.each(['price-asc', 'price-desc', 'size-desc'] as const)(
    'orders the rest of the page by %s over every matching ad',
    async (sort) => {
      for (let currentPage = 1; currentPage <= 4; currentPage += 1) {
        const body = await page(sort, currentPage);
        const { slots, main } = split(body, sort, currentPage);
        const specialsOnPage = fixtures.filter((f) => f.adType === 'special' && main.includes(f.id)).length;
        expect(slots).toHaveLength(Math.min(3, 6 - specialsOnPage));
        expect(body.totalItems).toBe(fixtures.length);
      }
    },
  );

  it('pages through every ad exactly once in the chosen order, whatever the slots show', async () => {
    const seen: number[] = [];
    for (let currentPage = 1; currentPage <= 4; currentPage += 1)
      seen.push(...split(await page('newest', currentPage), 'newest', currentPage).main);
    expect(seen).toEqual([...fixtures].sort(orders.newest).map((f) => f.id));
    expect((await page('newest', 5)).data).toEqual([]);
  });

  it('rotates the slots by time window: the same page within a window, every special ad on page 1 in turn', async () => {
    const slotIds = async (at: Date) =>
      split(await page('newest', 1, threeSlots, at), 'newest', 1).slots.map((card) => card.id);
    const windowStart = new Date(Math.floor(now.getTime() / hour) * hour);
    expect(await slotIds(new Date(windowStart.getTime() + 59 * minute))).toEqual(await slotIds(windowStart));
    const shown = new Set<number>();
    for (let window = 0; window < 5; window += 1)
      for (const id of await slotIds(new Date(windowStart.getTime() + window * hour))) shown.add(id);
    const olderSpecials = fixtures.filter((f) => f.adType === 'special' && f.id !== freshSpecial.id).map((f) => f.id);
    expect([...shown].sort((a, b) => a - b)).toEqual(olderSpecials.sort((a, b) => a - b));
  });
});
