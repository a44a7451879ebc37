import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppraisalRequest } from '@/lib/schemas/appraisals';
import type { ChargeState } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { appraisalRequests } from '../../db/schema/appraisals';
import {
  localGatewayCharges,
  localGatewayRefunds,
  paymentOrders,
  paymentRefunds,
  paymentTransactions,
} from '../../db/schema/payments';
import { installPaymentGateway } from '../../providers/registry';
import {
  createLocalPaymentGateway,
  localCheckoutPath,
  type LocalPaymentGateway,
} from '../../providers/payments/local-payment-gateway';
import { PaymentGatewayError } from '../../providers/payments/payment-gateway';
import { expireStaleOrders } from '../../services/payments/order-expiry';
import { retryRefunds } from '../../services/payments/refunds';
import { stopJobQueue } from '../../jobs/queue';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

/** Issue 33: one appraisal request is paid at most once; a capture that still comes for it is refunded. */

type Api = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

let api: Api;
let gateway: LocalPaymentGateway;
let applicant: Session;
let stranger: Session;
let jpeg: Buffer;

const json = async <T>(res: Response) => (await res.json()) as T;

vi.hoisted(() => vi.stubEnv('APPRAISAL_REQUESTS_PER_MEMBER_DAY', '100'));

beforeAll(async () => {
  api = await testApp();
  gateway = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
  installPaymentGateway(gateway, gateway);
  [applicant, stranger] = [await registerByPhone(api), await registerByPhone(api)];
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  installPaymentGateway(undefined);
  await stopJobQueue();
});

async function newRequest(): Promise<AppraisalRequest> {
  const form = new FormData();
  for (let i = 0; i < 4; i += 1)
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `p${i}.jpg`);
  const uploaded = await api.request('/api/v1/appraisal-requests/uploads?slot=ownership', {
    method: 'POST',
    body: form,
    headers: bearer(applicant.token),
  });
  const [a, b, c, d] = (await json<{ data: Array<{ id: number }> }>(uploaded)).data.map((u) => u.id);
  const res = await api.request('/api/v1/appraisal-requests', {
    method: 'POST',
    headers: bearer(applicant.token),
    json: {
      propertyTypeId: 1,
      bankId: 1,
      appraiserId: 1,
      areaId: 34,
      sizeSqm: 400,
      email: 'lulwa@example.com',
      address: 'قطعة 3، شارع 12، منزل 8',
      details: 'بيت من دورين مع سرداب',
      applicantName: 'لولوة المطوع',
      phone: '51650140',
      applicationType: 'mortgage',
      documents: { ownership: [a], civilId: [b, c], propertyImages: [d], other: [] },
      termsAccepted: true,
    },
  });
  expect(res.status).toBe(201);
  return (await json<{ data: AppraisalRequest }>(res)).data;
}

const payRequest = (id: number, member = applicant) =>
  api.request(`/api/v1/appraisal-requests/${id}/pay`, {
    method: 'POST',
    json: { paymentMethod: 'knet' },
    headers: { ...bearer(member.token), 'x-localization': 'en' },
  });

async function checkout(chargeId: string, action: 'pay' | 'cancel') {
  const form = new FormData();
  form.append('action', action);
  form.append('method', 'knet');
  expect(
    (
      await api.request(localCheckoutPath(chargeId), {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost:3000' },
      })
    ).status,
  ).toBe(303);
}

/** The gateway's signed webhook for a charge, posted `times` times at once. */
async function webhooks(chargeId: string, times: number) {
  const signed = (await gateway.webhookFor(chargeId))!;
  return Promise.all(
    Array.from({ length: times }, () =>
      api.request('/api/v1/common/payments/webhook', {
        method: 'POST',
        json: signed.body,
        headers: { hashstring: signed.hashstring },
      }),
    ),
  );
}

/** The charges the gateway holds for a request's orders. */
const gatewayCharges = (requestId: number) =>
  db()
    .select({ id: localGatewayCharges.id })
    .from(localGatewayCharges)
    .innerJoin(paymentOrders, sql`${paymentOrders.id}::text = ${localGatewayCharges.reference}->>'order'`)
    .where(eq(paymentOrders.appraisalRequestId, requestId));

