import { beforeAll, describe, expect, it } from 'vitest';
import type { Banner, Package } from '@/lib/schemas/payments';
import { packageRows } from '../../seed/data/payments';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  api = await testApp();
});

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const res = await api.request(path, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data: T; code?: string } };
}

describe('the package catalogue', () => {
  it('is seeded with prices in fils, each row with its source and date', () => {
    for (const row of packageRows) {
      expect(Number.isInteger(row.priceFils) && row.priceFils > 0, row.nameEn).toBe(true);
      expect(row.source).toMatch(/Manzil price list/);
      expect(row.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(packageRows.map((p) => p.kind))).toEqual(
      new Set(['regular-ad', 'special-ad', 'map-valuation', 'data-access', 'broker-ad']),
    );
  });

  it('GET /v2/subscriptions/packages/{screen}: the monthly packages in the asked language, no credit when signed out', async () => {
    const { status, body } = await get<{ packages: Package[]; active: null }>('/api/v2/subscriptions/packages/ads', {
      'x-localization': 'en',
    });
    expect(status).toBe(200);
    expect(body.data.active).toBeNull();
    expect(body.data.packages.map((p) => p.id)).toEqual([2, 3, 5]);
    expect(body.data.packages[0]).toEqual({
      id: 2,
      kind: 'regular-ad',
      screen: 'ads',
      billing: 'monthly',
      name: '5-ad package',
      description: 'Five regular ads to use within a month.',
      priceFils: 8000,
      quantity: 5,
      validityMonths: 1,
      officesOnly: false,
    });
    const ar = await get<{ packages: Package[] }>('/api/v2/subscriptions/packages/ads');
    expect(ar.body.data.packages[0]!.name).toBe('باقة 5 إعلانات');
  });

  it('GET /v2/subscriptions/packages/{screen} signed in: the member credit of the screen, never cached', async () => {
    const member = await registerByPhone(api);
    const { body, headers } = await get<{ active: Record<string, number> }>(
      '/api/v2/subscriptions/packages/subscriptions',
      bearer(member.token),
    );
    expect(body.data.active).toEqual({ 'data-access': 0 });
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('lists one-time packages, ad packages, add-ons and everything', async () => {
    expect(
      (await get<Package[]>('/api/v2/subscriptions/packages-one-time/subscriptions')).body.data.map((p) => p.id),
    ).toEqual([11, 12]);
    expect((await get<Package[]>('/api/v1/subscriptions/packages/ads?adId=0')).body.data.map((p) => p.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(
      (await get<Package[]>('/api/v1/subscriptions/packages/addons')).body.data.every((p) => p.billing === 'add-on'),
    ).toBe(true);
    expect((await get<Package[]>('/api/v1/subscriptions/packages/available/all')).body.data).toHaveLength(
      packageRows.length,
    );
  });

  it('GET /v1/banners/{screen}', async () => {
    const { status, body } = await get<Banner[]>('/api/v1/banners/subscriptions', { 'x-localization': 'en' });
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      screen: 'subscriptions',
      title: 'The whole deals archive',
      linkPath: '/deals',
    });
  });

  it('GET /v1/common/payments-methods/{screen} and …-ios: KNET and card with their Tap sources', async () => {
    const { body } = await get<Array<{ id: string; sourceId: string; name: string }>>(
      '/api/v1/common/payments-methods/ads',
      { 'x-localization': 'ar' },
    );
    expect(body.data).toEqual([
      { id: 'knet', sourceId: 'src_kw.knet', name: 'كي نت' },
      { id: 'card', sourceId: 'src_card', name: 'بطاقة ائتمان أو خصم' },
    ]);
    expect((await get<unknown[]>('/api/v1/common/payments-methods-ios')).body.data).toHaveLength(2);
  });

  it('refuses unknown screens and a bad adId with VALIDATION_FAILED', async () => {
    for (const path of [
      '/api/v2/subscriptions/packages/cars',
      '/api/v2/subscriptions/packages-one-time/x',
      '/api/v1/banners/home',
      '/api/v1/common/payments-methods/zz',
      '/api/v1/subscriptions/packages/ads?adId=-1',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});
