import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRequest, FinanceRequestOptions } from '@/lib/schemas/finance-request';
import { db } from '../../db/client';
import { financeRequests } from '../../db/schema/finance-requests';
import { devOutbox } from '../../db/schema/outbox';
import { financeRequestDeliveryWorker } from '../../job-workers/finance-request-delivery';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { bearer, freshIp, freshPhone, latestCode, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;

const nbk = 1;
const boubyan = 3;
const residential = 1;
const json = async <T>(res: Response) => (await res.json()) as T;
const request = (phone: string) => ({
  fullName: 'مريم العنزي',
  phone,
  propertyCategoryId: residential,
  bankId: nbk,
  bankCustomer: true,
  salaryFils: 1_500_000,
  instalmentsFils: 200_000,
  amountFils: 60_000_000,
  termsAccepted: true,
});
const send = (body: unknown, headers: HeadersInit = {}) =>
  api.request('/api/v1/finance-requests', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

beforeAll(async () => {
  api = await testApp();
});

afterAll(async () => {
  await stopJobQueue();
});

describe('GET /v1/finance-requests/options', () => {
  it('offers the partner banks, the property categories and the configured bounds of the amount', async () => {
    const res = await api.request('/api/v1/finance-requests/options');
    expect(res.status).toBe(200);
    const { data } = await json<{ data: FinanceRequestOptions }>(res);
    expect(data.banks.map((b) => b.nameEn)).toEqual(['National Bank of Kuwait', 'Kuwait Finance House']);
    expect(data.categories.length).toBeGreaterThan(3);
    expect(data).toMatchObject({ minAmountFils: 1_000_000, maxAmountFils: 2_000_000_000 });
  });
});

describe('POST /v1/finance-requests', () => {
  it('takes a visitor’s request once the phone is confirmed with a code, used once, and sends it to the bank’s desk', async () => {
    const phone = freshPhone();
    expect((await send(request(phone))).status).toBe(400);
    const code = await api.request('/api/v1/finance-requests/code', {
      method: 'POST',
      json: { phone },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(code.status).toBe(200);
    const otp = await latestCode(phone);
    expect((await send({ ...request(phone), otp: otp === '000000' ? '111111' : '000000' })).status).toBe(400);

    const res = await send({ ...request(phone), otp });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: FinanceRequest }>(res);
    expect(data).toMatchObject({
      status: 'received',
      phone,
      amountFils: 60_000_000,
      bank: { id: nbk },
      propertyCategory: { id: residential },
      sentAt: null,
    });
    // The code is spent: the same body again is refused.
    expect((await send({ ...request(phone), otp })).status).toBe(400);

    await runDueJobs(financeRequestDeliveryWorker);
    const [mail] = await db().select().from(devOutbox).where(eq(devOutbox.recipient, 'finance@manzil.com.kw'));
    expect(mail?.subject).toContain(`Finance request #${data.id}`);
    expect(mail?.body).toContain('Amount asked: KD 60,000');
    const [row] = await db().select().from(financeRequests).where(eq(financeRequests.id, data.id));
    expect(row).toMatchObject({ status: 'sent', memberId: null });
  });

  it('takes a member’s request without a code and lists it for that member only', async () => {
    const member = await registerByPhone(api);
    const other = await registerByPhone(api);
    const res = await send(request(member.phone), bearer(member.token));
    expect(res.status).toBe(201);
    const { data } = await json<{ data: FinanceRequest }>(res);

    const mine = await api.request('/api/v1/finance-requests', { headers: bearer(member.token) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect((await json<{ data: FinanceRequest[] }>(mine)).data.map((r) => r.id)).toEqual([data.id]);
    expect(
      (
        await json<{ data: FinanceRequest[] }>(
          await api.request('/api/v1/finance-requests', { headers: bearer(other.token) }),
        )
      ).data,
    ).toEqual([]);
    expect((await api.request('/api/v1/finance-requests')).status).toBe(401);
  });

  it.each([
    [{ fullName: 'مر' }, 'fullName'],
    [{ phone: '5555' }, 'phone'],
    [{ salaryFils: 0 }, 'salaryFils'],
    [{ instalmentsFils: -1 }, 'instalmentsFils'],
    [{ amountFils: 'كثير' }, 'amountFils'],
    [{ amountFils: 500_000 }, 'amountFils'],
    [{ amountFils: 3_000_000_000 }, 'amountFils'],
    [{ termsAccepted: false }, 'termsAccepted'],
    [{ bankId: boubyan }, 'bankId'],
    [{ propertyCategoryId: 99_999 }, 'propertyCategoryId'],
    [{ bankCustomer: 'yes' }, 'bankCustomer'],
  ])('refuses %j with a field error on %s', async (change, field) => {
    const member = await registerByPhone(api);
    const res = await send(
      { ...request(member.phone), ...change },
      { ...bearer(member.token), 'x-localization': 'en' },
    );
    expect(res.status).toBe(400);
    const body = await json<{ code: string; fieldErrors: Record<string, string[]> }>(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});