/**
 * An order opened past the check, as the build before this fix allowed (two tabs, both before paying): its own
 * transaction and charge at the gateway.
 */
async function orderPastTheCheck(request: AppraisalRequest): Promise<string> {
  const [order] = await db()
    .insert(paymentOrders)
    .values({
      memberId: applicant.id,
      appraisalRequestId: request.id,
      priceFils: request.feeFils,
      amountFils: request.feeFils,
    })
    .returning();
  const [transaction] = await db()
    .insert(paymentTransactions)
    .values({
      orderId: order!.id,
      provider: 'local',
      method: 'knet',
      idempotencyKey: `mzl_${order!.id}_second`,
      amountFils: request.feeFils,
    })
    .returning();
  const charge = await gateway.createCharge({
    amountFils: request.feeFils,
    currency: 'KWD',
    method: 'knet',
    orderRef: String(order!.id),
    transactionRef: String(transaction!.id),
    idempotencyKey: transaction!.idempotencyKey,
    description: `Official appraisal #${request.id} — Manzil`,
    redirectUrl: 'http://localhost:3000/payment-redirect-appraisal',
    postUrl: 'http://localhost:3000/api/v1/common/payments/webhook',
    customer: { firstName: 'لولوة', lastName: 'المطوع', email: null, phone: null },
  });
  await db()
    .update(paymentTransactions)
    .set({ chargeId: charge.id })
    .where(eq(paymentTransactions.id, transaction!.id));
  return charge.id;
}

