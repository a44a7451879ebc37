import { beforeAll, describe, expect, it } from 'vitest';
import type { AdCard } from '@/lib/schemas/ads';
import type { InstantValuation, InstantValuationInput } from '@/lib/schemas/instant-valuation';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { grantCredits } from '../../services/payments/ledger';
import { testApp } from '../../testing/test-app';
import { forgetMarket } from '../../services/instant-valuations/instant-valuation';
import { memberBalances } from '../../services/payments/ledger';
import { grantTestCredits } from '../../testing/credits';

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;
let subscriber: Awaited<ReturnType<typeof registerByPhone>>;

const jabriya = 38;
const hawalliGovernorate = 2;
const wafra = 107;
const day = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() + 3 * 3_600_000 - n * day).toISOString().slice(0, 10);

/** Thirty land sales in Jabriya over two years at KD 900–1,100 a m², one every 24 days, blocks 1–3. */
const fixtures = Array.from({ length: 30 }, (_, i) => ({
  recordedOn: daysAgo(5 + i * 24),
  areaId: jabriya,
  governorateId: hawalliGovernorate,
  block: String(1 + (i % 3)),
  category: 'private-housing' as const,
  propertyKind: 'vacant-land' as const,
  sizeSqm: 500,
  totalValueFils: (900 + ((i * 7) % 200)) * 500 * 1000,
  pricePerSqmFils: (900 + ((i * 7) % 200)) * 1000,
}));

const land: InstantValuationInput = {
  model: 'land',
  areaId: jabriya,
  category: 'private-housing',
  purpose: 'sale',
  sizeSqm: 500,
};
const json = async <T>(res: Response) => (await res.json()) as T;
const estimate = (body: unknown, headers: HeadersInit = {}) =>
  api.request('/api/v1/valuations/ive', { method: 'POST', json: body, headers });

beforeAll(async () => {
  api = await testApp();
  await db().insert(deals).values(fixtures);
  forgetMarket();
  member = await registerByPhone(api);
  subscriber = await registerByPhone(api);
  await grantCredits({
    memberId: subscriber.id,
    kind: 'data-access',
    quantity: 1,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    note: 'test subscriber',
  });
});

