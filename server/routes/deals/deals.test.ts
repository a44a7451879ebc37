import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEALS_PUBLIC_DAYS } from '@/lib/constants';
import type { DealPage, DealRow, DealTrendPoint } from '@/lib/schemas/deals';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { grantCredits } from '../../services/payments/ledger';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let visitorMember: Awaited<ReturnType<typeof registerByPhone>>;
let subscriber: Awaited<ReturnType<typeof registerByPhone>>;

/** Failaka: no other test writes deals there, so lists filtered by it see only these fixtures. */
const failaka = 32;
const capitalGovernorate = 1;
const fixtureNote = 'deals.test fixture';
const day = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() + 3 * 3_600_000 - n * day).toISOString().slice(0, 10);

/** Two of them land without a building ('plot', 'vacant-land'), the rest chalets. */
const fixtures = [
  { ago: 3, sizeSqm: 1000, totalKwd: 600_000, block: '4', kind: 'chalet' },
  { ago: 20, sizeSqm: 800, totalKwd: 400_000, block: '2', kind: 'plot' },
  { ago: 60, sizeSqm: 1200, totalKwd: 900_000, block: '4', kind: 'chalet' },
  { ago: DEALS_PUBLIC_DAYS + 30, sizeSqm: 1000, totalKwd: 500_000, block: '1', kind: 'vacant-land' },
  { ago: 400, sizeSqm: 1000, totalKwd: 450_000, block: '3', kind: 'chalet' },
] as const;

const json = async <T>(res: Response) => (await res.json()) as T;
async function list(params: Record<string, string>, headers: HeadersInit = {}) {
  const res = await api.request(`/api/v1/deals?${new URLSearchParams({ areaId: String(failaka), ...params })}`, {
    headers,
  });
  expect(res.status).toBe(200);
  return json<DealPage>(res);
}

beforeAll(async () => {
  api = await testApp();
  await db().delete(deals).where(eq(deals.notes, fixtureNote));
  await db()
    .insert(deals)
    .values(
      fixtures.map((f) => ({
        recordedOn: daysAgo(f.ago),
        areaId: failaka,
        governorateId: capitalGovernorate,
        block: f.block,
        category: 'coastal-strip' as const,
        propertyKind: f.kind,
        sizeSqm: f.sizeSqm,
        totalValueFils: f.totalKwd * 1000,
        pricePerSqmFils: Math.round((f.totalKwd * 1000) / f.sizeSqm),
        supplyRatio: 100,
        notes: fixtureNote,
      })),
    );
  visitorMember = await registerByPhone(api);
  subscriber = await registerByPhone(api);
  await grantCredits({
    memberId: subscriber.id,
    kind: 'data-access',
    quantity: 1,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    note: 'test subscriber',
  });
});