describe('an appraisal fee is paid once', () => {
  it('opens one charge for parallel attempts; the others are refused before the gateway, in the catalogue’s words', async () => {
    const request = await newRequest();
    const answers = await Promise.all(Array.from({ length: 6 }, () => payRequest(request.id)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = await json<{ code: string; message: string }>(answers.find((res) => res.status === 409)!);
    expect(refused).toEqual({ code: 'PAYMENT_IN_PROGRESS', message: expect.stringContaining('already open') });
    expect(await gatewayCharges(request.id)).toHaveLength(1);

    const open = (await json<{ data: ChargeState }>(answers.find((res) => res.status === 201)!)).data;
    await checkout(open.chargeId!, 'pay');
    await webhooks(open.chargeId!, 3);
    const again = await payRequest(request.id);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'ALREADY_PAID' });
    // Arabic by default.
    const arabic = await api.request(`/api/v1/appraisal-requests/${request.id}/pay`, {
      method: 'POST',
      json: { paymentMethod: 'card' },
      headers: bearer(applicant.token),
    });
    expect((await json<{ message: string }>(arabic)).message).toMatch(/[\u0600-\u06ff]/);
    expect(await gatewayCharges(request.id)).toHaveLength(1);
  });

  it('frees the request once the open payment is cancelled at the gateway, without waiting for the return page', async () => {
    const request = await newRequest();
    const first = (await json<{ data: ChargeState }>(await payRequest(request.id))).data;
    await checkout(first.chargeId!, 'cancel');
    const second = await payRequest(request.id);
    expect(second.status).toBe(201);
    const [cancelled] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, first.orderId));
    expect(cancelled!.status).toBe('cancelled');
  });

  it('tells a stranger nothing about another member’s open payment', async () => {
    const request = await newRequest();
    expect((await payRequest(request.id)).status).toBe(201);
    const res = await payRequest(request.id, stranger);
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refunds through the gateway a second capture of a paid request, once under duplicate webhooks racing', async () => {
    const request = await newRequest();
    const first = (await json<{ data: ChargeState }>(await payRequest(request.id))).data;
    const second = await orderPastTheCheck(request);
    await checkout(first.chargeId!, 'pay');
    await checkout(second, 'pay');

    const answers = (await Promise.all([webhooks(first.chargeId!, 10), webhooks(second, 10)])).flat();
    expect(answers.every((res) => res.status === 200)).toBe(true);

    const transactions = await db()
      .select({
        chargeId: paymentTransactions.chargeId,
        creditedAt: paymentTransactions.creditedAt,
        status: paymentTransactions.status,
        orderStatus: paymentOrders.status,
      })
      .from(paymentTransactions)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
      .where(eq(paymentOrders.appraisalRequestId, request.id));
    const kept = transactions.filter((t) => t.creditedAt !== null);
    const givenBack = transactions.filter((t) => t.orderStatus === 'refunded');
    expect(kept).toHaveLength(1);
    expect(givenBack).toHaveLength(1);
    expect(givenBack[0]).toMatchObject({ status: 'CAPTURED', creditedAt: null });
    const [row] = await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, request.id));
    expect(row!.paidAt).toEqual(kept[0]!.creditedAt);

    const refunds = await db()
      .select()
      .from(localGatewayRefunds)
      .where(eq(localGatewayRefunds.chargeId, givenBack[0]!.chargeId!));
    expect(refunds).toEqual([
      expect.objectContaining({
        amountFils: request.feeFils,
        currency: 'KWD',
        reason: 'duplicate',
        status: 'REFUNDED',
      }),
    ]);
    const [ours] = await db()
      .select()
      .from(paymentRefunds)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
      .where(eq(paymentTransactions.chargeId, givenBack[0]!.chargeId!));
    expect(ours!.payment_refunds).toMatchObject({
      reason: 'already-paid',
      refundId: refunds[0]!.id,
      status: 'REFUNDED',
      attempts: 1,
    });

    // Later callbacks and the job change nothing: one refund, one payment.
    await webhooks(givenBack[0]!.chargeId!, 5);
    expect(await retryRefunds(new Date(Date.now() + 60 * 60_000))).toBe(0);
    expect(
      await db().select().from(localGatewayRefunds).where(eq(localGatewayRefunds.chargeId, givenBack[0]!.chargeId!)),
    ).toHaveLength(1);
    const state = await api.request(`/api/v1/common/update-transaction/${givenBack[0]!.chargeId}`, {
      method: 'PUT',
      headers: bearer(applicant.token),
    });
    expect((await json<{ data: ChargeState }>(state)).data).toMatchObject({ paid: false, orderStatus: 'refunded' });
  });

  it('refunds a capture that comes after its order expired, and asks the gateway again when it did not take the refund', async () => {
    const request = await newRequest();
    const open = (await json<{ data: ChargeState }>(await payRequest(request.id))).data;
    expect(await expireStaleOrders(new Date(Date.now() + 2 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    const [expired] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, open.orderId));
    expect(expired!.status).toBe('expired');

    // The gateway still had the charge open and the member paid it; the first refund call fails.
    await checkout(open.chargeId!, 'pay');
    const refundCharge = gateway.refundCharge;
    let calls = 0;
    gateway.refundCharge = async (input) => {
      calls += 1;
      if (calls === 1) throw new PaymentGatewayError('gateway down');
      return refundCharge(input);
    };
    try {
      await webhooks(open.chargeId!, 2);
      const [waiting] = await db()
        .select()
        .from(paymentRefunds)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
        .where(eq(paymentTransactions.chargeId, open.chargeId!));
      expect(waiting!.payment_refunds).toMatchObject({
        reason: 'order-closed',
        refundId: null,
        status: 'requested',
        attempts: 1,
      });
      expect(await retryRefunds(new Date(Date.now() + 10 * 60_000))).toBe(1);
    } finally {
      gateway.refundCharge = refundCharge;
    }
    expect(calls).toBe(2);
    expect(
      await db().select().from(localGatewayRefunds).where(eq(localGatewayRefunds.chargeId, open.chargeId!)),
    ).toEqual([expect.objectContaining({ reason: 'requested_by_customer', status: 'REFUNDED' })]);
    const [row] = await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, request.id));
    expect(row!.paidAt).toBeNull();
    // The request can be paid again.
    expect((await payRequest(request.id)).status).toBe(201);
  });
});
