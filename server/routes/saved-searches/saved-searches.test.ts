import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch, SavedSearchPage } from '@/lib/schemas/saved-searches';
import { stopJobQueue } from '../../jobs/queue';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let owner: Awaited<ReturnType<typeof registerByPhone>>;
let other: Awaited<ReturnType<typeof registerByPhone>>;

const salmiyaFlats = { dealType: 'rent', categoryId: 2, propertyTypeId: 8, areaIds: [34] };

async function save(token: string, body: Record<string, unknown>, locale = 'ar') {
  const res = await api.request('/api/v1/saved-searches', {
    method: 'POST',
    headers: { ...bearer(token), 'x-localization': locale },
    json: body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: SavedSearch; code?: string; fieldErrors?: Record<string, string[]> },
  };
}

async function list(token: string, query = '') {
  const res = await api.request(`/api/v1/saved-searches${query}`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as SavedSearchPage;
}

const patch = (token: string, id: number, json: unknown) =>
  api.request(`/api/v1/saved-searches/${id}`, { method: 'PATCH', headers: bearer(token), json });

beforeAll(async () => {
  api = await testApp();
  owner = await registerByPhone(api);
  other = await registerByPhone(api);
});

afterAll(async () => {
  await stopJobQueue();
});

describe('/v1/saved-searches', () => {
  it('saves a search named after its filters, with its list link, and lists it', async () => {
    const { status, body } = await save(owner.token, {
      filters: { ...salmiyaFlats, areaIds: [34, 34] },
      frequency: 'instant',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'شقق للإيجار في السالمية',
      filters: salmiyaFlats,
      link: '/ads/rent?areaId=34&propertyTypeId=8&categoryId=2',
      frequency: 'instant',
      paused: false,
      lastAlertedAt: null,
    });
    const english = await save(
      owner.token,
      { filters: { dealType: 'sale', areaIds: [35, 34], priceMax: 250_000 }, frequency: 'daily' },
      'en',
    );
    expect(english.body.data.name).toMatch(/for sale in/);
    expect(english.body.data.filters).toEqual({ dealType: 'sale', areaIds: [34, 35], priceMax: 250_000 });
    const page = await list(owner.token);
    expect(page).toMatchObject({ totalItems: 2, currentPage: 1, pageSize: 20 });
    expect(page.data.map((s) => s.id)).toEqual([english.body.data.id, body.data.id]);
  });

  it('answers the existing search when the same filters are saved again, in any order or spelling', async () => {
    const member = await registerByPhone(api);
    const first = await save(member.token, {
      filters: { dealType: 'rent', areaIds: [35, 34], q: '  بحر ' },
      frequency: 'daily',
      name: 'الأول',
    });
    const again = await save(member.token, {
      filters: { q: 'بحر', areaIds: [34, 35], dealType: 'rent' },
      frequency: 'weekly',
      name: 'الثاني',
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, name: 'الأول', frequency: 'daily' });
    expect((await list(member.token)).totalItems).toBe(1);
  });

  it('keeps an exact bedroom count apart from "or more", in its filters and its link', async () => {
    const member = await registerByPhone(api);
    const exact = await save(member.token, {
      filters: { dealType: 'rent', bedrooms: 2, bedroomsExact: true },
      frequency: 'daily',
    });
    expect(exact.status).toBe(201);
    expect(exact.body.data).toMatchObject({
      filters: { dealType: 'rent', bedrooms: 2, bedroomsExact: true },
      link: '/ads/rent?bedrooms=2&bedroomsExact=true',
    });
    const atLeast = await save(member.token, {
      filters: { dealType: 'rent', bedrooms: 2, bedroomsExact: false },
      frequency: 'daily',
    });
    expect(atLeast.status).toBe(201);
    expect(atLeast.body.data).toMatchObject({
      filters: { dealType: 'rent', bedrooms: 2 },
      link: '/ads/rent?bedrooms=2',
    });
    // Without a count, "exact" means nothing: the same search as no bedroom filter.
    const plain = await save(member.token, { filters: { dealType: 'rent' }, frequency: 'daily' });
    expect(
      (await save(member.token, { filters: { dealType: 'rent', bedroomsExact: true }, frequency: 'daily' })).body.data
        .id,
    ).toBe(plain.body.data.id);
  });

  it('renames, changes the frequency, pauses, resumes and deletes', async () => {
    const { body } = await save(owner.token, { filters: { dealType: 'exchange' }, frequency: 'daily' });
    const id = body.data.id;
    const renamed = await patch(owner.token, id, { name: 'بدل', frequency: 'weekly', paused: true });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { data: SavedSearch }).data).toMatchObject({
      id,
      name: 'بدل',
      frequency: 'weekly',
      paused: true,
    });
    const unchanged = await patch(owner.token, id, {});
    expect(((await unchanged.json()) as { data: SavedSearch }).data).toMatchObject({ id, name: 'بدل', paused: true });
    const resumed = await patch(owner.token, id, { paused: false });
    expect(((await resumed.json()) as { data: SavedSearch }).data.paused).toBe(false);
    const gone = await api.request(`/api/v1/saved-searches/${id}`, { method: 'DELETE', headers: bearer(owner.token) });
    expect(gone.status).toBe(200);
    const again = await api.request(`/api/v1/saved-searches/${id}`, { method: 'DELETE', headers: bearer(owner.token) });
    expect(again.status).toBe(404);
  });

  it('caps the searches of one member at SAVED_SEARCHES_PER_MEMBER (422 LIMIT_REACHED)', async () => {
    const member = await registerByPhone(api);
    for (let n = 1; n <= 20; n += 1)
      expect((await save(member.token, { filters: { priceMin: n }, frequency: 'weekly' })).status).toBe(201);
    const over = await save(member.token, { filters: { priceMin: 21 }, frequency: 'weekly' });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('LIMIT_REACHED');
    // The same filters again still answer the existing search.
    expect((await save(member.token, { filters: { priceMin: 3 }, frequency: 'weekly' })).status).toBe(200);
  });

  it("IDOR: another member's search is invisible and untouchable (404)", async () => {
    const { body } = await save(owner.token, { filters: { dealType: 'sale', bedrooms: 4 }, frequency: 'weekly' });
    const mine = body.data.id;
    expect((await list(other.token)).data.map((s) => s.id)).not.toContain(mine);
    expect((await patch(other.token, mine, { name: 'لي' })).status).toBe(404);
    const deleted = await api.request(`/api/v1/saved-searches/${mine}`, {
      method: 'DELETE',
      headers: bearer(other.token),
    });
    expect(deleted.status).toBe(404);
    expect((await list(owner.token)).data.find((s) => s.id === mine)).toMatchObject({
      name: body.data.name,
      paused: false,
    });
  });

  it('refuses bad input and strangers', async () => {
    expect((await api.request('/api/v1/saved-searches')).status).toBe(401);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ filters: {}, frequency: 'hourly' }, 'frequency'],
      [{ filters: { dealType: 'lease' }, frequency: 'daily' }, 'filters.dealType'],
      [{ filters: { areaIds: [0] }, frequency: 'daily' }, 'filters.areaIds.0'],
      [{ filters: { priceMin: -1 }, frequency: 'daily' }, 'filters.priceMin'],
      [{ filters: { bedrooms: 2.5 }, frequency: 'daily' }, 'filters.bedrooms'],
      [{ filters: { sort: 'newest' }, frequency: 'daily' }, 'filters'],
      [{ filters: {}, frequency: 'daily', name: ' ' }, 'name'],
      [{ filters: {}, frequency: 'daily', name: 'x'.repeat(81) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await save(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fieldErrors ?? {}).join(' '), JSON.stringify(body)).toContain(field);
    }
    expect((await patch(owner.token, 1, { paused: 'yes' })).status).toBe(400);
    expect((await patch(owner.token, 1, { owner: 2 })).status).toBe(400);
    expect(
      (await api.request('/api/v1/saved-searches/abc', { method: 'DELETE', headers: bearer(owner.token) })).status,
    ).toBe(400);
    expect((await api.request('/api/v1/saved-searches?page=0', { headers: bearer(owner.token) })).status).toBe(400);
  });
});
