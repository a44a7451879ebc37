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
    expect(await answer('register', { ...account, phone: unknown, email: freshEmail(), otp: unknownOtp })).toEqual(
      wrongCode,
    );
  });

  it('e-mail sign-in, verification and sign-up answer a wrong code the same for a known and an unknown address', async () => {
    const unknown = freshEmail();
    const sent = [
      await answer('sendEmailOTP', { email: member.email }),
      await answer('sendEmailOTP', { email: unknown }),
    ];
    expect(sent[0]).toEqual(sent[1]);
    const otp = otherThan(await latestCode(member.email));
    const unknownOtp = otherThan(await latestCode(unknown));
    for (const path of ['email-login', 'verifyEmailOTP']) {
      expect(await answer(path, { email: member.email, otp })).toEqual(wrongCode);
      expect(await answer(path, { email: unknown, otp: unknownOtp })).toEqual(wrongCode);
    }
    expect(await answer('email-register', { ...account, email: member.email, phone: member.phone, otp })).toEqual(
      wrongCode,
    );
    expect(await answer('email-register', { ...account, email: unknown, otp: unknownOtp })).toEqual(wrongCode);
  });

  it('answer the same when no code was ever sent', async () => {
    const otp = '123456';
    expect(await answer('register', { ...account, phone: member.phone, email: member.email, otp })).toEqual(wrongCode);
    expect(await answer('register', { ...account, phone: freshPhone(), email: freshEmail(), otp })).toEqual(wrongCode);
    expect(await answer('email-register', { ...account, email: member.email, otp })).toEqual(wrongCode);
    expect(await answer('email-register', { ...account, email: freshEmail(), otp })).toEqual(wrongCode);
  });

  it('answer a valid code the same whether the other contact given is registered or not, and use the code up', async () => {
    const signUp = async (
      path: 'register' | 'email-register',
      proven: Record<string, string>,
      other: Record<string, string>,
    ) => {
      const [[channel, target]] = Object.entries(proven) as [[string, string]];
      await post(channel === 'phone' ? 'sendOTP' : 'sendEmailOTP', proven);
      const otp = await latestCode(target);
      const res = await post(path, { ...account, ...proven, ...other, otp });
      const { data } = (await res.json()) as { data: Record<string, unknown> };
      const again = await answer(path, { ...account, ...proven, ...other, otp });
      return { status: res.status, phone: data.phone, email: data.email, keys: Object.keys(data).sort(), again };
    };
    const [takenEmail, freeEmail] = [
      await signUp('register', { phone: freshPhone() }, { email: member.email }),
      await signUp('register', { phone: freshPhone() }, { email: freshEmail() }),
    ];
    // Before, a taken e-mail answered 409 "already in use" and left the code usable for the next probe.
    expect(takenEmail).toMatchObject({ status: 201, email: null, again: wrongCode });
    expect({ ...takenEmail, phone: undefined }).toEqual({ ...freeEmail, phone: undefined });
    const [takenPhone, freePhone] = [
      await signUp('email-register', { email: freshEmail() }, { phone: member.phone }),
      await signUp('email-register', { email: freshEmail() }, { phone: freshPhone() }),
    ];
    expect(takenPhone).toMatchObject({ status: 201, phone: null, again: wrongCode });
    expect({ ...takenPhone, email: undefined }).toEqual({ ...freePhone, email: undefined });
  });

  it('send the other contact a code to join the account with, and tell only its owner that it is taken', async () => {
    const phone = freshPhone();
    const email = freshEmail();
    await post('sendOTP', { phone });
    const res = await post('register', { ...account, phone, email, otp: await latestCode(phone) });
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const profile = (json: Record<string, unknown>) =>
      api.request('/api/v1/members', {
        method: 'POST',
        json: { firstName: account.firstName, lastName: account.lastName, ...json },
        headers: { authorization: `Bearer ${token}` },
      });
    // The prober's session, minutes after its sign-in: another member's e-mail with a code it cannot have.
    const [taken, free] = [
      await profile({ email: member.email, otp: '123456' }),
      await profile({ email: freshEmail(), otp: '123456' }),
    ];
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual(await free.json());
    const joined = await profile({ email, otp: await latestCode(email) });
    expect(joined.status).toBe(200);
    expect(((await joined.json()) as { data: { email: string } }).data.email).toBe(email);
  });

  it('a conflict on the proven contact uses the code up too', async () => {
    await forgetSends(member.phone);
    await post('sendOTP', { phone: member.phone });
    const otp = await latestCode(member.phone);
    const taken = await answer('register', { ...account, phone: member.phone, email: freshEmail(), otp });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', fieldErrors: { phone: [expect.any(String)] } },
    });
    expect(await answer('register', { ...account, phone: member.phone, email: freshEmail(), otp })).toEqual(wrongCode);
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
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'لقد وصلت إلى الحد الأقصى، يرجى المحاولة لاحقاً',
    });
    expect((await post(path, {}, freshIp())).status).not.toBe(429);
  });

  it('share one budget across the identity calls of an address', async () => {
    const ip = freshIp();
    for (const path of ['sendOTP', 'login', 'verifyOTP', 'email-register'])
      expect((await post(path, {}, ip)).status).toBe(400);
    expect((await post('register', {}, ip)).status).toBe(429);
  });

  it('limit session refreshes on their own budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await post('reauthenticate', {}, ip)).status).toBe(401);
    expect((await post('reauthenticate', {}, ip)).status).toBe(429);
    expect((await post('login', {}, ip)).status).toBe(400);
  });
});
