import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balances, ChargeState, PromoQuote } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import {
  balanceEntries,
  localGatewayCharges,
  paymentTransactions,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/payments';
import { installPaymentGateway } from '../../providers/registry';
import {
  createLocalPaymentGateway,
  localCheckoutPath,
  type LocalPaymentGateway,
} from '../../providers/payments/local-payment-gateway';
import { signWebhook, type TapCharge } from '../../providers/payments/payment-gateway';
import { reconcilePendingCharges } from '../../services/payments/orders';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

type Api = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

let api: Api;
let gateway: LocalPaymentGateway;
/** Webhooks the local gateway posted, in order. */
const posted: Array<{ url: string; body: TapCharge; headers: Record<string, string> }> = [];

beforeAll(async () => {
  api = await testApp();
  gateway = createLocalPaymentGateway({
    chargeExpiryMinutes: 30,
    deliver: async (url, body, headers) => void posted.push({ url, body, headers }),
  });
  installPaymentGateway(gateway, gateway);
});

afterAll(() => installPaymentGateway(undefined));

async function order(member: Session, body: Record<string, unknown>) {
  const res = await api.request('/api/v2/subscriptions/create-user-packages', {
    method: 'POST',
    headers: bearer(member.token),
    json: { paymentMethod: 'knet', ...body },
  });
  return { status: res.status, body: (await res.json()) as { data: ChargeState; code?: string; message?: string } };
}

/** The member's choice on the local checkout page, as the browser posts it; answers the redirect's tap_id. */
async function checkout(chargeId: string, action: 'pay' | 'decline' | 'cancel', method: 'knet' | 'card' = 'knet') {
  const page = await api.request(localCheckoutPath(chargeId));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post" enctype="multipart/form-data">');
  const form = new FormData();
  form.append('action', action);
  form.append('method', method);
  const res = await api.request(localCheckoutPath(chargeId), {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:3000' },
  });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(location.pathname).toBe('/payment-redirect');
  return location.searchParams.get('tap_id')!;
}

const update = (member: Session, chargeId: string) =>
  api.request(`/api/v1/common/update-transaction/${chargeId}`, { method: 'PUT', headers: bearer(member.token) });

async function settle(member: Session, chargeId: string): Promise<ChargeState> {
  const res = await update(member, chargeId);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ChargeState }).data;
}

const webhook = (body: TapCharge, hashstring: string | undefined) =>
  api.request('/api/v1/common/payments/webhook', {
    method: 'POST',
    json: body,
    headers: hashstring ? { hashstring } : {},
  });

async function balances(member: Session): Promise<Balances> {
  const res = await api.request('/api/v1/members/my-balance', { headers: bearer(member.token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { balances: Balances } }).data.balances;
}

async function purchaseRows(chargeId: string): Promise<number> {
  const rows = await db()
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, balanceEntries.transactionId))
    .where(and(eq(paymentTransactions.chargeId, chargeId), eq(balanceEntries.reason, 'purchase')));
  return rows.length;
}

async function promo(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  const day = 24 * 3600 * 1000;
  await db()
    .insert(promoCodes)
    .values({
      discountType: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + day),
      ...values,
    });
}

