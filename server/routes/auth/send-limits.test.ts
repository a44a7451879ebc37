import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../config';
import { db } from '../../db/client';
import { otpSends } from '../../db/schema/accounts';
import { forgetSends, freshIp, freshPhone, latestCode, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

vi.hoisted(() => {
  vi.stubEnv('OTP_SENDS_PER_IP_HOUR', '3');
});

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;

beforeAll(async () => {
  api = await testApp();
  member = await registerByPhone(api);
});
afterAll(() => vi.unstubAllEnvs());

async function send(phone: string, ip = freshIp(), locale = 'ar') {
  const res = await api.request('/api/v1/auth/users/sendOTP', {
    method: 'POST',
    json: { phone },
    headers: { 'x-forwarded-for': ip, 'x-localization': locale },
  });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), body: await res.json() };
}

const limitReached = { code: 'RATE_LIMITED', message: 'لقد وصلت إلى الحد الأقصى، يرجى المحاولة لاحقاً' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('code send limits', () => {
  it('are wide per client address (carrier-shared addresses) and strict per phone or e-mail by default', () => {
    const defaults = parseConfig({});
    expect(defaults.OTP_SENDS_PER_HOUR).toBe(5);
    expect(defaults.OTP_SENDS_PER_IP_HOUR).toBeGreaterThanOrEqual(200);
    // Every send is also an identity call, and a sign-in makes a few more.
    expect(defaults.AUTH_REQUESTS_PER_IP_HOUR).toBeGreaterThanOrEqual(4 * defaults.OTP_SENDS_PER_IP_HOUR);
    expect(defaults.REFRESHES_PER_IP_HOUR).toBeGreaterThanOrEqual(10_000);
  });

  it('answer an address past its limit 429 RATE_LIMITED with Retry-After, the same for known and unknown numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await send(freshPhone(), ip)).status).toBe(200);
    await forgetSends(member.phone);
    const known = await send(member.phone, ip);
    const unknown = await send(freshPhone(), ip);
    expect(known.status).toBe(429);
    expect(known.body).toEqual(limitReached);
    expect(known.retryAfter).toBeGreaterThan(3500);
    expect(unknown.body).toEqual(known.body);
    expect(Math.abs(unknown.retryAfter - known.retryAfter)).toBeLessThanOrEqual(1);
    expect((await send(freshPhone(), freshIp())).status).toBe(200);
  });

  it('limit a phone to five codes an hour from any address, then RATE_LIMITED until the oldest is an hour old', async () => {
    const unknown = freshPhone();
    for (const phone of [member.phone, unknown]) {
      await forgetSends(phone);
      await db()
        .insert(otpSends)
        .values([50, 40, 30, 20, 10].map((m) => ({ target: phone, ip: freshIp(), createdAt: minutesAgo(m) })));
    }
    const [known, other] = [await send(member.phone), await send(unknown)];
    expect(known.status).toBe(429);
    expect(known.body).toEqual(limitReached);
    expect(other.body).toEqual(known.body);
    // The oldest of the five was 50 minutes ago: a new code can be asked for in about 10 minutes.
    expect(known.retryAfter).toBeGreaterThan(9 * 60);
    expect(known.retryAfter).toBeLessThanOrEqual(10 * 60);
  });

  it('answer a resend within the cooldown CODE_ALREADY_SENT while the code sent can still be entered', async () => {
    const unknown = freshPhone();
    await forgetSends(member.phone);
    expect((await send(member.phone)).status).toBe(200);
    expect((await send(unknown)).status).toBe(200);
    const [known, other] = [await send(member.phone, freshIp(), 'en'), await send(unknown, freshIp(), 'en')];
    expect(known.status).toBe(429);
    expect(known.body).toEqual({
      code: 'CODE_ALREADY_SENT',
      message: 'A code was sent to you a moment ago and is still valid: use it, or request a new one in a minute.',
    });
    expect(other.body).toEqual(known.body);
    expect(known.retryAfter).toBeGreaterThan(50);
    expect(known.retryAfter).toBeLessThanOrEqual(60);
  });

  it('do not call a code worn out by wrong attempts "already sent": the cooldown is RATE_LIMITED then', async () => {
    const phone = freshPhone();
    expect((await send(phone)).status).toBe(200);
    const code = await latestCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      await api.request('/api/v1/auth/users/verifyOTP', { method: 'POST', json: { phone, otp: wrong } });
    }
    const refused = await send(phone);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(limitReached);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  });

  it('count every send against the address it came from', async () => {
    const ip = freshIp();
    const phone = freshPhone();
    await send(phone, ip);
    const rows = await db().select().from(otpSends).where(eq(otpSends.target, phone));
    expect(rows.map((row) => row.ip)).toEqual([ip]);
  });
});