describe('POST /v1/valuations/ive', () => {
  it('estimates land from the area’s sales, keeps it under its own id, and shows a visitor the value and range but not the detailed report', async () => {
    const res = await estimate(land, { 'x-uuid': 'visitor-12345678' });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: InstantValuation }>(res);
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.area).toMatchObject({ id: jabriya, nameEn: 'Jabriya' });
    expect(data.estimate).toMatchObject({ status: 'estimated', basis: 'area' });
    if (data.estimate.status !== 'estimated') throw new Error('expected an estimate');
    expect(data.estimate.valueFils).toBeGreaterThan(900 * 500 * 1000);
    expect(data.estimate.valueFils).toBeLessThan(1100 * 500 * 1000);
    expect(data.estimate.lowFils).toBeLessThan(data.estimate.valueFils);
    expect(data.estimate.highFils).toBeGreaterThan(data.estimate.valueFils);
    expect(data.detailed).toBe(false);
    expect(data.comparables).toEqual([]);
    expect(data.lockedComparables).toBeGreaterThan(0);
  });

  it('shows a subscriber every comparable with its block, at the same link', async () => {
    const { data: created } = await json<{ data: InstantValuation }>(await estimate(land));
    const res = await api.request(`/api/v1/valuations/ive/${created.id}`, { headers: bearer(subscriber.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { data } = await json<{ data: InstantValuation }>(res);
    expect(data.detailed).toBe(true);
    expect(data.lockedComparables).toBe(0);
    expect(data.comparables.length).toBe(created.lockedComparables);
    expect(data.comparables.every((c) => c.block !== null)).toBe(true);
    expect(data.estimate).toEqual(created.estimate);
  });

  it('values a building as its land from the sales plus the building’s depreciated replacement cost', async () => {
    const house = { ...land, model: 'building', finishing: 'standard', floors: 2, basement: false } as const;
    const value = async (buildingAge: number) => {
      const res = await estimate({ ...house, buildingAge });
      expect(res.status).toBe(201);
      const { data } = await json<{ data: InstantValuation }>(res);
      if (data.estimate.status !== 'estimated' || !data.estimate.building)
        throw new Error('expected a building estimate');
      return data.estimate;
    };
    const { data: plot } = await json<{ data: InstantValuation }>(await estimate(land));
    const young = await value(10);
    const old = await value(60);
    expect(young.building).toMatchObject({
      landValueFils: plot.estimate.status === 'estimated' ? plot.estimate.valueFils : 0,
      builtUpSqm: 700,
      depreciationPercent: 25,
      lifeYears: 40,
    });
    // The February 2022 cost rates are more than COST_RATES_CURRENT_MONTHS old today: shown as "last updated".
    expect(young.building).toMatchObject({ ratesAsOf: '2022-02-01', ratesCurrent: false });
    expect(young.valueFils).toBeGreaterThan(young.building!.landValueFils);
    expect(young.building!.buildingValueFils).toBeCloseTo(young.building!.replacementCostFils * 0.75, -4);
    // Past its economic life a house keeps its residual share, and the land keeps its value.
    expect(old.building).toMatchObject({ depreciationPercent: 90, landValueFils: young.building!.landValueFils });
    expect(old.valueFils).toBeLessThan(young.valueFils);
    expect(young.lowFils).toBeLessThan(young.valueFils);
    expect(young.highFils).toBeGreaterThan(young.valueFils);
  });

  it('answers the spec’s message for an area without a model', async () => {
    const res = await estimate({ ...land, areaId: wafra }, { 'x-localization': 'en' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'NO_VALUATION_MODEL',
      message: 'Selected area does not have any IVE form associated. Please contact support.',
    });
  });

  it('refuses bad input with field errors and never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...land, model: 'building' }, 'buildingAge'],
      [{ ...land, sizeSqm: '500' }, 'sizeSqm'],
      [{ ...land, sizeSqm: 0 }, 'sizeSqm'],
      [{ ...land, areaId: 999_999 }, 'areaId'],
      [{ ...land, purpose: 'speculation' }, 'purpose'],
      [{ ...land, streets: 9 }, 'streets'],
      [{ ...land, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await estimate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await json<{ code: string; fieldErrors?: Record<string, string[]> }>(res);
      expect(error.code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    }
  });
});

describe('POST /v1/valuations/ive: the inputs’ messages and spec §3’s floor type and curb setbacks', () => {
  const house = {
    ...land,
    model: 'building',
    buildingAge: 10,
    finishing: 'standard',
    floors: 2,
    basement: true,
  } as const;
  const fieldErrorsOf = async (res: Response) =>
    ((await res.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors;

  it('answers the catalogue’s message, in Arabic and English, for a missing basement and a size that is not a number', async () => {
    // JSON drops an undefined key: the basement is missing from the body.
    expect(await fieldErrorsOf(await estimate({ ...house, basement: undefined }, { 'x-localization': 'en' }))).toEqual({
      basement: ['This field is required'],
    });
    expect(await fieldErrorsOf(await estimate({ ...house, basement: 'yes' }, { 'x-localization': 'ar' }))).toEqual({
      basement: ['القيمة غير صالحة'],
    });
    expect(await fieldErrorsOf(await estimate({ ...land, sizeSqm: 'abc' }, { 'x-localization': 'en' }))).toEqual({
      sizeSqm: ['Enter a number'],
    });
    expect(await fieldErrorsOf(await estimate({ ...land, sizeSqm: 'abc' }, { 'x-localization': 'ar' }))).toEqual({
      sizeSqm: ['أدخل رقماً'],
    });
  });

  it('keeps a building’s floor type and curb setbacks with the estimate without changing its number', async () => {
    const created = await estimate({ ...house, floorType: 'porcelain', curbSetbacks: false });
    expect(created.status).toBe(201);
    const { data } = await json<{ data: InstantValuation }>(created);
    const { data: read } = await json<{ data: InstantValuation }>(
      await api.request(`/api/v1/valuations/ive/${data.id}`),
    );
    expect(read.input).toMatchObject({ floorType: 'porcelain', curbSetbacks: false });
    const { data: plain } = await json<{ data: InstantValuation }>(await estimate(house));
    expect(read.estimate).toEqual(plain.estimate);
    expect(await fieldErrorsOf(await estimate({ ...house, floorType: 'carpet' }, { 'x-localization': 'en' }))).toEqual({
      floorType: ['The value is not valid'],
    });
  });
});

describe('GET /v1/valuations/ive/{id}', () => {
  it('is 404 for an id that does not exist and 400 for one that cannot', async () => {
    expect((await api.request('/api/v1/valuations/ive/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.request('/api/v1/valuations/ive/12')).status).toBe(400);
    expect((await api.request(`/api/v1/valuations/ive/${'-'.repeat(36)}`)).status).toBe(400);
    expect((await api.request(`/api/v1/common/similar-ive-properties/${'-'.repeat(36)}`)).status).toBe(400);
  });
});

describe('GET /v1/valuations/ive', () => {
  it('IDOR: lists the signed-in member’s own estimates only (another’s are reached by their unguessable link alone)', async () => {
    expect((await api.request('/api/v1/valuations/ive')).status).toBe(401);
    const { data: mine } = await json<{ data: InstantValuation }>(await estimate(land, bearer(member.token)));
    await estimate(land, bearer(subscriber.token));
    const { data } = await json<{ data: InstantValuation[] }>(
      await api.request('/api/v1/valuations/ive', { headers: bearer(member.token) }),
    );
    expect(data.map((v) => v.id)).toEqual([mine.id]);
  });
});

describe('GET /v1/common/similar-ive-properties/{id}', () => {
  it('lists live sale ads of the kind asking within the estimate’s range, and is 404 for an unknown estimate', async () => {
    const { data: valuation } = await json<{ data: InstantValuation }>(await estimate(land));
    if (valuation.estimate.status !== 'estimated') throw new Error('expected an estimate');
    const owner = await registerByPhone(api);
    const create = (priceFils: number) =>
      api.request('/api/v1/ads', {
        method: 'POST',
        headers: bearer(owner.token),
        json: validAdInput({
          dealType: 'sale',
          categoryId: 1,
          propertyTypeId: 3,
          areaId: jabriya,
          sizeSqm: 500,
          priceFils,
          title: 'أرض سكنية في الجابرية',
        }),
      });
    const ids: number[] = [];
    for (const price of [valuation.estimate.valueFils, valuation.estimate.highFils * 2]) {
      const { data } = await json<{ data: { id: number } }>(await create(price));
      expect(
        (await api.request(`/api/v1/ads/${data.id}/publish`, { method: 'POST', headers: bearer(owner.token) })).status,
      ).toBe(200);
      ids.push(data.id);
    }
    const res = await api.request(`/api/v1/common/similar-ive-properties/${valuation.id}`);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdCard[] }>(res);
    expect(data.map((ad) => ad.id)).toContain(ids[0]);
    expect(data.map((ad) => ad.id)).not.toContain(ids[1]);
    expect(
      (await api.request('/api/v1/common/similar-ive-properties/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('POST /v1/valuations/ive/{id}/unlock', () => {
  const unlock = (id: string, token?: string, headers: Record<string, string> = {}) =>
    api.request(`/api/v1/valuations/ive/${id}/unlock`, {
      method: 'POST',
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const view = async (id: string, token: string) =>
    (
      await json<{ data: InstantValuation }>(
        await api.request(`/api/v1/valuations/ive/${id}`, { headers: bearer(token) }),
      )
    ).data;
  const credits = async (memberId: number) => (await memberBalances(memberId))['map-valuation'];

  it('opens the report for one map-valuation credit once; again, and 5 racing unlocks, spend nothing more', async () => {
    const reader = await registerByPhone(api);
    const { data: created } = await json<{ data: InstantValuation }>(await estimate(land, bearer(member.token)));
    const refused = await unlock(created.id, reader.token, { 'x-localization': 'en' });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await view(created.id, reader.token)).detailed).toBe(false);

    await grantTestCredits(reader.id, 'map-valuation', 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => unlock(created.id, reader.token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(
      answers.map((res) => json<{ data: { spent: boolean; valuation: InstantValuation } }>(res)),
    );
    expect(bodies.filter((body) => body.data.spent)).toHaveLength(1);
    expect(bodies[0]!.data.valuation.detailed).toBe(true);
    expect(await credits(reader.id)).toBe(1);
    const seen = await view(created.id, reader.token);
    expect(seen.detailed).toBe(true);
    expect(seen.comparables.length).toBe(created.lockedComparables);
    expect((await json<{ data: { spent: boolean } }>(await unlock(created.id, reader.token))).data.spent).toBe(false);
    expect(await credits(reader.id)).toBe(1);
  });

  it('IDOR: one member’s unlock spends their own credit and opens the report to them only', async () => {
    const a = await registerByPhone(api);
    const b = await registerByPhone(api);
    await grantTestCredits(a.id, 'map-valuation', 1);
    const { data: created } = await json<{ data: InstantValuation }>(await estimate(land, bearer(a.token)));
    expect((await unlock(created.id, b.token)).status).toBe(402);
    expect(await credits(a.id)).toBe(1);
    expect((await unlock(created.id, a.token)).status).toBe(200);
    expect((await view(created.id, b.token)).detailed).toBe(false);
    expect((await view(created.id, a.token)).detailed).toBe(true);
  });

  it('spends nothing for a subscriber, who sees every report already', async () => {
    const { data: created } = await json<{ data: InstantValuation }>(await estimate(land));
    const res = await unlock(created.id, subscriber.token);
    expect(res.status).toBe(200);
    expect((await json<{ data: { spent: boolean } }>(res)).data.spent).toBe(false);
  });

  it('needs a sign-in (401), answers 404 for an unknown estimate and 400 for a malformed id', async () => {
    const { data: created } = await json<{ data: InstantValuation }>(await estimate(land));
    expect((await unlock(created.id)).status).toBe(401);
    expect((await unlock('00000000-0000-4000-8000-000000000000', member.token)).status).toBe(404);
    expect((await unlock('not-an-id', member.token)).status).toBe(400);
  });
});