describe('buying a package by KNET through the local gateway', () => {
  it('opens a charge, pays on the checkout page, credits on the return and shows it in my-balance', async () => {
    const member = await registerByPhone(api);
    const { status, body } = await order(member, { packageId: 2 });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'INITIATED',
      orderStatus: 'pending',
      paid: false,
      amountFils: 8000,
      currency: 'KWD',
      packageId: 2,
    });
    expect(body.data.paymentUrl).toBe(`http://localhost:3000${localCheckoutPath(body.data.chargeId!)}`);

    const tapId = await checkout(body.data.chargeId!, 'pay');
    expect(tapId).toBe(body.data.chargeId);
    // The gateway posted its webhook signed as Tap signs it.
    const hook = posted.find((p) => p.body.id === tapId)!;
    expect(hook.url).toBe('http://localhost:3000/api/v1/common/payments/webhook');
    expect(hook.body).toMatchObject({
      status: 'CAPTURED',
      amount: 8,
      currency: 'KWD',
      reference: { order: String(body.data.orderId) },
    });

    expect(await settle(member, tapId)).toMatchObject({
      status: 'CAPTURED',
      orderStatus: 'paid',
      paid: true,
      paymentUrl: null,
    });
    expect(await balances(member)).toMatchObject({ 'regular-ad': 5, 'special-ad': 0 });
    const check = await api.request(`/api/v2/subscriptions/check-charge?hashId=${tapId}`, {
      headers: bearer(member.token),
    });
    expect(((await check.json()) as { data: ChargeState }).data.paid).toBe(true);

    const account = (await (
      await api.request('/api/v1/members/my-balance', { headers: { ...bearer(member.token), 'x-localization': 'en' } })
    ).json()) as {
      data: { packages: Array<Record<string, unknown>>; transactions: Array<Record<string, unknown>> };
    };
    expect(account.data.packages[0]).toMatchObject({
      kind: 'regular-ad',
      packageId: 2,
      quantity: 5,
      remaining: 5,
      active: true,
    });
    expect(account.data.transactions[0]).toMatchObject({
      service: '5-ad package',
      chargeId: tapId,
      status: 'CAPTURED',
      amountFils: 8000,
      currency: 'KWD',
    });

    // One receipt by e-mail (the outbox in demo), in the member's language (Arabic by default).
    await expect
      .poll(
        async () =>
          (await db().select().from(devOutbox).where(eq(devOutbox.recipient, member.email.toLowerCase()))).filter((m) =>
            m.subject?.startsWith('إيصال منزل'),
          ).length,
      )
      .toBe(1);
    const [receipt] = await db()
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.recipient, member.email.toLowerCase()), eq(devOutbox.channel, 'email')));
    expect(receipt!.body).toContain(tapId);
    expect(receipt!.body).toContain('8.000');
  });

  it('the webhook alone credits (verified, then the charge asked for), and the return page after it finds it paid', async () => {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 8, paymentMethod: 'card' });
    const tapId = await checkout(body.data.chargeId!, 'pay', 'card');
    const hook = posted.find((p) => p.body.id === tapId)!;
    const res = await webhook(hook.body, hook.headers.hashstring);
    expect(res.status).toBe(200);
    expect(await balances(member)).toMatchObject({ 'map-valuation': 1 });
    expect((await settle(member, tapId)).paid).toBe(true);
    expect(await purchaseRows(tapId)).toBe(1);
  });

  it('a declined card and a cancelled payment credit nothing and say so', async () => {
    const member = await registerByPhone(api);
    const declined = (await order(member, { packageId: 4, paymentMethod: 'card' })).body.data;
    expect(await settle(member, await checkout(declined.chargeId!, 'decline', 'card'))).toMatchObject({
      status: 'DECLINED',
      orderStatus: 'failed',
      paid: false,
    });
    const cancelled = (await order(member, { packageId: 4 })).body.data;
    expect(await settle(member, await checkout(cancelled.chargeId!, 'cancel'))).toMatchObject({
      status: 'CANCELLED',
      orderStatus: 'cancelled',
      paid: false,
    });
    expect(await balances(member)).toMatchObject({ 'special-ad': 0 });
    // A finished charge cannot be paid afterwards.
    await checkout(declined.chargeId!, 'pay').catch(() => undefined);
    expect((await settle(member, declined.chargeId!)).paid).toBe(false);
  });

  it('an unpaid charge expires like Tap’s (TIMEDOUT) and cannot be paid after', async () => {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 1 });
    await db()
      .update(localGatewayCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localGatewayCharges.id, body.data.chargeId!));
    const page = await api.request(localCheckoutPath(body.data.chargeId!), { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(await page.text()).toContain('This payment link has expired.');
    expect(await settle(member, body.data.chargeId!)).toMatchObject({
      status: 'TIMEDOUT',
      orderStatus: 'expired',
      paid: false,
    });
  });

  it('the reconciliation job credits a charge paid while the member never came back and no webhook arrived', async () => {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 5 });
    const silent = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
    await silent.complete(body.data.chargeId!, 'pay', 'knet');
    const result = await reconcilePendingCharges(new Date(Date.now() + 10 * 60_000));
    expect(result.credited).toBeGreaterThanOrEqual(1);
    expect(await balances(member)).toMatchObject({ 'special-ad': 5 });
    await reconcilePendingCharges(new Date(Date.now() + 10 * 60_000));
    expect(await purchaseRows(body.data.chargeId!)).toBe(1);
  });

  it('offices-only packages are refused to a regular member; an unknown package is 404', async () => {
    const member = await registerByPhone(api);
    expect((await order(member, { packageId: 13 })).status).toBe(403);
    expect((await order(member, { packageId: 999 })).status).toBe(404);
    const office = await registerByPhone(api, {
      accountType: 2,
      isOwner: true,
      companyName: 'Pay Realty',
      registrationNumber: 'R-77',
    });
    expect((await order(office, { packageId: 13 })).status).toBe(201);
  });
});

