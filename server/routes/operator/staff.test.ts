import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, type MemberRole } from '@/lib/constants';
import type { AuditLogPage, MyDesks, StaffMember } from '@/lib/schemas/staff';
import { createApp } from '../../app';
import { db } from '../../db/client';
import { memberRoles as memberRolesTable } from '../../db/schema/offices';
import { AUDIT_LOG_PAGE_SIZE, recordAudit } from '../../services/staff/audit-log';
import { grantRole } from '../../services/staff/roles';
import { bearer, freshPhone, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let admin: Session;
/** One member per role, holding that role alone. */
const holders = {} as Record<MemberRole, Session>;
let member: Session;

const json = async <T>(res: Response) => (await res.json()) as T;

function call(session: Session | undefined, method: string, path: string, body?: unknown) {
  return api.request(`/api/v1${path}`, {
    method,
    json: body,
    headers: { ...(session && bearer(session.token)), 'x-localization': 'en' },
  });
}

const roleRows = async (memberId: number) =>
  (await db().select().from(memberRolesTable).where(eq(memberRolesTable.memberId, memberId)))
    .map((row) => row.role)
    .sort();

beforeAll(async () => {
  api = await testApp();
  admin = await registerByPhone(api);
  await grantRole(admin.id, 'admin');
  for (const role of memberRoles) {
    holders[role] = await registerByPhone(api);
    await grantRole(holders[role].id, role);
  }
  member = await registerByPhone(api);
});

/** The role each staff route needs; `member` for the signed-in member's own desks. A new route must be added here. */
const neededRole: [RegExp, MemberRole | 'member'][] = [
  [/^\/api\/v1\/operator\/moderation/, 'moderator'],
  [/^\/api\/v1\/operator\/(licences|verifications|ads)(\/|$)/, 'operator'],
  [/^\/api\/v1\/operator\/(staff|audit-log|dashboard|jobs)/, 'admin'],
  [/^\/api\/v1\/operator\/(deals|deal-imports|auctions)(\/|$)/, 'market-data'],
  [/^\/api\/v1\/operator\/(promo-codes|orders|packages)(\/|$)/, 'catalogue'],
  [/^\/api\/v1\/operator\/members(\/|$)/, 'support'],
  [/^\/api\/v1\/operator\/(news|content|newsletter)(\/|$)/, 'content'],
  [/^\/api\/v1\/operator\/desks$/, 'member'],
];

describe('staff roles: every desk for its role alone', () => {
  const staffRoutes = createApp({ devRoutes: false })
    .routes.filter((route) => route.path.startsWith('/api/v1/operator/') && route.method !== 'ALL')
    .map((route) => ({ ...route, url: route.path.replace(/:role/, 'moderator').replace(/:[a-z]+/g, '999999') }));

  it('knows the role of every staff route', () => {
    expect(staffRoutes.length).toBeGreaterThan(15);
    expect(staffRoutes.filter((route) => !neededRole.some(([pattern]) => pattern.test(route.path)))).toEqual([]);
  });

  it('lets each role through its own desks only, and no plain member through any (0 leaks)', async () => {
    const leaks: string[] = [];
    for (const route of staffRoutes) {
      const needed = neededRole.find(([pattern]) => pattern.test(route.path))![1];
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const [who, session] of [...Object.entries(holders), ['member', member] as const]) {
        const res = await call(session, route.method, route.url.replace('/api/v1', ''), body);
        const allowed = needed === 'member' || needed === who;
        if (allowed === (res.status === 403)) leaks.push(`${who} ${route.method} ${route.path}: ${res.status}`);
        if (res.status !== 401 && res.status !== 403 && needed !== 'member')
          expect(res.headers.get('cache-control'), route.path).toBe('private, no-store');
      }
      expect((await call(undefined, route.method, route.url.replace('/api/v1', ''), body)).status).toBe(401);
    }
    expect(leaks).toEqual([]);
  });

  it('tells each member their desks', async () => {
    const desks = async (session: Session) =>
      (await json<{ data: MyDesks }>(await call(session, 'GET', '/operator/desks'))).data;
    expect(await desks(member)).toEqual({ roles: [], desks: [] });
    expect((await desks(holders.moderator)).desks.map((desk) => desk.key)).toEqual(['moderation']);
    expect((await desks(holders.operator)).desks.map((desk) => desk.key)).toEqual([
      'licences',
      'adVerifications',
      'featuredAds',
    ]);
    expect((await desks(holders.admin)).desks.map((desk) => desk.key)).toEqual(['dashboard', 'staffRoles', 'auditLog']);
    expect((await desks(holders['market-data'])).desks.map((desk) => desk.key)).toEqual([
      'dealReviews',
      'dealImports',
      'auctionDesk',
    ]);
    expect((await desks(holders.catalogue)).desks.map((desk) => desk.key)).toEqual([
      'promoCodes',
      'packagePrices',
      'orders',
    ]);
    expect((await desks(holders.support)).desks.map((desk) => desk.key)).toEqual(['memberSupport']);
    expect((await desks(holders.content)).desks.map((desk) => desk.key)).toEqual([
      'newsDesk',
      'siteContent',
      'newsletter',
    ]);
  });
});

