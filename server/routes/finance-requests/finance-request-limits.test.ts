import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/client';
import { financeRequests } from '../../db/schema/finance-requests';
import { stopJobQueue } from '../../jobs/queue';
import { bearer, freshIp, freshPhone, latestCode, registerByPhone, sendPhoneCode } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

/** Issue 33: finance requests (each e-mailed to a bank) in other people's names and phones, without end. */

vi.hoisted(() => {
  vi.stubEnv('FINANCE_REQUESTS_PER_MEMBER_DAY', '2');
  vi.stubEnv('FINANCE_REQUESTS_PER_IP_DAY', '3');
});

let api: Awaited<ReturnType<typeof testApp>>;

const request = (phone: string, otp?: string) => ({
  fullName: 'مريم العنزي',
  phone,
  propertyCategoryId: 1,
  bankId: 1,
  bankCustomer: true,
  salaryFils: 1_500_000,
  instalmentsFils: 200_000,
  amountFils: 60_000_000,
  termsAccepted: true,
  ...(otp ? { otp } : {}),
});
const send = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('/api/v1/finance-requests', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': freshIp(), 'x-localization': 'en', ...headers },
  });

/** A code sent to the phone, as the form's code step asks for it. */
async function codeFor(phone: string): Promise<string> {
  expect((await sendPhoneCode(api, phone)).status).toBe(200);
  return latestCode(phone);
}

beforeAll(async () => {
  api = await testApp();
});

afterAll(() => stopJobQueue());

describe('finance request limits', () => {
  it('a member sends for another phone only with the code sent to it', async () => {
    const member = await registerByPhone(api);
    const someoneElse = freshPhone();
    const unconfirmed = await send(request(someoneElse), bearer(member.token));
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { otp: [expect.any(String)] },
    });
    expect((await send(request(someoneElse, '000000'), bearer(member.token))).status).toBe(400);
    expect((await send(request(someoneElse, await codeFor(someoneElse)), bearer(member.token))).status).toBe(201);
    // The member's own phone needs none.
    expect((await send(request(member.phone), bearer(member.token))).status).toBe(201);
  });

  it('takes FINANCE_REQUESTS_PER_MEMBER_DAY from one member, then 429 RATE_LIMITED with Retry-After, nothing stored', async () => {
    const member = await registerByPhone(api);
    expect((await send(request(member.phone), bearer(member.token))).status).toBe(201);
    expect((await send(request(member.phone), bearer(member.token))).status).toBe(201);
    const refused = await send(request(member.phone), bearer(member.token));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(await db().select().from(financeRequests).where(eq(financeRequests.memberId, member.id))).toHaveLength(2);
  });

  it('takes FINANCE_REQUESTS_PER_IP_DAY from one address, visitors and members alike, before a code is used up', async () => {
    const ip = freshIp();
    const from = { 'x-forwarded-for': ip };
    for (let n = 0; n < 3; n += 1) {
      const phone = freshPhone();
      expect((await send(request(phone, await codeFor(phone)), from)).status).toBe(201);
    }
    const phone = freshPhone();
    const code = await codeFor(phone);
    expect((await send(request(phone, code), from)).status).toBe(429);
    const member = await registerByPhone(api);
    expect((await send(request(member.phone), { ...from, ...bearer(member.token) })).status).toBe(429);
    // The refused visitor's code was not spent: from another address it still sends.
    expect((await send(request(phone, code))).status).toBe(201);
  });
});