describe('security checklist 20: forged, altered and mismatched callbacks credit nothing', () => {
  it('a forged hashstring, an altered body or no signature: 401 INVALID_SIGNATURE and 0 credits', async () => {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 3 });
    const charge = (await gateway.webhookFor(body.data.chargeId!))!;
    const captured = { ...charge.body, status: 'CAPTURED' };
    const forged = [
      webhook(captured, signWebhook(captured, 'sk_test_not_the_key')),
      webhook(captured, charge.hashstring),
      webhook({ ...charge.body, amount: 0.1 }, charge.hashstring),
      webhook(captured, undefined),
      webhook(captured, 'x'.repeat(64)),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_SIGNATURE');
    }
    expect(await purchaseRows(body.data.chargeId!)).toBe(0);
    expect(await balances(member)).toMatchObject({ 'regular-ad': 0 });
  });

  it('a correctly signed "CAPTURED" webhook for a charge the gateway says is unpaid credits nothing', async () => {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 3 });
    const charge = (await gateway.webhookFor(body.data.chargeId!))!;
    const lie = { ...charge.body, status: 'CAPTURED' };
    const { derivedKey } = await import('../../lib/installation-secret');
    const res = await webhook(lie, signWebhook(lie, derivedKey('localGatewayWebhook')));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { paid: boolean } }).data.paid).toBe(false);
    expect(await purchaseRows(body.data.chargeId!)).toBe(0);
  });

  it.each([
    ['amount', { amountFils: 1 }],
    ['currency', { currency: 'USD' }],
  ])('a captured charge whose %s does not match the order: 0 credits', async (_field, change) => {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 3 });
    await db().update(localGatewayCharges).set(change).where(eq(localGatewayCharges.id, body.data.chargeId!));
    const tapId = await checkout(body.data.chargeId!, 'pay');
    const hook = posted.find((p) => p.body.id === tapId)!;
    expect((await webhook(hook.body, hook.headers.hashstring)).status).toBe(200);
    expect((await settle(member, tapId)).paid).toBe(false);
    await reconcilePendingCharges(new Date(Date.now() + 10 * 60_000));
    expect(await purchaseRows(tapId)).toBe(0);
    expect(await balances(member)).toMatchObject({ 'regular-ad': 0 });
  });
});

describe('security checklist 21: exactly one credit per charge', () => {
  async function paidCharge() {
    const member = await registerByPhone(api);
    const { body } = await order(member, { packageId: 2 });
    const tapId = await checkout(body.data.chargeId!, 'pay');
    return { member, tapId, hook: posted.find((p) => p.body.id === tapId)! };
  }

  it(
    '100 duplicate callbacks in parallel (webhooks, returns, reconciliation) credit once',
    { timeout: 60_000 },
    async () => {
      const { member, tapId, hook } = await paidCharge();
      const calls = Array.from({ length: 100 }, (_, i) =>
        i % 3 === 0
          ? webhook(hook.body, hook.headers.hashstring)
          : i % 3 === 1
            ? update(member, tapId)
            : reconcilePendingCharges(new Date(Date.now() + 10 * 60_000)),
      );
      const answers = await Promise.all(calls);
      for (const answer of answers) if (answer instanceof Response) expect(answer.status).toBe(200);
      expect(await purchaseRows(tapId)).toBe(1);
      expect(await balances(member)).toMatchObject({ 'regular-ad': 5 });
    },
  );

  it('100 duplicate callbacks in sequence credit once', { timeout: 60_000 }, async () => {
    const { member, tapId, hook } = await paidCharge();
    for (let i = 0; i < 100; i++) {
      const res = i % 2 ? await webhook(hook.body, hook.headers.hashstring) : await update(member, tapId);
      expect(res.status).toBe(200);
    }
    expect(await purchaseRows(tapId)).toBe(1);
    expect(await balances(member)).toMatchObject({ 'regular-ad': 5 });
  });
});

