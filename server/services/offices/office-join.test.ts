import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { devOutbox } from '../../db/schema/outbox';
import { notifications } from '../../db/schema/notifications';
import { stopJobQueue } from '../../jobs/queue';
import { ApiError } from '../../lib/errors';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { notifyJoinRequest, spendJoinRequest } from './office-team';

/** Issue 33: a marketeer switching offices back and forth e-mailed the office each time. */

vi.hoisted(() => vi.stubEnv('OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY', '2'));

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
});
afterAll(() => stopJobQueue());

async function makeOffice(name: string): Promise<Session> {
  const session = await registerByPhone(api);
  await db()
    .update(members)
    .set({
      accountType: 2,
      brokerType: 'licensed',
      companyName: name,
      registrationNumber: `KW-${session.id}`,
      licenceStatus: 'verified',
    })
    .where(eq(members.id, session.id));
  return session;
}

const joinNotices = (officeId: number) =>
  db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.memberId, officeId), eq(notifications.kind, 'marketeer-event')));

describe('requests to join an office', () => {
  it('notify an office once a Kuwait day about the same marketeer, however often the marketeer asks again', async () => {
    const office = await makeOffice('مكتب الهدوء');
    const marketeer = { id: (await registerByPhone(api)).id, firstName: 'سالم', lastName: 'العتيبي' };
    const morning = new Date('2026-11-27T05:00:00Z');
    for (let n = 0; n < 4; n += 1)
      await notifyJoinRequest(office.id, marketeer, new Date(morning.getTime() + n * 3600_000));
    expect(await joinNotices(office.id)).toHaveLength(1);
    // The next Kuwait day (21:00 UTC is midnight in Kuwait), a request still pending may be recalled once.
    await notifyJoinRequest(office.id, marketeer, new Date('2026-11-27T21:30:00Z'));
    expect(await joinNotices(office.id)).toHaveLength(2);
  });

  it('take OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY from a member, then 429 RATE_LIMITED before the account changes', async () => {
    const office = await makeOffice('مكتب الحدود');
    const member = await registerByPhone(api);
    await spendJoinRequest(member.id);
    await spendJoinRequest(member.id);
    const refusal = await spendJoinRequest(member.id).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });

    const mailsBefore = (await db().select({ id: devOutbox.id }).from(devOutbox)).length;
    const res = await api.request('/api/v1/members/upgrade-account', {
      method: 'POST',
      json: { isOwner: false, companyId: office.id },
      headers: { ...bearer(member.token), 'x-localization': 'en' },
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const [row] = await db()
      .select({ accountType: members.accountType, officeId: members.officeId })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row).toEqual({ accountType: 1, officeId: null });
    expect(await joinNotices(office.id)).toHaveLength(0);
    expect((await db().select({ id: devOutbox.id }).from(devOutbox)).length).toBe(mailsBefore);
  });

  it('a marketeer’s upgrade spends one and notifies the office', async () => {
    const office = await makeOffice('مكتب الوسط');
    const member = await registerByPhone(api);
    const res = await api.request('/api/v1/members/upgrade-account', {
      method: 'POST',
      json: { isOwner: false, companyId: office.id },
      headers: bearer(member.token),
    });
    expect(res.status).toBe(200);
    expect(await joinNotices(office.id)).toHaveLength(1);
    await spendJoinRequest(member.id);
    await expect(spendJoinRequest(member.id)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
