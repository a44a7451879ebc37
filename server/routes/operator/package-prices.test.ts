import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackagePriceListRow } from '@/lib/schemas/package-prices';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { db } from '../../db/client';
import { packagePrices, packages } from '../../db/schema/payments';
import { setClockOffset } from '../../lib/clock';
import { findActivePackage } from '../../services/payments/catalogue';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let staff: Session;
let admin: Session;

/**
 * A package of this test alone, on sale only from 2100: every other test (they share the database on PostgreSQL)
 * never lists it, and the clock is moved to its days here.
 */
const PACKAGE_ID = 97;
const json = async <T>(res: Response) => (await res.json()) as T;
const setPrice = (body: Record<string, unknown>, id = PACKAGE_ID) =>
  api.request(`/api/v1/operator/packages/${id}/prices`, { method: 'POST', headers: bearer(staff.token), json: body });
const withdraw = (priceId: number) =>
  api.request(`/api/v1/operator/packages/${PACKAGE_ID}/prices/${priceId}`, {
    method: 'DELETE',
    headers: bearer(staff.token),
  });
const ours = (list: PackagePriceListRow[]) => list.find((row) => row.id === PACKAGE_ID)!;
const moveClockTo = (iso: string) => setClockOffset(Date.parse(iso) - Date.now());

beforeAll(async () => {
  api = await testApp();
  staff = await registerByPhone(api);
  await grantRole(staff.id, 'catalogue');
  admin = await registerByPhone(api);
  await grantRole(admin.id, 'admin');
  const [one] = await db().select().from(packages).where(eq(packages.id, 1));
  await db()
    .insert(packages)
    .values({ ...one!, id: PACKAGE_ID, nameEn: 'Price test', nameAr: 'اختبار السعر' })
    .onConflictDoNothing();
  await db()
    .insert(packagePrices)
    .values({
      packageId: PACKAGE_ID,
      priceFils: 4_000,
      effectiveFrom: new Date('2100-01-01T00:00:00+03:00'),
      source: 'test',
    })
    .onConflictDoNothing();
});

afterAll(() => setClockOffset(0));

describe('the catalogue desk: package prices from a day', () => {
  it('a price set for a later day waits for it; from its start, checkout charges it; today applies at once', async () => {
    expect(await findActivePackage(PACKAGE_ID)).toBeUndefined();
    const later = await setPrice({ priceFils: 5_000, from: '2099-06-01', source: 'Board decision 12/2099' });
    expect(later.status).toBe(200);
    const row = ours((await json<{ data: PackagePriceListRow[] }>(later)).data);
    expect(row.currentPriceId).toBeNull();
    expect(row.prices.map((price) => price.priceFils)).toEqual([4_000, 5_000]);
    expect(row.prices[1]).toMatchObject({ effectiveFrom: '2099-05-31T21:00:00.000Z', setBy: { id: staff.id } });

    // The same day again replaces the price set for it.
    await setPrice({ priceFils: 5_500, from: '2099-06-01', source: 'Board decision 13/2099' });
    moveClockTo('2099-05-31T20:59:00Z');
    expect(await findActivePackage(PACKAGE_ID)).toBeUndefined();
    moveClockTo('2099-06-02T09:00:00Z');
    expect((await findActivePackage(PACKAGE_ID))?.priceFils).toBe(5_500);

    const today = await setPrice({ priceFils: 6_000, from: '2099-06-02', source: 'Correction' });
    const now = ours((await json<{ data: PackagePriceListRow[] }>(today)).data);
    expect(now.prices.find((price) => price.id === now.currentPriceId)?.priceFils).toBe(6_000);
    expect((await findActivePackage(PACKAGE_ID))?.priceFils).toBe(6_000);
    const begun = await withdraw(now.currentPriceId!);
    expect(begun.status).toBe(409);
    expect((await json<{ code: string }>(begun)).code).toBe('PRICE_IN_EFFECT');
    expect((await setPrice({ priceFils: 6_000, from: '2099-06-01', source: 'Too late now' })).status).toBe(400);
    setClockOffset(0);
  });

  it('withdraws a price not begun yet; both decisions are in the audit log', async () => {
    const list = (
      await json<{ data: PackagePriceListRow[] }>(
        await api.request('/api/v1/operator/packages', { headers: bearer(staff.token) }),
      )
    ).data;
    const first = ours(list).prices.find((price) => price.priceFils === 4_000)!;
    const res = await withdraw(first.id);
    expect(res.status).toBe(200);
    expect(ours((await json<{ data: PackagePriceListRow[] }>(res)).data).prices.some((p) => p.id === first.id)).toBe(
      false,
    );
    expect((await withdraw(first.id)).status).toBe(404);

    const log = await json<{ data: AuditLogPage }>(
      await api.request(`/api/v1/operator/audit-log?entityType=package&entityId=${PACKAGE_ID}`, {
        headers: bearer(admin.token),
      }),
    );
    const actions = log.data.items.map((entry) => entry.action);
    expect(actions).toContain('package.price-withdraw');
    expect(actions.filter((action) => action === 'package.price-set')).toHaveLength(3);
    const replaced = log.data.items.find((entry) => entry.action === 'package.price-set' && entry.before);
    expect(replaced).toMatchObject({ before: { priceFils: 5_000 }, after: { priceFils: 5_500 } });
  });

  it('refuses bad input with the field named, an unknown package with 404', async () => {
    for (const body of [
      { priceFils: 0, from: '2099-01-01', source: 'A source' },
      { priceFils: 1.5, from: '2099-01-01', source: 'A source' },
      { priceFils: 1000, from: '1-1-2099', source: 'A source' },
      { priceFils: 1000, from: '2099-01-01', source: 'x' },
      { priceFils: 1000, from: '2099-01-01', source: 'A source', packageId: 1 },
      { priceFils: 1000, from: '2020-01-01', source: 'A source' },
    ]) {
      const res = await setPrice(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ code: string }>(res)).code).toBe('VALIDATION_FAILED');
    }
    expect((await setPrice({ priceFils: 1000, from: '2099-01-01', source: 'A source' }, 999_999)).status).toBe(404);
  });
});