describe('promo codes', () => {
  const check = (member: Session, packageId: number, promotionCode: string) =>
    api.request('/api/v2/subscriptions/check-promo-code', {
      method: 'POST',
      headers: { ...bearer(member.token), 'x-localization': 'en' },
      json: { packageId, promotionCode },
    });

  it('check-promo-code answers the discounted price; an unknown, expired or other-package code is INVALID_PROMO_CODE', async () => {
    const member = await registerByPhone(api);
    await promo({ code: 'WELCOME10', value: 10 });
    await promo({ code: 'ADS2KD', discountType: 'fixed', value: 2000, packageId: 2 });
    await promo({ code: 'OLD', validUntil: new Date(Date.now() - 1000) });
    const quote = (await (await check(member, 2, ' welcome10 ')).json()) as { data: PromoQuote };
    expect(quote.data).toEqual({
      packageId: 2,
      promotionCode: 'WELCOME10',
      priceFils: 8000,
      discountFils: 800,
      totalFils: 7200,
    });
    expect(((await (await check(member, 2, 'ADS2KD')).json()) as { data: PromoQuote }).data.totalFils).toBe(6000);
    for (const [pkg, code] of [
      [2, 'NOPE'],
      [2, 'OLD'],
      [3, 'ADS2KD'],
    ] as const) {
      const res = await check(member, pkg, code);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_PROMO_CODE', message: 'Enter a valid promo code' });
    }
  });

  it('an order with a code charges the discounted amount; the per-member limit holds; a failed charge gives the use back', async () => {
    const member = await registerByPhone(api);
    await promo({ code: 'ONCEEACH', value: 25, maxRedemptions: 100, perMemberLimit: 1 });
    const first = await order(member, { packageId: 2, promotionCode: 'onceeach' });
    expect(first.body.data.amountFils).toBe(6000);
    expect((await gateway.webhookFor(first.body.data.chargeId!))!.body.amount).toBe(6);
    expect((await order(member, { packageId: 2, promotionCode: 'ONCEEACH' })).body.code).toBe('INVALID_PROMO_CODE');
    await settle(member, await checkout(first.body.data.chargeId!, 'decline'));
    const again = await order(member, { packageId: 2, promotionCode: 'ONCEEACH' });
    expect(again.status).toBe(201);
    await settle(member, await checkout(again.body.data.chargeId!, 'pay'));
    const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'ONCEEACH'));
    expect(code!.redemptions).toBe(1);
    const uses = await db().select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, code!.id));
    expect(uses.map((u) => u.status).sort()).toEqual(['released', 'used']);
  });

  it(
    'security checklist 21: 20 parallel redemptions of a single-use code give exactly one',
    { timeout: 120_000 },
    async () => {
      await promo({ code: 'SINGLE', value: 50, maxRedemptions: 1, perMemberLimit: 1 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => registerByPhone(api)));
      const results = await Promise.all(buyers.map((b) => order(b, { packageId: 3, promotionCode: 'SINGLE' })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 400 && r.body.code === 'INVALID_PROMO_CODE')).toHaveLength(19);
      const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'SINGLE'));
      expect(code!.redemptions).toBe(1);

      await promo({ code: 'SINGLE2', value: 50, maxRedemptions: 1, perMemberLimit: 5 });
      const one = buyers[0]!;
      const same = await Promise.all(
        Array.from({ length: 20 }, () => order(one, { packageId: 3, promotionCode: 'SINGLE2' })),
      );
      expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    },
  );

  it('spec §3: my-balance shows the promo code a package was bought with, and none on a package bought without', async () => {
    const member = await registerByPhone(api);
    await promo({ code: 'BALANCE5', value: 5 });
    const withCode = await order(member, { packageId: 2, promotionCode: 'balance5' });
    await settle(member, await checkout(withCode.body.data.chargeId!, 'pay'));
    const without = await order(member, { packageId: 3 });
    await settle(member, await checkout(without.body.data.chargeId!, 'pay'));
    const res = await api.request('/api/v1/members/my-balance', { headers: bearer(member.token) });
    const { data } = (await res.json()) as {
      data: { packages: Array<{ packageId: number | null; promoCode: string | null }> };
    };
    expect(
      data.packages
        .map(({ packageId, promoCode }) => ({ packageId, promoCode }))
        .sort((a, b) => a.packageId! - b.packageId!),
    ).toEqual([
      { packageId: 2, promoCode: 'BALANCE5' },
      { packageId: 3, promoCode: null },
    ]);
  });

  it('a code never makes an order free: the smallest charge remains', async () => {
    const member = await registerByPhone(api);
    await promo({ code: 'ALLFREE', value: 100 });
    expect((await order(member, { packageId: 1, promotionCode: 'ALLFREE' })).body.data.amountFils).toBe(100);
  });
});

