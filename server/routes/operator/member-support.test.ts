import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberMatch, MemberSupportFile } from '@/lib/schemas/member-support';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { insertLiveAd } from '../../testing/ad-input';
import { bearer, forgetSends, latestCode, registerByPhone, sendPhoneCode } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { deleteMember } from '../../services/members/account-deletion';
import { grantRole } from '../../services/staff/roles';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let agent: Session;
let admin: Session;

const json = async <T>(res: Response) => (await res.json()) as T;
const call = (session: Session | undefined, method: string, path: string, body?: unknown) =>
  api.request(`/api/v1/operator${path}`, {
    method,
    headers: session ? bearer(session.token) : {},
    ...(body === undefined ? {} : { json: body }),
  });
const search = async (q: string) =>
  (await json<{ data: MemberMatch[] }>(await call(agent, 'GET', `/members?q=${encodeURIComponent(q)}`))).data;
const fileOf = async (id: number) =>
  (await json<{ data: MemberSupportFile }>(await call(agent, 'GET', `/members/${id}`))).data;
const listed = async (adId: number) => {
  const list = await json<{ data: { id: number }[] }>(
    await api.request('/api/v1/ads?dealType=rent&areaIds=61&pageSize=50'),
  );
  return list.data.some((ad) => ad.id === adId);
};
const login = async (phone: string) => {
  await forgetSends(phone);
  await sendPhoneCode(api, phone);
  return api.request('/api/v1/auth/users/login', { method: 'POST', json: { phone, otp: await latestCode(phone) } });
};

beforeAll(async () => {
  api = await testApp();
  agent = await registerByPhone(api);
  await grantRole(agent.id, 'support');
  admin = await registerByPhone(api);
  await grantRole(admin.id, 'admin');
});

describe('finding a member', () => {
  it('finds by phone (with +965 and spaces), e-mail in any case, id and name; never a deleted account', async () => {
    const member = await registerByPhone(api, { firstName: 'مشاري', lastName: 'الدعيج' });
    const spaced = `+965 ${member.phone.slice(0, 4)} ${member.phone.slice(4)}`;
    for (const q of [
      member.phone,
      spaced,
      `00965${member.phone}`,
      `965 ${member.phone}`,
      member.email.toUpperCase(),
      `#${member.id}`,
      String(member.id),
    ])
      expect(
        (await search(q)).map((match) => match.id),
        q,
      ).toContain(member.id);
    expect((await search('مشاري الدعيج')).map((match) => match.id)).toContain(member.id);
    expect(await search('ab')).toEqual([]);

    await deleteMember(member.id);
    expect(await search(member.phone)).toEqual([]);
    expect((await call(agent, 'GET', `/members/${member.id}`)).status).toBe(404);
  });

  it("shows the member's file: ads by state, balances, live sign-ins", async () => {
    const member = await registerByPhone(api);
    await insertLiveAd(member.id, { areaId: 61 });
    const file = await fileOf(member.id);
    expect(file.member).toMatchObject({ id: member.id, phone: member.phone, suspension: null, roles: [] });
    expect(file.ads.counts).toMatchObject({ live: 1, waiting: 0 });
    expect(file.sessions).toHaveLength(1);
    expect(file.balances['regular-ad']).toBeGreaterThanOrEqual(0);
  });

  it('refuses bad input with catalogued 400s', async () => {
    expect((await call(agent, 'GET', `/members?q=${'x'.repeat(200)}`)).status).toBe(400);
    expect((await call(agent, 'GET', '/members/abc')).status).toBe(400);
    expect((await call(agent, 'POST', '/members/1/suspension', { reason: 'no' })).status).toBe(400);
    expect((await call(agent, 'POST', '/members/1/suspension', { reason: 'spam ads', extra: 1 })).status).toBe(400);
  });
});

describe('suspending a member', () => {
  it('signs them out everywhere, hides their ads, refuses sign-in; lifting brings it all back', async () => {
    const member = await registerByPhone(api);
    const adId = await insertLiveAd(member.id, { areaId: 61 });
    expect(await listed(adId)).toBe(true);

    const suspended = await call(agent, 'POST', `/members/${member.id}/suspension`, {
      reason: 'Fake ads, reported 3 times',
    });
    expect(suspended.status).toBe(200);
    expect((await json<{ data: MemberSupportFile }>(suspended)).data).toMatchObject({
      member: { suspension: { reason: 'Fake ads, reported 3 times' } },
      sessions: [],
    });
    // The access token still in their hands stops working at once, and so does the refresh token.
    expect((await api.request('/api/v1/members/myAccount', { headers: bearer(member.token) })).status).toBe(401);
    expect(
      (
        await api.request('/api/v1/auth/users/reauthenticate', {
          method: 'POST',
          headers: { 'refresh-token': member.refreshToken },
        })
      ).status,
    ).toBe(401);
    // Their ads are off the lists and their pages.
    expect(await listed(adId)).toBe(false);
    expect((await api.request(`/api/v1/ads/${adId}`)).status).toBe(404);
    // Sign-in with a good code is refused with a clear message.
    const refused = await login(member.phone);
    expect(refused.status).toBe(403);
    expect(await json<{ code: string; message: string }>(refused)).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    // Suspending twice changes nothing.
    expect((await call(agent, 'POST', `/members/${member.id}/suspension`, { reason: 'again, twice' })).status).toBe(
      200,
    );
    expect((await fileOf(member.id)).member.suspension?.reason).toBe('Fake ads, reported 3 times');

    const lifted = await call(agent, 'DELETE', `/members/${member.id}/suspension`, { note: 'Owner proved the ads' });
    expect(lifted.status).toBe(200);
    expect((await json<{ data: MemberSupportFile }>(lifted)).data.member.suspension).toBeNull();
    expect(await listed(adId)).toBe(true);
    expect((await login(member.phone)).status).toBe(200);

    const history = (await fileOf(member.id)).history.map((entry) => [entry.action, entry.note]);
    expect(history).toEqual([
      ['member.lift-suspension', 'Owner proved the ads'],
      ['member.suspend', 'Fake ads, reported 3 times'],
    ]);
    const log = await json<{ data: AuditLogPage }>(
      await call(admin, 'GET', `/audit-log?entityType=member&entityId=${member.id}`),
    );
    expect(log.data.items.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['member.lift-suspension', agent.id],
      ['member.suspend', agent.id],
    ]);
  });

  it('does not suspend staff or the agent themself', async () => {
    for (const target of [admin.id, agent.id]) {
      const res = await call(agent, 'POST', `/members/${target}/suspension`, { reason: 'trying it out' });
      expect(res.status).toBe(409);
      expect((await json<{ code: string }>(res)).code).toBe('SUSPENSION_NOT_ALLOWED');
    }
    expect((await call(agent, 'POST', '/members/999999/suspension', { reason: 'nobody here' })).status).toBe(404);
  });
});
