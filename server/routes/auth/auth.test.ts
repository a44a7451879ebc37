import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { derivedKey } from '../../lib/installation-secret';
import { db } from '../../db/client';
import { otpChallenges, otpSends, refreshTokens } from '../../db/schema/accounts';
import { generateCode } from '../../services/auth/one-time-codes';
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

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  api.request(`/api/v1/auth/users/${path}`, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

describe('one-time codes', () => {
  it('[1] are six digits from the CSPRNG', async () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../services/auth/one-time-codes.ts', import.meta.url), 'utf8'),
    );
    expect(source).toContain('randomInt');
    expect(source).not.toContain('Math.random');
  });

  it('[2] cannot be reused, and expire after five minutes', async () => {
    const member = await registerByPhone(api);
    await forgetSends(member.phone);
    await sendPhoneCode(api, member.phone);
    const otp = await latestCode(member.phone);
    expect((await post('login', { phone: member.phone, otp })).status).toBe(200);
    const reused = await post('login', { phone: member.phone, otp });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      code: 'WRONG_CODE',
      message: 'الرمز غير صحيح، يرجى المحاولة مرة أخرى',
    });

    await forgetSends(member.phone);
    await sendPhoneCode(api, member.phone);
    const fresh = await latestCode(member.phone);
    await db()
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.target, member.phone));
    expect((await post('login', { phone: member.phone, otp: fresh })).status).toBe(400);
  });

  it('[3] are stored only as hashes', async () => {
    const phone = freshPhone();
    await sendPhoneCode(api, phone);
    const code = await latestCode(phone);
    const [row] = await db().select().from(otpChallenges).where(eq(otpChallenges.target, phone));
    expect(row?.codeHash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('[4] are bound to their phone, and a resend invalidates the previous code', async () => {
    const a = freshPhone();
    const b = freshPhone();
    await sendPhoneCode(api, a);
    await sendPhoneCode(api, b);
    const codeA = await latestCode(a);
    expect((await post('verifyOTP', { phone: b, otp: codeA })).status).toBe(400);

    const c = freshPhone();
    await sendPhoneCode(api, c);
    const first = await latestCode(c);
    await forgetSends(c);
    await sendPhoneCode(api, c);
    const second = await latestCode(c);
    if (first !== second) expect((await post('verifyOTP', { phone: c, otp: first })).status).toBe(400);
    expect((await post('verifyOTP', { phone: c, otp: second })).status).toBe(200);
  });

  it('[5] die after five wrong attempts', async () => {
    const phone = freshPhone();
    await sendPhoneCode(api, phone);
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post('verifyOTP', { phone, otp: wrong })).status).toBe(400);
    expect((await post('verifyOTP', { phone, otp: code })).status).toBe(400);
  });

  it('[6] are limited per number (60 s cooldown, 5 an hour), with Retry-After (per address: send-limits.test.ts)', async () => {
    const phone = freshPhone();
    expect((await sendPhoneCode(api, phone)).status).toBe(200);
    const again = await sendPhoneCode(api, phone);
    expect(again.status).toBe(429);
    expect(((await again.json()) as { code: string }).code).toBe('CODE_ALREADY_SENT');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);

    const hourAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db()
      .update(otpSends)
      .set({ createdAt: hourAgo(50) })
      .where(eq(otpSends.target, phone));
    await db()
      .insert(otpSends)
      .values([2, 3, 4, 5].map((m) => ({ target: phone, ip: '10.9.9.9', createdAt: hourAgo(10 * m) })));
    const hourly = await sendPhoneCode(api, phone);
    expect(hourly.status).toBe(429);
    expect(((await hourly.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('[6] a used code lifts the resend cooldown, so signing in again right away is not stuck', async () => {
    const member = await registerByPhone(api);
    expect((await sendPhoneCode(api, member.phone)).status).toBe(200);
    const again = await sendPhoneCode(api, member.phone);
    expect(again.status).toBe(429);
  });

  it('[7] send-OTP answers the same for known and unknown numbers', async () => {
    const member = await registerByPhone(api);
    await forgetSends(member.phone);
    const known = await sendPhoneCode(api, member.phone);
    const unknown = await sendPhoneCode(api, freshPhone());
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });
});

describe('input validation [8]', () => {
  it.each([
    ['sendOTP', { phone: '1234' }],
    ['sendOTP', { phone: '12345678', role: 'admin' }],
    ['login', { phone: '12345678', otp: '12' }],
    ['register', { phone: '12345678', otp: '123456', accountType: 3 }],
    [
      'register',
      {
        phone: '12345678',
        otp: '123456',
        email: 'a@b.co',
        firstName: 'Ali',
        lastName: 'Ali',
        accountType: 2,
        isOwner: true,
      },
    ],
  ])('%s %o → 400 VALIDATION_FAILED', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['', 'This field is required'],
    ['12ab', 'Enter a valid phone number'],
    ['5065', 'The phone number is too short (8 digits)'],
  ])('a phone of %o gets exactly one message: %s', async (phone, message) => {
    const res = await post('sendOTP', { phone }, { 'x-localization': 'en' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ phone: [message] });
  });
});

describe('access tokens [9]', () => {
  const expectRefused = async (token: string) =>
    expect((await api.request('/api/v1/members/myAccount', { headers: bearer(token) })).status).toBe(401);

  it('accepts a valid token and refuses alg none, wrong audience, wrong issuer, expired, other key and wrong type', async () => {
    const member = await registerByPhone(api);
    expect((await api.request('/api/v1/members/myAccount', { headers: bearer(member.token) })).status).toBe(200);
    const base = () =>
      new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(member.id)).setIssuedAt();
    await expectRefused(
      new UnsecuredJWT({ typ: 'access' })
        .setSubject(String(member.id))
        .setIssuer('manzil')
        .setAudience('manzil-api')
        .setExpirationTime('5m')
        .encode(),
    );
    await expectRefused(
      await base()
        .setIssuer('manzil')
        .setAudience('someone-else')
        .setExpirationTime('5m')
        .sign(derivedKey('accessToken')),
    );
    await expectRefused(
      await base().setIssuer('evil').setAudience('manzil-api').setExpirationTime('5m').sign(derivedKey('accessToken')),
    );
    await expectRefused(
      await base()
        .setIssuer('manzil')
        .setAudience('manzil-api')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(derivedKey('accessToken')),
    );
    await expectRefused(
      await base()
        .setIssuer('manzil')
        .setAudience('manzil-api')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('another-key-another-key-another-key!')),
    );
    await expectRefused(
      await new SignJWT({ typ: 'refresh' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member.id))
        .setIssuer('manzil')
        .setAudience('manzil-api')
        .setExpirationTime('5m')
        .sign(derivedKey('accessToken')),
    );
    await expectRefused('not.a.token');
  });
});

