import { beforeAll, describe, expect, it } from 'vitest';
import type { PromoCodeRow } from '@/lib/schemas/promo-codes';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let staff: Session;
let member: Session;

const json = async <T>(res: Response) => (await res.json()) as T;
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const unique = () => `T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

const create = (body: Record<string, unknown>) =>
  api.request('/api/v1/operator/promo-codes', { method: 'POST', headers: bearer(staff.token), json: body });

/** What a member is quoted for the ad package (id 2, 8.000 KD) with a code. */
const quote = (code: string) =>
  api.request('/api/v2/subscriptions/check-promo-code', {
    method: 'POST',
    headers: bearer(member.token),
    json: { packageId: 2, promotionCode: code },
  });

beforeAll(async () => {
  api = await testApp();
  staff = await registerByPhone(api);
  await grantRole(staff.id, 'catalogue');
  member = await registerByPhone(api);
});

describe('the catalogue desk: promo codes', () => {
  it('creates a code a member can use at once, upper-case whatever was typed', async () => {
    const code = unique();
    const res = await create({
      code: code.toLowerCase(),
      discountType: 'percent',
      value: 25,
      packageId: 2,
      validFrom: today(),
      validUntil: inDays(30),
      maxRedemptions: 100,
      perMemberLimit: 1,
    });
    expect(res.status).toBe(201);
    const created = (await json<{ data: PromoCodeRow }>(res)).data;
    expect(created).toMatchObject({ code, discountType: 'percent', value: 25, package: { id: 2 }, redemptions: 0 });
    const quoted = await quote(code.toLowerCase());
    expect(quoted.status).toBe(200);
    expect((await json<{ data: { totalFils: number } }>(quoted)).data.totalFils).toBe(6_000);

    const list = await json<{ data: PromoCodeRow[] }>(
      await api.request('/api/v1/operator/promo-codes', { headers: bearer(staff.token) }),
    );
    expect(list.data[0]?.code).toBe(code);
  });

  it('refuses a code in use, a bad percentage, reversed days and an unknown package, naming each field', async () => {
    const code = unique();
    const base = {
      code,
      discountType: 'fixed',
      value: 2_000,
      validFrom: today(),
      validUntil: today(),
      perMemberLimit: 1,
    };
    expect((await create(base)).status).toBe(201);
    const taken = await create(base);
    expect(taken.status).toBe(409);
    expect(Object.keys((await json<{ fieldErrors: object }>(taken)).fieldErrors)).toEqual(['code']);
    const bad = await create({ ...base, code: unique(), discountType: 'percent', value: 150, validUntil: inDays(-2) });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: object }>(bad)).fieldErrors).sort()).toEqual(['validUntil', 'value']);
    const pkg = await create({ ...base, code: unique(), packageId: 99_999 });
    expect(pkg.status).toBe(400);
    expect((await create({ ...base, code: 'a b' })).status).toBe(400);
  });

  it('ends a code now: the member is refused it, and both acts are in the audit log', async () => {
    const code = unique();
    const created = (
      await json<{ data: PromoCodeRow }>(
        await create({
          code,
          discountType: 'percent',
          value: 10,
          validFrom: today(),
          validUntil: inDays(10),
          perMemberLimit: 2,
        }),
      )
    ).data;
    expect((await quote(code)).status).toBe(200);
    const ended = await api.request(`/api/v1/operator/promo-codes/${created.id}/end`, {
      method: 'POST',
      headers: bearer(staff.token),
    });
    expect(ended.status).toBe(200);
    expect((await quote(code)).status).toBe(400);
    expect(
      (await api.request('/api/v1/operator/promo-codes/999999/end', { method: 'POST', headers: bearer(staff.token) }))
        .status,
    ).toBe(404);
    const admin = await registerByPhone(api);
    await grantRole(admin.id, 'admin');
    const log = await json<{ data: AuditLogPage }>(
      await api.request(`/api/v1/operator/audit-log?entityType=promo-code&entityId=${created.id}`, {
        headers: bearer(admin.token),
      }),
    );
    expect(log.data.items.map((entry) => entry.action)).toEqual(['promo-code.end', 'promo-code.create']);
  });
});
