import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeHttpServer } from '../../testing/fake-http-server';
import { amountToFils, PaymentGatewayError, signWebhook, webhookHashString, type TapCharge } from './payment-gateway';
import { createTapPaymentGateway } from './tap-payment-gateway';

const secretKey = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';

/** A charge as Tap's GET /v2/charges/{id} answers it (the fields we read). */
const tapCharge: TapCharge = {
  id: 'chg_TS02A5720231433Qs1w0809820',
  status: 'CAPTURED',
  amount: 8,
  currency: 'KWD',
  reference: { transaction: '41', order: '40', gateway: '123456789', payment: '3113231433091826176' },
  transaction: { url: 'https://checkout.tap.company/?mode=page&token=abc', created: '1700000000000' },
};

let tap: Awaited<ReturnType<typeof fakeHttpServer>>;

beforeAll(async () => {
  tap = await fakeHttpServer((req) => {
    if (req.method === 'POST' && req.path === '/v2/charges') return { status: 200, json: { ...tapCharge, status: 'INITIATED' } };
    if (req.method === 'GET' && req.path === `/v2/charges/${tapCharge.id}`) return { status: 200, json: tapCharge };
    return { status: 404, json: { errors: [{ code: '1140', description: 'Charge not found' }] } };
  });
});

afterAll(() => tap.close());

const gateway = () => createTapPaymentGateway({ secretKey, apiUrl: tap.url, chargeExpiryMinutes: 30 });

describe('the Tap Payments adapter (Charges API)', () => {
  it('POST /v2/charges: KWD with 3 decimals, the KNET source, our references, redirect and post URLs, the secret key as Bearer', async () => {
    const charge = await gateway().createCharge({
      amountFils: 8000,
      currency: 'KWD',
      method: 'knet',
      orderRef: '40',
      transactionRef: '41',
      idempotencyKey: 'mzl_40_abc',
      description: '5-ad package — Manzil',
      redirectUrl: 'https://manzil.com.kw/payment-redirect',
      postUrl: 'https://manzil.com.kw/api/v1/common/payments/webhook',
      customer: { firstName: 'فاطمة', lastName: 'الكندري', email: 'f@example.com', phone: '99887766' },
    });
    const request = tap.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${secretKey}`);
    const body = JSON.parse(request.body.toString('utf8'));
    expect(body).toMatchObject({
      amount: 8,
      currency: 'KWD',
      source: { id: 'src_kw.knet' },
      reference: { transaction: '41', order: '40', idempotent: 'mzl_40_abc' },
      redirect: { url: 'https://manzil.com.kw/payment-redirect' },
      post: { url: 'https://manzil.com.kw/api/v1/common/payments/webhook' },
      customer: { first_name: 'فاطمة', email: 'f@example.com', phone: { country_code: '965', number: '99887766' } },
    });
    expect(charge).toMatchObject({ id: tapCharge.id, status: 'INITIATED', amountFils: 8000, paymentUrl: tapCharge.transaction!.url });
  });

  it('sends cards to src_card and everything to src_all', async () => {
    for (const [method, source] of [['card', 'src_card'], ['all', 'src_all']] as const) {
      await gateway().createCharge({ amountFils: 1500, currency: 'KWD', method, orderRef: '1', transactionRef: '1', idempotencyKey: 'k', description: 'd', redirectUrl: 'https://x', postUrl: 'https://y', customer: { firstName: 'A', lastName: 'B', email: null, phone: null } });
      const body = JSON.parse(tap.requests.at(-1)!.body.toString('utf8'));
      expect(body.source.id).toBe(source);
      expect(body.amount).toBe(1.5);
    }
  });

  it('GET /v2/charges/{id} is read back in fils; an error answer is a PaymentGatewayError', async () => {
    expect(await gateway().retrieveCharge(tapCharge.id)).toMatchObject({ status: 'CAPTURED', amountFils: 8000, currency: 'KWD', orderRef: '40', transactionRef: '41', gatewayReference: '123456789' });
    expect(tap.requests.at(-1)!.path).toBe(`/v2/charges/${tapCharge.id}`);
    await expect(gateway().retrieveCharge('chg_missing12345')).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('verifies hashstring: HMAC-SHA256 with the secret key over the documented string, amount with 3 decimals for KWD', () => {
    const expected = 'x_idchg_TS02A5720231433Qs1w0809820x_amount8.000x_currencyKWDx_gateway_reference123456789x_payment_reference3113231433091826176x_statusCAPTUREDx_created1700000000000';
    expect(webhookHashString(tapCharge)).toBe(expected);
    const hashstring = createHmac('sha256', secretKey).update(expected).digest('hex');
    expect(signWebhook(tapCharge, secretKey)).toBe(hashstring);
    expect(gateway().verifyWebhook(tapCharge, hashstring)).toBe(true);
    expect(gateway().verifyWebhook(tapCharge, hashstring.toUpperCase())).toBe(true);
    expect(gateway().verifyWebhook({ ...tapCharge, amount: 80 }, hashstring)).toBe(false);
    expect(gateway().verifyWebhook({ ...tapCharge, status: 'DECLINED' }, hashstring)).toBe(false);
    expect(gateway().verifyWebhook(tapCharge, undefined)).toBe(false);
    expect(gateway().verifyWebhook(tapCharge, 'short')).toBe(false);
    expect(webhookHashString({ ...tapCharge, amount: 10, currency: 'USD' })).toContain('x_amount10.00x_currencyUSD');
  });

  it('reads amounts in fils, refusing fractions of a fils', () => {
    expect(amountToFils(0.5)).toBe(500);
    expect(amountToFils(12.345)).toBe(12345);
    expect(amountToFils(0.1 + 0.2)).toBe(300);
    expect(amountToFils(1.0005)).toBeNaN();
    expect(amountToFils('1')).toBeNaN();
  });
});