describe('refresh tokens', () => {
  const reauth = (refreshToken: string) => post('reauthenticate', {}, { 'refresh-token': refreshToken });

  it('[10] rotate, and a replayed old token revokes the whole family', async () => {
    const member = await registerByPhone(api);
    const first = await reauth(member.refreshToken);
    expect(first.status).toBe(200);
    const { data } = (await first.json()) as { data: { token: string; refreshToken: string } };
    expect(data.refreshToken).not.toBe(member.refreshToken);
    // A replay within the grace window answers with the same successor (sessions.test.ts): this one comes after it.
    await db()
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.memberId, member.id));
    expect((await reauth(member.refreshToken)).status).toBe(401);
    expect((await reauth(data.refreshToken)).status).toBe(401);
  });

  it('[11] have an absolute expiry', async () => {
    const member = await registerByPhone(api);
    await db()
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.memberId, member.id));
    expect((await reauth(member.refreshToken)).status).toBe(401);
  });

  it('[13] die on sign-out and on account deletion', async () => {
    const member = await registerByPhone(api);
    expect((await post('logout', {}, { 'refresh-token': member.refreshToken })).status).toBe(200);
    expect((await reauth(member.refreshToken)).status).toBe(401);

    const other = await registerByPhone(api);
    await forgetSends(other.phone);
    await sendPhoneCode(api, other.phone);
    const otp = await latestCode(other.phone);
    const deleted = await api.request('/api/v1/members', {
      method: 'DELETE',
      json: { otp },
      headers: bearer(other.token),
    });
    expect(deleted.status).toBe(200);
    expect((await reauth(other.refreshToken)).status).toBe(401);
    expect((await api.request('/api/v1/members/myAccount', { headers: bearer(other.token) })).status).toBe(401);
  });
});