describe('GET /v1/deals', () => {
  it('shows visitors only the recent window, without the block, and says older deals are locked', async () => {
    const page = await list({});
    expect(page.data.map((d) => d.recordedOn)).toEqual(fixtures.slice(0, 3).map((f) => daysAgo(f.ago)));
    expect(page.data.every((d) => d.block === null && d.supplyRatio === null)).toBe(true);
    expect(page.totalItems).toBe(3);
    expect(page.locked).toBe(true);
    expect(page.publicFrom).toBe(daysAgo(DEALS_PUBLIC_DAYS));
  });

  it('keeps the lock for a signed-in member who is not a subscriber, even when asking for old dates', async () => {
    const page = await list({ from: daysAgo(500), to: daysAgo(100) }, bearer(visitorMember.token));
    expect(page.data).toEqual([]);
    expect(page.locked).toBe(true);
  });

  it('gives subscribers the whole history with the full record', async () => {
    const page = await list({}, bearer(subscriber.token));
    expect(page.totalItems).toBe(fixtures.length);
    expect(page.locked).toBe(false);
    expect(page.data[0]!.block).toBe('4');
    expect(page.data[0]!.supplyRatio).toBe(100);
  });

  it('filters by date range, block and category, and sorts', async () => {
    const auth = bearer(subscriber.token);
    expect((await list({ from: daysAgo(70), to: daysAgo(10) }, auth)).data.map((d) => d.sizeSqm)).toEqual([800, 1200]);
    expect((await list({ q: 'قطعة ٤' }, auth)).totalItems).toBe(2);
    expect((await list({ category: 'investment' }, auth)).totalItems).toBe(0);
    const byPrice = (await list({ sort: 'price-desc' }, auth)).data.map((d) => d.totalValueFils);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byPerSqm = (await list({ sort: 'ppsqm-asc' }, auth)).data.map((d) => d.pricePerSqmFils);
    expect(byPerSqm).toEqual([...byPerSqm].sort((a, b) => a - b));
  });

  it('filters land apart from built property', async () => {
    const auth = bearer(subscriber.token);
    expect((await list({ basis: 'land' }, auth)).data.map((d) => d.propertyKind).sort()).toEqual([
      'plot',
      'vacant-land',
    ]);
    expect((await list({ basis: 'built' }, auth)).data.map((d) => d.propertyKind)).toEqual([
      'chalet',
      'chalet',
      'chalet',
    ]);
    expect((await list({ basis: 'land' })).data.map((d) => d.propertyKind)).toEqual(['plot']);
  });

  it('refuses malformed filters with field errors, never a 500', async () => {
    for (const query of [
      'from=2026-02-30',
      'category=palace',
      'areaId=abc',
      'pageSize=500',
      'sort=random',
      'basis=villa',
      'basis=LAND',
      'basis=',
    ]) {
      const res = await api.request(`/api/v1/deals?${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<{ code: string; fieldErrors: Record<string, string[]> }>(res);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fieldErrors), query).toEqual([query.slice(0, query.indexOf('='))]);
    }
  });

  it('never caches an answer that depends on the requester', async () => {
    const res = await api.request('/api/v1/deals');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('GET /v1/deals/:id', () => {
  it('is for subscribers only, with similar deals beside it', async () => {
    const [first] = (await list({}, bearer(subscriber.token))).data as [DealRow];
    const locked = await api.request(`/api/v1/deals/${first.id}`, { headers: bearer(visitorMember.token) });
    expect(locked.status).toBe(403);
    expect((await json<{ code: string; message: string }>(locked)).code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await api.request(`/api/v1/deals/${first.id}`)).status).toBe(403);

    const open = await api.request(`/api/v1/deals/${first.id}`, { headers: bearer(subscriber.token) });
    expect(open.status).toBe(200);
    const { data } = await json<{ data: DealRow & { similar: DealRow[] } }>(open);
    expect(data.id).toBe(first.id);
    expect(data.similar.length).toBeGreaterThan(0);
    expect(data.similar.every((d) => d.area.id === failaka && d.id !== first.id)).toBe(true);
  });
});

describe('GET /v1/deals/trend', () => {
  it('gives the median price per m², count and total by quarter, open to everyone', async () => {
    const res = await api.request(`/api/v1/deals/trend?areaId=${failaka}`);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: DealTrendPoint[] }>(res);
    expect(data.reduce((sum, p) => sum + p.count, 0)).toBe(fixtures.length);
    expect(data.every((p) => /^\d{4}-Q[1-4]$/.test(p.period))).toBe(true);
    expect(data.map((p) => p.period)).toEqual([...data.map((p) => p.period)].sort());
  });

  it('draws land and built apart', async () => {
    const count = async (basis: string) => {
      const { data } = await json<{ data: DealTrendPoint[] }>(
        await api.request(`/api/v1/deals/trend?areaId=${failaka}&basis=${basis}`),
      );
      return data.reduce((sum, p) => sum + p.count, 0);
    };
    expect(await count('land')).toBe(2);
    expect(await count('built')).toBe(3);
  });

  it('refuses an unknown basis with a field error', async () => {
    const res = await api.request(`/api/v1/deals/trend?areaId=${failaka}&basis=house`);
    expect(res.status).toBe(400);
    const body = await json<{ code: string; fieldErrors: Record<string, string[]> }>(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors.basis).toHaveLength(1);
  });
});

describe('POST /v1/deals', () => {
  const submission = {
    recordedOn: daysAgo(5),
    areaId: failaka,
    category: 'coastal-strip',
    propertyKind: 'chalet',
    sizeSqm: 900,
    totalValueFils: 450_000_000,
    notes: fixtureNote,
  };

  it('stores a member deal as pending, never shown until approved', async () => {
    const res = await api.request('/api/v1/deals', {
      method: 'POST',
      json: submission,
      headers: bearer(visitorMember.token),
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { id: number; status: number } }>(res);
    expect(data.status).toBe(0);
    const page = await list({}, bearer(subscriber.token));
    expect(page.data.map((d) => d.id)).not.toContain(data.id);
    expect((await api.request(`/api/v1/deals/${data.id}`, { headers: bearer(subscriber.token) })).status).toBe(404);
  });

  it('needs a signed-in member and a valid deal', async () => {
    expect((await api.request('/api/v1/deals', { method: 'POST', json: submission })).status).toBe(401);
    const future = await api.request('/api/v1/deals', {
      method: 'POST',
      json: { ...submission, recordedOn: daysAgo(-3) },
      headers: bearer(visitorMember.token),
    });
    expect(future.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(future)).fieldErrors.recordedOn).toBeDefined();
    const bad = await api.request('/api/v1/deals', {
      method: 'POST',
      json: { ...submission, sizeSqm: -1, category: 'castle' },
      headers: bearer(visitorMember.token),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: Record<string, string[]> }>(bad)).fieldErrors).sort()).toEqual([
      'category',
      'sizeSqm',
    ]);
  });
});
