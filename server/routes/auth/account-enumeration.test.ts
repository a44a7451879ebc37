import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetSends, freshIp, freshPhone, latestCode, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => {
  vi.stubEnv('AUTH_REQUESTS_PER_IP_HOUR', '4');
  vi.stubEnv('REFRESHES_PER_IP_HOUR', '3');
});

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
  member = await registerByPhone(api);
});
afterAll(() => vi.unstubAllEnvs());

const post = (path: string, json: unknown, ip = freshIp()) =>
  api.request(`/api/v1/auth/users/${path}`, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

async function answer(path: string, json: unknown) {
  const res = await post(path, json);
  return { status: res.status, body: await res.json() };
}

/** A six-digit code that is certainly not the one sent. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const freshEmail = () => `${freshPhone()}@example.org`;
const account = { firstName: 'مريم', lastName: 'العتيبي', accountType: 1 };
const wrongCode = { status: 400, body: { code: 'WRONG_CODE', message: 'الرمز غير صحيح، يرجى المحاولة مرة أخرى' } };

describe('no account enumeration [7]', () => {
  it('phone sign-in, verification and sign-up answer a wrong code the same for a known and an unknown number', async () => {
    const unknown = freshPhone();
    await forgetSends(member.phone);
    const sent = [await answer('sendOTP', { phone: member.phone }), await answer('sendOTP', { phone: unknown })];
    expect(sent[0]).toEqual(sent[1]);
    const otp = otherThan(await latestCode(member.phone));
    const unknownOtp = otherThan(await latestCode(unknown));
    for (const path of ['login', 'verifyOTP']) {
      expect(await answer(path, { phone: member.phone, otp })).toEqual(wrongCode);
      expect(await answer(path, { phone: unknown, otp: unknownOtp })).toEqual(wrongCode);
    }
    // Both the phone and the e-mail of the known account: before, this answered 409 "already in use".
    expect(await answer('register', { ...account, phone: member.phone, email: member.email, otp })).toEqual(wrongCode);
    expect(await answer('register', { ...account, phone: unknown, email: freshEmail(), otp: unknownOtp })).toEqual(wrongCode);
  });

  it('e-mail sign-in, verification and sign-up answer a wrong code the same for a known and an unknown address', async () => {
    const unknown = freshEmail();
    const sent = [await answer('sendEmailOTP', { email: member.email }), await answer('sendEmailOTP', { email: unknown })];
    expect(sent[0]).toEqual(sent[1]);
    const otp = otherThan(await latestCode(member.email));
    const unknownOtp = otherThan(await latestCode(unknown));
    for (const path of ['email-login', 'verifyEmailOTP']) {
      expect(await answer(path, { email: member.email, otp })).toEqual(wrongCode);
      expect(await answer(path, { email: unknown, otp: unknownOtp })).toEqual(wrongCode);
    }
    expect(await answer('email-register', { ...account, email: member.email, phone: member.phone, otp })).toEqual(wrongCode);
    expect(await answer('email-register', { ...account, email: unknown, otp: unknownOtp })).toEqual(wrongCode);
  });

  it('answer the same when no code was ever sent', async () => {
    const otp = '123456';
    expect(await answer('register', { ...account, phone: member.phone, email: member.email, otp })).toEqual(wrongCode);
    expect(await answer('register', { ...account, phone: freshPhone(), email: freshEmail(), otp })).toEqual(wrongCode);
    expect(await answer('email-register', { ...account, email: member.email, otp })).toEqual(wrongCode);
    expect(await answer('email-register', { ...account, email: freshEmail(), otp })).toEqual(wrongCode);
  });

  it('say a contact is taken only to a valid code, and keep that code for the corrected sign-up', async () => {
    const phone = freshPhone();
    await post('sendOTP', { phone });
    const otp = await latestCode(phone);
    const taken = await post('register', { ...account, phone, email: member.email, otp });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: [expect.any(String)] } });
    expect((await post('register', { ...account, phone, email: freshEmail(), otp })).status).toBe(201);
    expect((await post('login', { phone, otp })).status).toBe(400);
  });
});

describe('identity calls are limited per client address', () => {
  it.each([
    'sendOTP',
    'sendEmailOTP',
    'login',
    'email-login',
    'verifyOTP',
    'verifyEmailOTP',
    'register',
    'email-register',
    'identity-nonce',
    'google-callback-website',
    'apple-callback-mobile',
  ])('%s: 429 with Retry-After past the limit, other addresses unaffected', async (path) => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await post(path, {}, ip)).status).not.toBe(429);
    const refused = await post(path, {}, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'لقد وصلت إلى الحد الأقصى، يرجى المحاولة لاحقاً' });
    expect((await post(path, {}, freshIp())).status).not.toBe(429);
  });

  it('share one budget across the identity calls of an address', async () => {
    const ip = freshIp();
    for (const path of ['sendOTP', 'login', 'verifyOTP', 'email-register']) expect((await post(path, {}, ip)).status).toBe(400);
    expect((await post('register', {}, ip)).status).toBe(429);
  });

  it('limit session refreshes on their own budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await post('reauthenticate', {}, ip)).status).toBe(401);
    expect((await post('reauthenticate', {}, ip)).status).toBe(429);
    expect((await post('login', {}, ip)).status).toBe(400);
  });
});
