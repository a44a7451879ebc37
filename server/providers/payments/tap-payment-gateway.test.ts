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

/** A paid charge that saved its card: Tap answers the card, its customer and the payment agreement. */
const savedCardCharge: TapCharge = {
  ...tapCharge,
  id: 'chg_TS02A5720231433Qs1w0809821',
  card: { id: 'card_IQPXL3231433Qs1w0809821', brand: 'VISA', last_four: '1019' },
  customer: { id: 'cus_TS02A5720231433Qs1w0809821' },
  payment_agreement: { id: 'payment_agreement_TS05A0920230152Hj2e2105495' },
};

let tap: Awaited<ReturnType<typeof fakeHttpServer>>;

beforeAll(async () => {
  tap = await fakeHttpServer((req) => {
    if (req.method === 'POST' && req.path === '/v2/tokens')
      return { status: 200, json: { id: 'tok_4WUP3423199C4Vp18rY9y554', object: 'token' } };
    if (req.method === 'POST' && req.path === '/v2/charges') {
      const sent = JSON.parse(req.body.toString('utf8')) as { source: { id: string } };
      if (sent.source.id.startsWith('tok_')) return { status: 200, json: { ...savedCardCharge } };
      return { status: 200, json: { ...tapCharge, status: 'INITIATED' } };
    }
    if (req.method === 'GET' && req.path === `/v2/charges/${tapCharge.id}`) return { status: 200, json: tapCharge };
    if (req.method === 'POST' && req.path === '/v2/refunds') {
      const sent = JSON.parse(req.body.toString('utf8')) as { charge_id: string; amount: number };
      if (sent.charge_id !== tapCharge.id)
        return { status: 400, json: { errors: [{ code: '1105', description: 'Charge already refunded' }] } };
      return {
        status: 200,
        json: {
          id: 're_TS05A1020231433Qs1w0809820',
          object: 'refund',
          amount: sent.amount,
          currency: 'KWD',
          charge_id: sent.charge_id,
          status: 'PENDING',
        },
      };
    }
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
    expect(charge).toMatchObject({
      id: tapCharge.id,
      status: 'INITIATED',
      amountFils: 8000,
      paymentUrl: tapCharge.transaction!.url,
    });
  });

  it('sends cards to src_card and everything to src_all', async () => {
    for (const [method, source] of [
      ['card', 'src_card'],
      ['all', 'src_all'],
    ] as const) {
      await gateway().createCharge({
        amountFils: 1500,
        currency: 'KWD',
        method,
        orderRef: '1',
        transactionRef: '1',
        idempotencyKey: 'k',
        description: 'd',
        redirectUrl: 'https://x',
        postUrl: 'https://y',
        customer: { firstName: 'A', lastName: 'B', email: null, phone: null },
      });
      const body = JSON.parse(tap.requests.at(-1)!.body.toString('utf8'));
      expect(body.source.id).toBe(source);
      expect(body.amount).toBe(1.5);
    }
  });

  it('save_card for a card charge that may renew (never for KNET), with the customer id known from before', async () => {
    const input = {
      amountFils: 10_000,
      currency: 'KWD' as const,
      orderRef: '7',
      transactionRef: '8',
      idempotencyKey: 'k2',
      description: 'd',
      redirectUrl: 'https://x',
      postUrl: 'https://y',
      customer: { firstName: 'A', lastName: 'B', email: null, phone: null },
      saveCard: true,
      customerId: 'cus_TS02A5720231433Qs1w0809821',
    };
    await gateway().createCharge({ ...input, method: 'card' });
    expect(JSON.parse(tap.requests.at(-1)!.body.toString('utf8'))).toMatchObject({
      save_card: true,
      threeDSecure: true,
      customer: { id: 'cus_TS02A5720231433Qs1w0809821' },
    });
    await gateway().createCharge({ ...input, method: 'knet' });
    expect(JSON.parse(tap.requests.at(-1)!.body.toString('utf8')).save_card).toBe(false);
  });

  it('a renewal: a token from the saved card and customer, then a merchant-initiated charge under the payment agreement', async () => {
    const charge = await gateway().chargeSavedCard({
      amountFils: 10_000,
      currency: 'KWD',
      orderRef: '50',
      transactionRef: '51',
      idempotencyKey: 'renew_3_1760000000000',
      description: 'Monthly subscription (renewal) — Manzil',
      redirectUrl: 'https://manzil.com.kw/payment-redirect-subscription',
      postUrl: 'https://manzil.com.kw/api/v1/common/payments/webhook',
      card: {
        cardId: 'card_IQPXL3231433Qs1w0809821',
        customerId: 'cus_TS02A5720231433Qs1w0809821',
        agreementId: 'payment_agreement_TS05A0920230152Hj2e2105495',
      },
    });
    const [token, charged] = tap.requests.slice(-2);
    expect(token!.path).toBe('/v2/tokens');
    expect(JSON.parse(token!.body.toString('utf8'))).toEqual({
      saved_card: { card_id: 'card_IQPXL3231433Qs1w0809821', customer_id: 'cus_TS02A5720231433Qs1w0809821' },
    });
    expect(charged!.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(JSON.parse(charged!.body.toString('utf8'))).toMatchObject({
      amount: 10,
      currency: 'KWD',
      customer_initiated: false,
      threeDSecure: false,
      payment_agreement: { id: 'payment_agreement_TS05A0920230152Hj2e2105495' },
      customer: { id: 'cus_TS02A5720231433Qs1w0809821' },
      source: { id: 'tok_4WUP3423199C4Vp18rY9y554' },
      reference: { order: '50', transaction: '51', idempotent: 'renew_3_1760000000000' },
    });
    expect(charge).toMatchObject({
      id: savedCardCharge.id,
      status: 'CAPTURED',
      savedCard: {
        cardId: 'card_IQPXL3231433Qs1w0809821',
        lastFour: '1019',
        agreementId: 'payment_agreement_TS05A0920230152Hj2e2105495',
      },
    });
  });

  it('GET /v2/charges/{id} is read back in fils; an error answer is a PaymentGatewayError', async () => {
    expect(await gateway().retrieveCharge(tapCharge.id)).toMatchObject({
      status: 'CAPTURED',
      amountFils: 8000,
      currency: 'KWD',
      orderRef: '40',
      transactionRef: '41',
      gatewayReference: '123456789',
    });
    expect(tap.requests.at(-1)!.path).toBe(`/v2/charges/${tapCharge.id}`);
    await expect(gateway().retrieveCharge('chg_missing12345')).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('POST /v2/refunds: the charge, the amount in KWD with 3 decimals, a documented reason and our reference; a refusal is a PaymentGatewayError', async () => {
    const refund = await gateway().refundCharge({
      chargeId: tapCharge.id,
      amountFils: 8000,
      currency: 'KWD',
      reason: 'duplicate',
      description: 'already paid',
      merchantReference: 'refund_7',
    });
    const request = tap.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({
      charge_id: tapCharge.id,
      amount: 8,
      currency: 'KWD',
      reason: 'duplicate',
      description: 'already paid',
      reference: { merchant: 'refund_7' },
    });
    expect(refund).toEqual({
      id: 're_TS05A1020231433Qs1w0809820',
      status: 'PENDING',
      amountFils: 8000,
      chargeId: tapCharge.id,
    });
    await expect(
      gateway().refundCharge({
        chargeId: 'chg_other12345678',
        amountFils: 8000,
        currency: 'KWD',
        reason: 'duplicate',
        description: 'd',
        merchantReference: 'refund_8',
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('verifies hashstring: HMAC-SHA256 with the secret key over the documented string, amount with 3 decimals for KWD', () => {
    const expected =
      'x_idchg_TS02A5720231433Qs1w0809820x_amount8.000x_currencyKWDx_gateway_reference123456789x_payment_reference3113231433091826176x_statusCAPTUREDx_created1700000000000';
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
