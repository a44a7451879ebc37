import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeState, PaymentStatus } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { localGatewayCharges, paymentOrders } from '../../db/schema/payments';
import { installPaymentGateway } from '../../providers/registry';
import { createLocalPaymentGateway, type LocalPaymentGateway } from '../../providers/payments/local-payment-gateway';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

type Session = Awaited<ReturnType<typeof registerByPhone>>;

let api: Awaited<ReturnType<typeof testApp>>;
let gateway: LocalPaymentGateway;

beforeAll(async () => {
  api = await testApp();
  gateway = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
  installPaymentGateway(gateway, gateway);
});

afterAll(() => installPaymentGateway(undefined));

/** An order as the English browser opens it (its page's Origin and language), answering the opened charge. */
async function order(
  member: Session,
  path: string,
  packageId: number,
  paymentMethod: 'knet' | 'card' = 'knet',
): Promise<ChargeState> {
  const res = await api.request(path, {
    method: 'POST',
    headers: { ...bearer(member.token), origin: 'http://localhost:3000', 'x-localization': 'en' },
    json: { packageId, paymentMethod },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: ChargeState }).data;
}
const buyPackage = (member: Session, packageId: number, method?: 'knet' | 'card') =>
  order(member, '/api/v2/subscriptions/create-user-packages', packageId, method);

const status = (chargeId: string, headers: Record<string, string> = {}) =>
  api.request(`/api/v1/common/payment-status/${chargeId}`, { headers: { 'x-localization': 'en', ...headers } });

async function statusOf(chargeId: string, headers: Record<string, string> = {}): Promise<PaymentStatus> {
  const res = await status(chargeId, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PaymentStatus }).data;
}

describe('GET /v1/common/payment-status/{id}', () => {
  it('tells a paid charge by its reference alone, credits it, and names nobody without the owner’s session', async () => {
    const member = await registerByPhone(api);
    const opened = await buyPackage(member, 2);
    expect(await statusOf(opened.chargeId!)).toMatchObject({ outcome: 'pending' });
    await gateway.complete(opened.chargeId!, 'pay', 'knet');

    const res = await status(opened.chargeId!);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { data: PaymentStatus };
    expect(body.data).toEqual({
      chargeId: opened.chargeId,
      outcome: 'paid',
      amountFils: 8000,
      currency: 'KWD',
      item: { kind: 'package', name: '5-ad package', packageId: 2 },
      createdAt: expect.any(String),
      owner: null,
    });
    // Nothing that names the member or their order.
    expect(JSON.stringify(body)).not.toMatch(new RegExp(`${member.phone}|${member.email}|orderId|memberId`, 'i'));
    // Asking settled the charge with the gateway: the package is credited without the return page's session.
    const balance = (await (
      await api.request('/api/v1/members/my-balance', { headers: bearer(member.token) })
    ).json()) as { data: { balances: Record<string, number> } };
    expect(balance.data.balances['regular-ad']).toBe(5);

    expect((await statusOf(opened.chargeId!, bearer(member.token))).owner).toEqual({
      orderId: opened.orderId,
      appraisalRequestId: null,
      chargeStatus: 'CAPTURED',
    });
    const other = await registerByPhone(api);
    expect((await statusOf(opened.chargeId!, bearer(other.token))).owner).toBeNull();
    expect((await statusOf(opened.chargeId!, { authorization: 'Bearer not-a-token' })).owner).toBeNull();
    expect((await statusOf(opened.chargeId!, { 'x-localization': 'ar' })).item.name).not.toBe('5-ad package');
  });

  it('says failed, cancelled or expired only when the gateway has ended the charge so', async () => {
    const member = await registerByPhone(api);
    const declined = await buyPackage(member, 4, 'card');
    await gateway.complete(declined.chargeId!, 'decline', 'card');
    expect((await statusOf(declined.chargeId!)).outcome).toBe('failed');
    const cancelled = await buyPackage(member, 4);
    await gateway.complete(cancelled.chargeId!, 'cancel', 'knet');
    expect((await statusOf(cancelled.chargeId!)).outcome).toBe('cancelled');
    const lapsed = await buyPackage(member, 1);
    await db()
      .update(localGatewayCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localGatewayCharges.id, lapsed.chargeId!));
    expect((await statusOf(lapsed.chargeId!)).outcome).toBe('expired');
  });

  it('keeps an order our expiry closed pending while its charge is open, then says refunded for a capture it cannot take', async () => {
    const member = await registerByPhone(api);
    const opened = await buyPackage(member, 5);
    await db().update(paymentOrders).set({ status: 'expired' }).where(eq(paymentOrders.id, opened.orderId));
    expect((await statusOf(opened.chargeId!)).outcome).toBe('pending');
    await gateway.complete(opened.chargeId!, 'pay', 'knet');
    expect((await statusOf(opened.chargeId!)).outcome).toBe('refunded');
  });

  it('tells a data subscription as one', async () => {
    const member = await registerByPhone(api);
    const opened = await order(member, '/api/v1/members/create-user-subscription', 10, 'card');
    await gateway.complete(opened.chargeId!, 'pay', 'card');
    expect(await statusOf(opened.chargeId!)).toMatchObject({
      outcome: 'paid',
      item: { kind: 'subscription', packageId: 10 },
    });
  });

  it.each([
    ['a malformed reference', 'abc', 400, 'VALIDATION_FAILED'],
    ['a reference far too long', `chg_${'A'.repeat(200)}`, 400, 'VALIDATION_FAILED'],
    ['an encoded path', 'chg_..%2F..%2Fhealth', 400, 'VALIDATION_FAILED'],
    ['a well-formed reference of no charge', 'chg_TS02A5720231433Qs1w0809820', 404, 'NOT_FOUND'],
  ])('answers %s with a 4xx from the catalogue', async (_, reference, code, errorCode) => {
    const res = await status(reference);
    expect(res.status).toBe(code);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe(errorCode);
    expect(body.message).toBeTruthy();
  });
});

describe('the return address', () => {
  it('is the page’s own site origin with the member’s language, and the local checkout is served there too', async () => {
    const member = await registerByPhone(api);
    const opened = await buyPackage(member, 2);
    const [charge] = await db().select().from(localGatewayCharges).where(eq(localGatewayCharges.id, opened.chargeId!));
    expect(charge!.redirectUrl).toBe('http://localhost:3000/payment-redirect?lang=en');
    expect(new URL(opened.paymentUrl!).origin).toBe('http://localhost:3000');
    const back = new URL((await gateway.complete(opened.chargeId!, 'pay', 'knet'))!);
    expect(back.searchParams.get('lang')).toBe('en');
    expect(back.searchParams.get('tap_id')).toBe(opened.chargeId);
  });

  it('is never another site: a write from a foreign origin is refused before any charge opens', async () => {
    const member = await registerByPhone(api);
    const res = await api.request('/api/v2/subscriptions/create-user-packages', {
      method: 'POST',
      headers: { ...bearer(member.token), origin: 'https://evil.example' },
      json: { packageId: 2, paymentMethod: 'knet' },
    });
    expect(res.status).toBe(403);
  });
});