describe('web session cookies [15]', () => {
  it('sets an HttpOnly, SameSite=Lax refresh cookie on a narrow path, and rotates it from the cookie', async () => {
    const phone = freshPhone();
    await sendPhoneCode(api, phone);
    const otp = await latestCode(phone);
    const res = await post(
      'register',
      { phone, otp, email: `${phone}@example.com`, firstName: 'Noura', lastName: 'Alsabah', accountType: 1 },
      { 'x-platform': 'web' },
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { token: string; refreshToken?: string } };
    expect(body.data.token).toBeTruthy();
    expect(body.data.refreshToken).toBeUndefined();
    const cookies = res.headers.getSetCookie();
    const refresh = cookies.find((c) => c.startsWith('manzil_rt='))!;
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Lax/);
    expect(refresh).toMatch(/Path=\/api\/v1\/auth\/users/);
    expect(refresh).not.toMatch(/Secure/);
    const rotated = await post('reauthenticate', {}, { 'x-platform': 'web', cookie: refresh.split(';')[0]! });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.getSetCookie().some((c) => c.startsWith('manzil_rt='))).toBe(true);
  });
});

describe('sign-in flows', () => {
  it('an unknown number verifies without using the code, then registers with it', async () => {
    const phone = freshPhone();
    await sendPhoneCode(api, phone);
    const otp = await latestCode(phone);
    const login = await post('login', { phone, otp });
    expect(((await login.json()) as { data: unknown }).data).toEqual({ isRegistered: false });
    const register = await post('register', {
      phone,
      otp,
      email: `${phone}@example.com`,
      firstName: 'Yousef',
      lastName: 'Alenezi',
      accountType: 1,
    });
    expect(register.status).toBe(201);
  });

  it('a deleted account cannot sign in: Invalid Login', async () => {
    const member = await registerByPhone(api);
    const { deleteMember } = await import('../../services/members/account-deletion');
    await deleteMember(member.id);
    await forgetSends(member.phone);
    await sendPhoneCode(api, member.phone);
    const res = await post(
      'login',
      { phone: member.phone, otp: await latestCode(member.phone) },
      { 'x-localization': 'en' },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_LOGIN', message: 'Invalid Login' });
  });

  it('signs in by e-mail', async () => {
    const member = await registerByPhone(api);
    const send = await post('sendEmailOTP', { email: member.email.toUpperCase() });
    expect(send.status).toBe(200);
    const res = await post('email-login', { email: member.email, otp: await latestCode(member.email) });
    expect(((await res.json()) as { data: { id: number } }).data.id).toBe(member.id);
  });

  it('registers a licensed broker and a marketeer joining that office', async () => {
    const broker = await registerByPhone(api, {
      accountType: 2,
      isOwner: true,
      companyName: 'مكتب الخليج العقاري',
      registrationNumber: 'KW-2024-1187',
    });
    const account = await api.request('/api/v1/members/myAccount', { headers: bearer(broker.token) });
    expect(((await account.json()) as { data: { brokerType: string } }).data.brokerType).toBe('licensed');
    const marketeer = await registerByPhone(api, { accountType: 2, isOwner: false, companyId: broker.id });
    const mine = await api.request('/api/v1/members/myAccount', { headers: bearer(marketeer.token) });
    expect(((await mine.json()) as { data: { brokerType: string } }).data.brokerType).toBe('marketeer');
    await expect(registerByPhone(api, { accountType: 2, isOwner: false, companyId: marketeer.id })).rejects.toThrow(
      /400/,
    );
  });

  it('business-details answers the updated member for a licensed broker and 403 for others', async () => {
    const broker = await registerByPhone(api, {
      accountType: 2,
      isOwner: true,
      companyName: 'مكتب الخليج',
      registrationNumber: 'KW-1',
    });
    const ok = await post(
      'business-details',
      { companyName: 'مكتب الخليج العقاري', registrationNumber: 'KW-2' },
      bearer(broker.token),
    );
    expect(ok.status).toBe(200);
    const user = await registerByPhone(api);
    expect(
      (await post('business-details', { companyName: 'مكتب', registrationNumber: 'X' }, bearer(user.token))).status,
    ).toBe(403);
  });
});
