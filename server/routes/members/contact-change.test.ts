import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { refreshTokens } from '../../db/schema/accounts';
import { devOutbox } from '../../db/schema/outbox';
import { contactChangeNoticeWorker } from '../../job-workers/contact-change-notice';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import {
  bearer,
  forgetSends,
  freshIp,
  freshPhone,
  latestCode,
  registerByPhone,
  sendPhoneCode,
} from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

type Member = Awaited<ReturnType<typeof registerByPhone>>;

/** The member's access token as a refresh issues it ten minutes after the sign-in: valid, but not a recent sign-in. */
async function signedInLongAgo(member: Member): Promise<string> {
  await db()
    .update(refreshTokens)
    .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
    .where(eq(refreshTokens.memberId, member.id));
  const res = await api.request('/api/v1/auth/users/reauthenticate', {
    method: 'POST',
    json: {},
    headers: { 'refresh-token': member.refreshToken },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const sendEmailCode = (email: string) =>
  api.request('/api/v1/auth/users/sendEmailOTP', {
    method: 'POST',
    json: { email },
    headers: { 'x-forwarded-for': freshIp() },
  });

async function codeFor(channel: 'phone' | 'email', target: string): Promise<string> {
  await forgetSends(target);
  if (channel === 'phone') await sendPhoneCode(api, target);
  else await sendEmailCode(target);
  return latestCode(target);
}

const update = (token: string, json: Record<string, unknown>) =>
  api.request('/api/v1/members', {
    method: 'POST',
    json: { firstName: 'Ali', lastName: 'Alali', ...json },
    headers: bearer(token),
  });

const stepUp = (token: string, json: Record<string, unknown>) =>
  api.request('/api/v1/members/step-up', { method: 'POST', json, headers: bearer(token) });

async function steppedUp(token: string, channel: 'phone' | 'email', target: string): Promise<string> {
  const res = await stepUp(token, { channel, otp: await codeFor(channel, target) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const account = async (token: string) =>
  (
    (await (await api.request('/api/v1/members/myAccount', { headers: bearer(token) })).json()) as {
      data: { phone: string | null; email: string };
    }
  ).data;

describe('[14] changing the phone or e-mail needs the current contact', () => {
  it('change phone: refused on an old sign-in without a current code, even with the new code', async () => {
    const member = await registerByPhone(api);
    const token = await signedInLongAgo(member);
    const newPhone = freshPhone();
    const newCode = await codeFor('phone', newPhone);
    const res = await update(token, { phone: newPhone, otp: newCode });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'RECENT_SIGN_IN_REQUIRED' });
    expect((await account(token)).phone).toBe(member.phone);

    // The refusal did not spend the new code: after a code to the current phone the same change goes through.
    const fresh = await steppedUp(token, 'phone', member.phone);
    const ok = await update(fresh, { phone: newPhone, otp: newCode });
    expect(ok.status).toBe(200);
    expect((await account(fresh)).phone).toBe(newPhone);
  });

  it('change phone: a recent sign-in needs only the code for the new phone', async () => {
    const member = await registerByPhone(api);
    const newPhone = freshPhone();
    const res = await update(member.token, { phone: newPhone, otp: await codeFor('phone', newPhone) });
    expect(res.status).toBe(200);
  });

  it('change e-mail: refused on an old sign-in, accepted after a code to the current e-mail', async () => {
    const member = await registerByPhone(api);
    const token = await signedInLongAgo(member);
    const newEmail = `new-${member.phone}@example.com`;
    expect((await update(token, { email: newEmail, otp: await codeFor('email', newEmail) })).status).toBe(403);
    const fresh = await steppedUp(token, 'email', member.email);
    const ok = await update(fresh, { email: newEmail, otp: await codeFor('email', newEmail) });
    expect(ok.status).toBe(200);
    expect((await account(fresh)).email).toBe(newEmail);
  });

  it('change e-mail: a recent sign-in needs only the code for the new e-mail, which it still needs', async () => {
    const member = await registerByPhone(api);
    const newEmail = `recent-${member.phone}@example.com`;
    expect((await update(member.token, { email: newEmail })).status).toBe(400);
    expect((await update(member.token, { email: newEmail, otp: await codeFor('email', newEmail) })).status).toBe(200);
  });

  it('remove phone: refused on an old sign-in, accepted after a code to the current phone', async () => {
    const member = await registerByPhone(api);
    const token = await signedInLongAgo(member);
    const res = await update(token, { phone: '' });
    expect(res.status).toBe(403);
    expect((await account(token)).phone).toBe(member.phone);
    const fresh = await steppedUp(token, 'phone', member.phone);
    expect((await update(fresh, { phone: '' })).status).toBe(200);
    expect((await account(fresh)).phone).toBeNull();
  });

  it('remove phone: accepted without a code right after signing in', async () => {
    const member = await registerByPhone(api);
    expect((await update(member.token, { phone: '' })).status).toBe(200);
    expect((await account(member.token)).phone).toBeNull();
  });

  it('remove e-mail: refused whatever the codes (every account keeps an e-mail)', async () => {
    const member = await registerByPhone(api);
    const fresh = await steppedUp(member.token, 'phone', member.phone);
    const res = await update(fresh, { email: '' });
    expect(res.status).toBe(400);
    expect((await account(fresh)).email).toBe(member.email);
  });

  it('the step-up code must come from a current contact: a code to another phone or a wrong code is refused', async () => {
    const member = await registerByPhone(api);
    const token = await signedInLongAgo(member);
    const attackerPhone = freshPhone();
    const attackerCode = await codeFor('phone', attackerPhone);
    expect((await stepUp(token, { channel: 'phone', otp: attackerCode })).status).toBe(400);
    const code = await codeFor('phone', member.phone);
    expect((await stepUp(token, { channel: 'phone', otp: code === '000000' ? '000001' : '000000' })).status).toBe(400);
    expect((await stepUp('not-a-token', { channel: 'phone', otp: code })).status).toBe(401);
  });

  it('names still change on an old sign-in without any code', async () => {
    const member = await registerByPhone(api);
    const token = await signedInLongAgo(member);
    expect((await update(token, { firstName: 'مريم', phone: member.phone })).status).toBe(200);
  });
});

const outboxTo = (recipient: string) =>
  db().select().from(devOutbox).where(eq(devOutbox.recipient, recipient)).orderBy(desc(devOutbox.id));

describe('the former phone or e-mail is told of a change', () => {
  afterAll(() => stopJobQueue());

  it('a new phone: an SMS to the old one, naming the new one masked', async () => {
    const member = await registerByPhone(api);
    const newPhone = freshPhone();
    expect((await update(member.token, { phone: newPhone, otp: await codeFor('phone', newPhone) })).status).toBe(200);
    await runDueJobs(contactChangeNoticeWorker);
    const [notice] = await outboxTo(member.phone);
    expect(notice).toMatchObject({ channel: 'sms', body: expect.stringContaining(`***${newPhone.slice(-3)}`) });
    expect(notice!.body).not.toContain(newPhone);
  });

  it('a new e-mail: an e-mail to the old one; a removed phone: an SMS to it', async () => {
    const member = await registerByPhone(api);
    const newEmail = `changed-${member.phone}@example.com`;
    expect((await update(member.token, { email: newEmail, otp: await codeFor('email', newEmail) })).status).toBe(200);
    expect((await update(member.token, { phone: '' })).status).toBe(200);
    await runDueJobs(contactChangeNoticeWorker);
    expect((await outboxTo(member.email))[0]).toMatchObject({
      channel: 'email',
      subject: expect.any(String),
      body: expect.stringContaining('ch***@example.com'),
    });
    expect((await outboxTo(member.phone))[0]).toMatchObject({ channel: 'sms', body: expect.stringContaining('إزالة') });
  });

  it('a name change alone tells nobody', async () => {
    const member = await registerByPhone(api);
    const before = (await outboxTo(member.phone)).length;
    expect((await update(member.token, { firstName: 'مريم' })).status).toBe(200);
    await runDueJobs(contactChangeNoticeWorker);
    expect((await outboxTo(member.phone)).length).toBe(before);
  });
});