describe('IDOR and sign-in', () => {
  it("another member's charge is invisible and cannot be settled (404); my-balance shows only my own", async () => {
    const owner = await registerByPhone(api);
    const other = await registerByPhone(api);
    const { body } = await order(owner, { packageId: 2 });
    const tapId = await checkout(body.data.chargeId!, 'pay');
    expect((await update(other, tapId)).status).toBe(404);
    expect((await api.request(`/api/v1/common/check-charge/${tapId}`, { headers: bearer(other.token) })).status).toBe(
      404,
    );
    expect(
      (await api.request(`/api/v2/subscriptions/check-charge?hashId=${tapId}`, { headers: bearer(other.token) }))
        .status,
    ).toBe(404);
    expect(await purchaseRows(tapId)).toBe(0);
    expect(await balances(other)).toMatchObject({ 'regular-ad': 0 });
    expect((await settle(owner, tapId)).paid).toBe(true);
    const mine = (await (await api.request('/api/v1/members/my-balance', { headers: bearer(other.token) })).json()) as {
      data: { transactions: unknown[] };
    };
    expect(mine.data.transactions).toEqual([]);
  });

  it('every member route refuses a visitor with 401', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/v1/members/my-balance'],
      ['GET', '/api/v1/subscriptions'],
      ['GET', '/api/v1/common/check-charge/chg_LOCALabcdefgh'],
      ['GET', '/api/v2/subscriptions/check-charge?hashId=chg_LOCALabcdefgh'],
      ['PUT', '/api/v1/common/update-transaction/chg_LOCALabcdefgh'],
      ['POST', '/api/v2/subscriptions/create-user-packages'],
      ['POST', '/api/v2/subscriptions/check-promo-code'],
      ['POST', '/api/v1/members/create-user-subscription'],
    ];
    for (const [method, path] of calls)
      expect((await api.request(path, { method, json: method === 'GET' ? undefined : {} })).status, path).toBe(401);
  });

  it('create-user-subscription takes data subscriptions only, and the data-access balance counts months', async () => {
    const member = await registerByPhone(api);
    const res = await api.request('/api/v1/members/create-user-subscription', {
      method: 'POST',
      headers: bearer(member.token),
      json: { packageId: 2, paymentMethod: 'knet' },
    });
    expect(res.status).toBe(404);
    const sub = await api.request('/api/v1/members/create-user-subscription', {
      method: 'POST',
      headers: bearer(member.token),
      json: { packageId: 11, paymentMethod: 'knet' },
    });
    const state = ((await sub.json()) as { data: ChargeState }).data;
    const form = new FormData();
    form.append('action', 'pay');
    form.append('method', 'knet');
    const back = await api.request(localCheckoutPath(state.chargeId!), { method: 'POST', body: form });
    expect(new URL(back.headers.get('location')!).pathname).toBe('/payment-redirect-subscription');
    await settle(member, state.chargeId!);
    expect(await balances(member)).toMatchObject({ 'data-access': 3 });
    const subs = (await (await api.request('/api/v1/subscriptions', { headers: bearer(member.token) })).json()) as {
      data: { active: boolean; subscriptions: unknown[] };
    };
    expect(subs.data.active).toBe(true);
    expect(subs.data.subscriptions).toHaveLength(1);
  });
});

describe('the ledger is append-only', () => {
  it('has no row with a zero quantity and every negative row names its lot', async () => {
    const result = (await db().execute(
      sql`select count(*)::int as n from balance_entries where quantity = 0 or (quantity < 0 and lot_id is null)`,
    )) as { rows: Array<{ n: number }> };
    expect(Number(result.rows[0]!.n)).toBe(0);
  });
});

describe('limits', () => {
  it('refuses more unpaid orders per hour than PENDING_ORDERS_PER_MEMBER_HOUR (422 LIMIT_REACHED)', async () => {
    const member = await registerByPhone(api);
    const { config } = await import('../../config');
    const limit = config().PENDING_ORDERS_PER_MEMBER_HOUR;
    for (let i = 0; i < limit; i++) expect((await order(member, { packageId: 1 })).status).toBe(201);
    const over = await order(member, { packageId: 1 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('LIMIT_REACHED');
  });
});