describe('giving and taking back roles', () => {
  it('gives a role by phone, records who did it with the roles before and after, and changes nothing twice', async () => {
    const someone = await registerByPhone(api);
    const given = await call(admin, 'POST', '/operator/staff/roles', { phone: someone.phone, role: 'moderator' });
    expect(given.status).toBe(200);
    expect((await json<{ data: StaffMember }>(given)).data).toMatchObject({ id: someone.id, roles: ['moderator'] });
    expect(
      (await call(admin, 'POST', '/operator/staff/roles', { phone: someone.phone, role: 'moderator' })).status,
    ).toBe(200);
    expect(await roleRows(someone.id)).toEqual(['moderator']);
    // The new moderator opens the desk at once.
    expect((await call(someone, 'GET', '/operator/moderation')).status).toBe(200);

    const log = await json<{ data: AuditLogPage }>(
      await call(admin, 'GET', `/operator/audit-log?entityType=member&entityId=${someone.id}`),
    );
    expect(log.data.items).toEqual([
      expect.objectContaining({
        action: 'role.grant',
        actor: { id: admin.id, name: 'فاطمة الكندري' },
        before: { roles: [] },
        after: { roles: ['moderator'] },
      }),
    ]);

    const staff = await json<{ data: StaffMember[] }>(await call(admin, 'GET', '/operator/staff'));
    expect(staff.data).toContainEqual({
      id: someone.id,
      name: 'فاطمة الكندري',
      phone: someone.phone,
      roles: ['moderator'],
    });

    const taken = await call(admin, 'DELETE', `/operator/staff/${someone.id}/roles/moderator`);
    expect((await json<{ data: { roles: string[] } }>(taken)).data.roles).toEqual([]);
    expect((await call(someone, 'GET', '/operator/moderation')).status).toBe(403);
    const after = await json<{ data: AuditLogPage }>(
      await call(admin, 'GET', `/operator/audit-log?entityType=member&entityId=${someone.id}`),
    );
    expect(after.data.items.map((entry) => entry.action)).toEqual(['role.revoke', 'role.grant']);
  });

  it('refuses an unknown phone and a role that does not exist, with catalogued errors', async () => {
    const unknown = await call(admin, 'POST', '/operator/staff/roles', { phone: freshPhone(), role: 'moderator' });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    const badRole = await call(admin, 'POST', '/operator/staff/roles', { phone: member.phone, role: 'owner' });
    expect(badRole.status).toBe(400);
    expect((await call(admin, 'DELETE', `/operator/staff/${member.id}/roles/owner`)).status).toBe(400);
  });

  it('never takes the role from the last administrator', async () => {
    // Only the administrators of this test file exist in its database.
    const admins = await db().select().from(memberRolesTable).where(eq(memberRolesTable.role, 'admin'));
    for (const row of admins.filter((row) => row.memberId !== admin.id))
      await call(admin, 'DELETE', `/operator/staff/${row.memberId}/roles/admin`);
    const last = await call(admin, 'DELETE', `/operator/staff/${admin.id}/roles/admin`);
    expect(last.status).toBe(409);
    expect(await json(last)).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await roleRows(admin.id)).toContain('admin');
    await grantRole(holders.admin.id, 'admin');
  });
});

describe('the audit log search', () => {
  it('filters by action, actor and day, newest first, a page at a time', async () => {
    const entityId = 990_000 + Math.floor(Math.random() * 9_000);
    for (let i = 0; i < AUDIT_LOG_PAGE_SIZE + 3; i++)
      await recordAudit(db(), {
        actorId: holders.moderator.id,
        action: i % 2 ? 'ad.approve' : 'ad.reject',
        entityType: 'ad',
        entityId,
        at: new Date('2026-03-10T21:30:00Z'), // 11 March in Kuwait
      });
    const search = async (query: string) =>
      (await json<{ data: AuditLogPage }>(await call(admin, 'GET', `/operator/audit-log?${query}`))).data;

    const first = await search(`entityId=${entityId}`);
    expect(first.items).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = await search(`entityId=${entityId}&before=${first.next}`);
    expect(second.items).toHaveLength(3);
    expect(second.next).toBeNull();
    const ids = [...first.items, ...second.items].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect((await search(`entityId=${entityId}&action=ad.rej`)).items).toHaveLength(27);
    expect((await search(`entityId=${entityId}&action=%25`)).items).toHaveLength(0);
    expect((await search(`entityId=${entityId}&actor=${holders.moderator.phone}`)).items).toHaveLength(50);
    expect((await search(`entityId=${entityId}&actor=${member.phone}`)).items).toHaveLength(0);
    expect((await search(`entityId=${entityId}&from=2026-03-11&to=2026-03-11`)).items).toHaveLength(50);
    expect((await search(`entityId=${entityId}&to=2026-03-10`)).items).toHaveLength(0);
    expect((await call(admin, 'GET', '/operator/audit-log?from=2026-02-30')).status).toBe(400);
    expect((await call(admin, 'GET', '/operator/audit-log?entityType=invoice')).status).toBe(400);
  });
});
