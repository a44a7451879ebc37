import { beforeAll, describe, expect, it } from 'vitest';
import { adStatus, dealTypes } from '@/lib/constants';
import type { RentEstimate, RentEstimateInput } from '@/lib/schemas/rent-estimate';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { forgetRentMarket } from '../../services/rent-estimates/rent-estimate';

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;

const salmiya = 34;
const investment = 2;
const apartment = 8;
const office = 15;
const day = 86_400_000;

/**
 * Two-bedroom flats in Salmiya let for KD 300 (80 m²) and KD 340 (100 m²), one a week for twenty weeks, live or
 * expired; one old ad (14 months) at KD 900 that the look-back leaves out, and a sale ad that is not a rent.
 */
function fixtures(ownerId: number) {
  const flat = (i: number, overrides: Partial<typeof ads.$inferInsert> = {}): typeof ads.$inferInsert => ({
    ownerId,
    dealTypeId: dealTypes.rent,
    categoryId: investment,
    propertyTypeId: apartment,
    areaId: salmiya,
    title: `شقة للإيجار ${i}`,
    sizeSqm: i % 2 ? 80 : 100,
    priceFils: i % 2 ? 300_000 : 340_000,
    bedrooms: 2,
    status: i % 3 === 0 ? adStatus.expired : adStatus.approved,
    publishedAt: new Date(Date.now() - (i + 1) * 7 * day),
    expiresAt: new Date(Date.now() + 30 * day),
    ...overrides,
  });
  return [
    ...Array.from({ length: 20 }, (_, i) => flat(i)),
    flat(100, { priceFils: 900_000, publishedAt: new Date(Date.now() - 14 * 30 * day) }),
    flat(101, { dealTypeId: dealTypes.sale, priceFils: 90_000_000 }),
  ];
}

const flat: RentEstimateInput = {
  kind: 'investment',
  areaId: salmiya,
  propertyTypeId: apartment,
  location: 'inner-street',
  quality: 'standard',
  buildingAge: 12,
  floor: 3,
  floors: 8,
  sizeSqm: 90,
  rooms: 2,
  bathrooms: 2,
};
const json = async <T>(res: Response) => (await res.json()) as T;
const estimate = (body: unknown, headers: HeadersInit = {}) =>
  api.request('/api/v1/valuations/rent', { method: 'POST', json: body, headers });

beforeAll(async () => {
  api = await testApp();
  member = await registerByPhone(api);
  await db().insert(ads).values(fixtures(member.id));
  forgetRentMarket();
});

describe('POST /v1/valuations/rent', () => {
  it('estimates a flat’s rent from the asking rents of its type around it, and keeps it under its own id', async () => {
    const res = await estimate(flat, bearer(member.token));
    expect(res.status).toBe(201);
    const { data } = await json<{ data: RentEstimate }>(res);
    expect(data.propertyType.nameEn).toBe('Apartment');
    expect(data.estimate).toMatchObject({ status: 'estimated', basis: 'area', adsUsed: 20 });
    if (data.estimate.status !== 'estimated') throw new Error('expected an estimate');
    // Between the 80 m² and 100 m² flats' rents, in whole dinars; the old KD 900 ad and the sale ad are not used.
    expect(data.estimate.rentFils).toBeGreaterThan(300_000);
    expect(data.estimate.rentFils).toBeLessThan(340_000);
    expect(data.estimate.rentFils % 1000).toBe(0);
    expect(data.comparables.every((c) => c.rentFils <= 340_000)).toBe(true);
    const again = await json<{ data: RentEstimate }>(await api.request(`/api/v1/valuations/rent/${data.id}`));
    expect(again.data.estimate).toEqual(data.estimate);
    const mine = await json<{ data: RentEstimate[] }>(
      await api.request('/api/v1/valuations/rent', { headers: bearer(member.token) }),
    );
    expect(mine.data.map((e) => e.id)).toContain(data.id);
  });

  it('says honestly when there are too few ads of the type: no number', async () => {
    const res = await estimate({ ...flat, kind: 'commercial', propertyTypeId: office, sizeSqm: 120 });
    expect(res.status).toBe(201);
    expect((await json<{ data: RentEstimate }>(res)).data.estimate).toEqual({ status: 'thin-data', adsUsed: 0 });
  });

  it('refuses a unit type of another kind, a missing required choice and a size that is not a number, with field errors', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...flat, propertyTypeId: office }, 'propertyTypeId'],
      [{ ...flat, location: undefined }, 'location'],
      [{ ...flat, floor: undefined }, 'floor'],
      [{ ...flat, sizeSqm: 'ninety' }, 'sizeSqm'],
      [{ ...flat, areaId: 999_999 }, 'areaId'],
      [{ ...flat, kind: 'palace' }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const res = await estimate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<{ fieldErrors?: Record<string, string[]> }>(res)).fieldErrors ?? {})).toContain(
        field,
      );
    }
  });
});

describe('GET /v1/valuations/rent', () => {
  it('needs a member; another member does not see this member’s estimates; an unknown or malformed id is 404 or 400', async () => {
    expect((await api.request('/api/v1/valuations/rent')).status).toBe(401);
    const other = await registerByPhone(api);
    const { data } = await json<{ data: RentEstimate }>(await estimate(flat, bearer(member.token)));
    const theirs = await json<{ data: RentEstimate[] }>(
      await api.request('/api/v1/valuations/rent', { headers: bearer(other.token) }),
    );
    expect(theirs.data.map((e) => e.id)).not.toContain(data.id);
    expect((await api.request('/api/v1/valuations/rent/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.request(`/api/v1/valuations/rent/${'-'.repeat(36)}`)).status).toBe(400);
  });
});
