import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeState } from '@/lib/schemas/payments';
import { parseConfig } from '../../config';
import { db } from '../../db/client';
import {
  balanceEntries,
  paymentOrders,
  paymentTransactions,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/payments';
import { installPaymentGateway } from '../../providers/registry';
import { createLocalPaymentGateway, localCheckoutPath } from '../../providers/payments/local-payment-gateway';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';
import { expireStaleOrders } from './order-expiry';

/** Issue 33: a promo code's use held by an unpaid order is given back when the order expires. */

type Api = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

let api: Api;
const HOUR = 3600_000;

beforeAll(async () => {
  api = await testApp();
  const gateway = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
  installPaymentGateway(gateway, gateway);
});

afterAll(() => installPaymentGateway(undefined));

async function singleUseCode(code: string) {
  const [row] = await db()
    .insert(promoCodes)
    .values({
      code,
      discountType: 'percent',
      value: 50,
      maxRedemptions: 1,
      perMemberLimit: 1,
      validFrom: new Date(Date.now() - 24 * HOUR),
      validUntil: new Date(Date.now() + 24 * HOUR),
    })
    .returning();
  return row!;
}

async function order(member: Session, promotionCode: string) {
  const res = await api.request('/api/v2/subscriptions/create-user-packages', {
    method: 'POST',
    headers: bearer(member.token),
    json: { packageId: 3, paymentMethod: 'knet', promotionCode },
  });
  return { status: res.status, body: (await res.json()) as { data: ChargeState; code?: string } };
}

const codeRow = async (id: number) => (await db().select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!;
const orderRow = async (id: number) => (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;

describe('unpaid orders expire', () => {
  it('gives the promo code’s use back once, in the same transaction as the order, however many expiry runs race', async () => {
    const promo = await singleUseCode('HALFOFF');
    const [first, second] = [await registerByPhone(api), await registerByPhone(api)];
    const held = await order(first, 'HALFOFF');
    expect(held.status).toBe(201);
    // Used up while the first order is unpaid.
    expect((await order(second, 'HALFOFF')).body.code).toBe('INVALID_PROMO_CODE');

    // Not before PAYMENT_ORDER_EXPIRY_MINUTES.
    expect(await expireStaleOrders(new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect((await orderRow(held.body.data.orderId)).status).toBe('pending');

    const later = new Date(Date.now() + 2 * HOUR);
    const runs = await Promise.all([expireStaleOrders(later), expireStaleOrders(later), expireStaleOrders(later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await orderRow(held.body.data.orderId)).status).toBe('expired');
    const [transaction] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, held.body.data.orderId));
    expect(transaction!.status).toBe('TIMEDOUT');
    expect((await codeRow(promo.id)).redemptions).toBe(0);
    expect(
      await db()
        .select({ status: promoRedemptions.status })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.orderId, held.body.data.orderId)),
    ).toEqual([{ status: 'released' }]);

    expect(await expireStaleOrders(new Date(Date.now() + 3 * HOUR))).toBe(0);
    expect((await codeRow(promo.id)).redemptions).toBe(0);
    // Another member may use it now.
    expect((await order(second, 'HALFOFF')).status).toBe(201);
    expect((await codeRow(promo.id)).redemptions).toBe(1);
  });

  it('credits an order the gateway reports paid at the last look, and keeps its promo use', async () => {
    const promo = await singleUseCode('LASTLOOK');
    const member = await registerByPhone(api);
    const held = await order(member, 'LASTLOOK');
    const form = new FormData();
    form.append('action', 'pay');
    form.append('method', 'knet');
    expect(
      (
        await api.request(localCheckoutPath(held.body.data.chargeId!), {
          method: 'POST',
          body: form,
          headers: { origin: 'http://localhost:3000' },
        })
      ).status,
    ).toBe(303);

    await expireStaleOrders(new Date(Date.now() + 2 * HOUR));
    expect((await orderRow(held.body.data.orderId)).status).toBe('paid');
    expect((await codeRow(promo.id)).redemptions).toBe(1);
    const credits = await db().select().from(balanceEntries).where(eq(balanceEntries.memberId, member.id));
    expect(credits.filter((row) => row.reason === 'purchase')).toHaveLength(1);
  });

  it('is configured longer than a charge stays open', () => {
    expect(parseConfig({}).PAYMENT_ORDER_EXPIRY_MINUTES).toBe(60);
    expect(() => parseConfig({ PAYMENT_CHARGE_EXPIRY_MINUTES: '45', PAYMENT_ORDER_EXPIRY_MINUTES: '40' })).toThrow(
      /PAYMENT_ORDER_EXPIRY_MINUTES must be longer/,
    );
  });
});
