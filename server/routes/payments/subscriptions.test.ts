import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeState, SubscriptionState } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import {
  balanceEntries,
  dataSubscriptions,
  localGatewayCharges,
  packagePrices,
  packages,
  paymentOrders,
  paymentTransactions,
} from '../../db/schema/payments';
import { seedDemoOwners } from '../../seed/ads/owners';
import { seedDemoSubscriptions } from '../../seed/ads/subscriptions';
import { setClockOffset } from '../../lib/clock';
import { translateKey } from '../../lib/translate';
import { installPaymentGateway } from '../../providers/registry';
import { PaymentGatewayError } from '../../providers/payments/payment-gateway';
import {
  createLocalPaymentGateway,
  localCheckoutPath,
  type LocalPaymentGateway,
  type LocalTestCard,
} from '../../providers/payments/local-payment-gateway';
import { hasFullDealAccess } from '../../services/deals/data-access';
import { dataAccessUntil } from '../../services/payments/ledger';
import { sendRenewalNotices } from '../../services/payments/renewal-notices';
import { renewalKey, renewDueSubscriptions } from '../../services/payments/renewals';
import { renderNotification } from '../../services/notifications/render-notification';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

type Api = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

let api: Api;
let gateway: LocalPaymentGateway;
const HOUR = 3600_000;

beforeAll(async () => {
  api = await testApp();
  gateway = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
  installPaymentGateway(gateway, gateway);
});

afterAll(() => {
  installPaymentGateway(undefined);
  setClockOffset(0);
});

/**
 * Subscribes through the local gateway as the browser does: the order, the checkout page (paying by card, saving the
 * card or not) and the return page's update call. Monthly plan (10) unless told.
 */
async function subscribe(
  member: Session,
  options: { packageId?: number; method?: 'knet' | 'card'; save?: LocalTestCard } = {},
) {
  const res = await api.request('/api/v1/members/create-user-subscription', {
    method: 'POST',
    headers: bearer(member.token),
    json: { packageId: options.packageId ?? 10, paymentMethod: options.method ?? 'card' },
  });
  expect(res.status).toBe(201);
  const { chargeId } = ((await res.json()) as { data: ChargeState }).data;
  const page = await (await api.request(localCheckoutPath(chargeId!))).text();
  expect(page.includes('name="saveCard"')).toBe(
    (options.packageId ?? 10) === 10 && (options.method ?? 'card') === 'card',
  );
  const form = new FormData();
  form.append('action', 'pay');
  form.append('method', options.method ?? 'card');
  if (options.save) {
    form.append('saveCard', 'on');
    form.append('testCard', options.save);
  }
  const back = await api.request(localCheckoutPath(chargeId!), {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:3000' },
  });
  expect(new URL(back.headers.get('location')!).pathname).toBe('/payment-redirect-subscription');
  const settled = await api.request(`/api/v1/common/update-transaction/${chargeId}`, {
    method: 'PUT',
    headers: bearer(member.token),
  });
  expect(((await settled.json()) as { data: ChargeState }).data.paid).toBe(true);
}

async function state(member: Session): Promise<SubscriptionState & { active: boolean }> {
  const res = await api.request('/api/v1/subscriptions', { headers: bearer(member.token) });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return ((await res.json()) as { data: SubscriptionState & { active: boolean } }).data;
}

const call = (member: Session, path: string, json: unknown = {}) =>
  api.request(`/api/v1/members/${path}`, { method: 'POST', headers: bearer(member.token), json });

async function refused(res: Response, status: number, reason?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code: string; fieldErrors?: Record<string, string[]> };
  if (reason) expect(body.fieldErrors?.subscription).toEqual([translateKey(`subscriptions.errors.${reason}`, 'ar')]);
  return body;
}

async function isSubscriber(member: Session): Promise<boolean> {
  const res = await api.request('/api/v1/members/myAccount', { headers: bearer(member.token) });
  return ((await res.json()) as { data: { isSubscriber: boolean } }).data.isSubscriber;
}

describe('the data subscription lifecycle (spec §4)', () => {
  it('inactive before any purchase; subscribing by card with the card saved makes it active and renewing', async () => {
    const member = await registerByPhone(api);
    expect(await state(member)).toMatchObject({
      status: 'inactive',
      until: null,
      autoRenew: false,
      active: false,
      card: null,
    });
    expect(await isSubscriber(member)).toBe(false);

    await subscribe(member, { save: 'renews' });
    const active = await state(member);
    expect(active).toMatchObject({
      status: 'active',
      autoRenew: true,
      cancelledAt: null,
      plan: { id: 10 },
      card: { brand: 'VISA', lastFour: '1019' },
      renewalFailed: false,
    });
    expect(new Date(active.until!).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * HOUR);
    expect(await isSubscriber(member)).toBe(true);
  });

  it('cancel keeps the paid period; reactivate takes it back; auto-renewal goes off and on again', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { save: 'renews' });
    const before = await state(member);

    const cancelled = ((await (await call(member, 'cancel-user-subscription')).json()) as { data: SubscriptionState })
      .data;
    expect(cancelled).toMatchObject({ status: 'cancelled', autoRenew: false, until: before.until });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await isSubscriber(member)).toBe(true);
    await refused(await call(member, 'cancel-user-subscription'), 409, 'alreadyCancelled');
    await refused(await call(member, 'subscription-auto-renewal', { autoRenew: true }), 409, 'alreadyCancelled');

    const back = ((await (await call(member, 'reactivate-user-subscription')).json()) as { data: SubscriptionState })
      .data;
    expect(back).toMatchObject({ status: 'active', autoRenew: true, cancelledAt: null, until: before.until });
    await refused(await call(member, 'reactivate-user-subscription'), 409, 'alreadyActive');

    expect(
      (
        (await (await call(member, 'subscription-auto-renewal', { autoRenew: false })).json()) as {
          data: SubscriptionState;
        }
      ).data,
    ).toMatchObject({ status: 'active', autoRenew: false });
    expect(
      (
        (await (await call(member, 'subscription-auto-renewal', { autoRenew: true })).json()) as {
          data: SubscriptionState;
        }
      ).data,
    ).toMatchObject({ status: 'active', autoRenew: true });
  });

  it('a plan paid by KNET keeps no card: auto-renewal cannot be switched on', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { method: 'knet' });
    expect(await state(member)).toMatchObject({ status: 'active', autoRenew: false, card: null });
    await refused(await call(member, 'subscription-auto-renewal', { autoRenew: true }), 409, 'noSavedCard');
  });

  it('refuses what the state does not allow, bad bodies and strangers', async () => {
    const member = await registerByPhone(api);
    await refused(await call(member, 'cancel-user-subscription'), 409, 'notSubscribed');
    await refused(await call(member, 'reactivate-user-subscription'), 409, 'periodEnded');
    await refused(await call(member, 'subscription-auto-renewal', { autoRenew: false }), 409, 'notSubscribed');
    for (const [path, body] of [
      ['cancel-user-subscription', { subscriptionId: 1 }],
      ['reactivate-user-subscription', { memberId: 1 }],
      ['subscription-auto-renewal', { autoRenew: 'yes' }],
      ['subscription-auto-renewal', {}],
      ['subscription-auto-renewal', []],
    ] as const) {
      expect((await refused(await call(member, path, body), 400)).code).toBe('VALIDATION_FAILED');
    }
    for (const path of ['cancel-user-subscription', 'reactivate-user-subscription', 'subscription-auto-renewal']) {
      expect(
        (await api.request(`/api/v1/members/${path}`, { method: 'POST', json: { autoRenew: false } })).status,
      ).toBe(401);
    }
    expect((await api.request('/api/v1/subscriptions')).status).toBe(401);
  });

  it('no second subscription is bought while the paid period lasts (409 ALREADY_SUBSCRIBED), active or cancelled; after it ends, it is', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { method: 'knet' });
    const buy = (path: string, packageId: number) =>
      api.request(`/api/v${path === 'create-user-packages' ? '2/subscriptions' : '1/members'}/${path}`, {
        method: 'POST',
        headers: { ...bearer(member.token), 'x-localization': 'en' },
        json: { packageId, paymentMethod: 'knet' },
      });
    const ordersBefore = await db().select().from(paymentOrders).where(eq(paymentOrders.memberId, member.id));
    for (const [path, packageId] of [
      ['create-user-subscription', 10],
      ['create-user-subscription', 12],
      ['create-user-packages', 11],
    ] as const) {
      const body = await refused(await buy(path, packageId), 409);
      expect(body).toMatchObject({
        code: 'ALREADY_SUBSCRIBED',
        message: translateKey('errors.ALREADY_SUBSCRIBED', 'en'),
      });
    }
    expect((await call(member, 'cancel-user-subscription')).status).toBe(200);
    expect((await refused(await buy('create-user-subscription', 10), 409)).code).toBe('ALREADY_SUBSCRIBED');
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.memberId, member.id))).toHaveLength(
      ordersBefore.length,
    );
    // Other packages are not held back by a subscription.
    expect((await buy('create-user-packages', 1)).status).toBe(201);

    const until = (await dataAccessUntil(member.id))!;
    setClockOffset(until.getTime() + HOUR - Date.now());
    try {
      expect((await buy('create-user-subscription', 10)).status).toBe(201);
    } finally {
      setClockOffset(0);
    }
  });

  it('update-user-packages changes the monthly plan the next renewal buys, and only to a monthly data plan', async () => {
    const member = await registerByPhone(api);
    // Paid by KNET: no saved card, so the renewal tests below (which share the database on PostgreSQL) never see it due.
    await subscribe(member, { method: 'knet' });
    const [monthly] = await db().select().from(packages).where(eq(packages.id, 10));
    await db()
      .insert(packages)
      .values({ ...monthly!, id: 99, nameEn: 'Monthly plus', nameAr: 'شهري بلس' });
    await db()
      .insert(packagePrices)
      .values({ packageId: 99, priceFils: 15_000, effectiveFrom: new Date(0), source: 'test' });
    const before = await state(member);
    const changed = (
      (await (await call(member, 'update-user-packages', { packageId: 99 })).json()) as { data: SubscriptionState }
    ).data;
    expect(changed).toMatchObject({ status: 'active', until: before.until, plan: { id: 99, priceFils: 15_000 } });
    expect((await subscriptionOf(member)).packageId).toBe(99);
    for (const packageId of [11, 12, 1, 999_999])
      expect((await call(member, 'update-user-packages', { packageId })).status).toBe(404);
    for (const body of [{}, { packageId: 'ten' }, { packageId: 10, memberId: 1 }]) {
      expect((await refused(await call(member, 'update-user-packages', body), 400)).code).toBe('VALIDATION_FAILED');
    }
    await refused(
      await call(await registerByPhone(api), 'update-user-packages', { packageId: 10 }),
      409,
      'notSubscribed',
    );
    expect(
      (await api.request('/api/v1/members/update-user-packages', { method: 'POST', json: { packageId: 10 } })).status,
    ).toBe(401);
  });

  it('IDOR: a member acts on their own subscription only — another member cancelling changes nothing of mine', async () => {
    const owner = await registerByPhone(api);
    const stranger = await registerByPhone(api);
    await subscribe(owner, { save: 'renews' });
    await refused(await call(stranger, 'cancel-user-subscription'), 409, 'notSubscribed');
    await refused(await call(stranger, 'subscription-auto-renewal', { autoRenew: false }), 409, 'notSubscribed');
    expect(await state(owner)).toMatchObject({ status: 'active', autoRenew: true });
    expect(await state(stranger)).toMatchObject({ status: 'inactive' });
  });
});

async function subscriptionOf(member: Session) {
  const [row] = await db().select().from(dataSubscriptions).where(eq(dataSubscriptions.memberId, member.id));
  return row!;
}

describe('renewal by the saved card', () => {
  it('charges a due period exactly once, whether the job runs twice in a row or five times at once', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { save: 'renews' });
    const sub = await subscriptionOf(member);
    const until = (await dataAccessUntil(member.id))!;
    const at = new Date(until.getTime() - 2 * HOUR);

    // Not due yet a week before the end.
    await renewDueSubscriptions(new Date(until.getTime() - 7 * 24 * HOUR));
    expect(
      await db()
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.idempotencyKey, renewalKey(sub.id, until))),
    ).toHaveLength(0);

    await Promise.all(Array.from({ length: 5 }, () => renewDueSubscriptions(at)));
    await renewDueSubscriptions(at);
    await renewDueSubscriptions(at);

    const renewals = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.idempotencyKey, renewalKey(sub.id, until)));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'CAPTURED', amountFils: 10_000 });
    expect(renewals[0]!.creditedAt).not.toBeNull();
    const purchases = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.memberId, member.id), eq(balanceEntries.reason, 'purchase')));
    expect(purchases).toHaveLength(2);
    // The new month starts where the paid one ends.
    const extended = (await dataAccessUntil(member.id, at))!;
    expect(extended.getTime()).toBeGreaterThan(until.getTime() + 27 * 24 * HOUR);
    expect(await hasFullDealAccess(member, new Date(until.getTime() + HOUR))).toBe(true);
    // All the renewal attempts together made one charge at the gateway.
    const charges = await gateway.checkout(renewals[0]!.chargeId!);
    expect(charges?.merchantInitiated).toBe(true);
  });

  it('tells the member a payment was received, and that renewal is coming up, once each', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { save: 'renews' });
    const told = async (kind: 'payment-received' | 'renewal-due') =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.memberId, member.id), eq(notifications.kind, kind)));
    const [received] = await told('payment-received');
    expect(received).toMatchObject({ link: '/profile/account-balances' });
    expect(renderNotification('payment-received', received!.params, 'en').body).toContain('KD 10.000');

    const until = (await dataAccessUntil(member.id))!;
    await sendRenewalNotices(new Date(until.getTime() - 5 * 24 * HOUR));
    expect(await told('renewal-due')).toHaveLength(0);
    const at = new Date(until.getTime() - 2 * 24 * HOUR);
    await Promise.all([sendRenewalNotices(at), sendRenewalNotices(at)]);
    const due = await told('renewal-due');
    expect(due).toHaveLength(1);
    expect(renderNotification('renewal-due', due[0]!.params, 'en').body).toContain('renews itself');
  });

  it('a declined renewal tells the member once and ends access with the period', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { save: 'declinesRenewal' });
    const sub = await subscriptionOf(member);
    const until = (await dataAccessUntil(member.id))!;
    const at = new Date(until.getTime() - HOUR);

    await renewDueSubscriptions(at);
    await Promise.all([renewDueSubscriptions(at), renewDueSubscriptions(at)]);

    const attempts = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.idempotencyKey, renewalKey(sub.id, until)));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'DECLINED', creditedAt: null });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, member.id), eq(notifications.kind, 'subscription-renewal-failed')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe('/subscribe');

    setClockOffset(at.getTime() - Date.now());
    expect(await state(member)).toMatchObject({ status: 'active', renewalFailed: true });
    expect(await isSubscriber(member)).toBe(true);

    // Past the period: locked, inactive, and the deals archive refuses the full record.
    setClockOffset(until.getTime() + HOUR - Date.now());
    try {
      expect(await state(member)).toMatchObject({ status: 'inactive', until: null, autoRenew: false });
      expect(await isSubscriber(member)).toBe(false);
      expect((await api.request('/api/v1/deals/1', { headers: bearer(member.token) })).status).toBe(403);
      await renewDueSubscriptions();
      expect(
        await db()
          .select()
          .from(paymentTransactions)
          .where(like(paymentTransactions.idempotencyKey, `renew_${sub.id}_%`)),
      ).toHaveLength(1);
    } finally {
      setClockOffset(0);
    }
  });

  it('a gateway that does not answer leaves the period claimed; a later run asks again with the same key and credits once', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { save: 'renews' });
    const sub = await subscriptionOf(member);
    const until = (await dataAccessUntil(member.id))!;
    const at = new Date(until.getTime() - HOUR);
    installPaymentGateway(
      {
        ...gateway,
        chargeSavedCard: async () => {
          throw new PaymentGatewayError('timeout');
        },
      },
      gateway,
    );
    try {
      // Other members' renewing subscriptions of this file may be due at the same hour: all stay pending, none paid.
      const run = await renewDueSubscriptions(at);
      expect(run).toMatchObject({ renewed: 0, failed: 0 });
      expect(run.pending).toBeGreaterThanOrEqual(1);
    } finally {
      installPaymentGateway(gateway, gateway);
    }
    const key = renewalKey(sub.id, until);
    const [claim] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.idempotencyKey, key));
    expect(claim).toMatchObject({ chargeId: null, status: 'INITIATED', creditedAt: null });
    // A fresh claim may belong to a run still talking to the gateway: left alone.
    expect((await renewDueSubscriptions(at)).renewed).toBe(0);
    await db()
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(paymentTransactions.id, claim!.id));
    await Promise.all([renewDueSubscriptions(at), renewDueSubscriptions(at)]);
    const [renewed] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.idempotencyKey, key));
    expect(renewed).toMatchObject({ status: 'CAPTURED' });
    expect(
      await db()
        .select()
        .from(paymentTransactions)
        .where(like(paymentTransactions.idempotencyKey, `renew_${sub.id}_%`)),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(localGatewayCharges)
        .where(sql`${localGatewayCharges.reference}->>'idempotent' = ${key}`),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(balanceEntries)
        .where(and(eq(balanceEntries.memberId, member.id), eq(balanceEntries.reason, 'purchase'))),
    ).toHaveLength(2);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.memberId, member.id), eq(notifications.kind, 'subscription-renewal-failed'))),
    ).toHaveLength(0);
  });

  it('a cancelled subscription is not renewed and locks when its period ends', async () => {
    const member = await registerByPhone(api);
    await subscribe(member, { save: 'renews' });
    expect((await call(member, 'cancel-user-subscription')).status).toBe(200);
    const sub = await subscriptionOf(member);
    const until = (await dataAccessUntil(member.id))!;
    await renewDueSubscriptions(new Date(until.getTime() - HOUR));
    expect(
      await db()
        .select()
        .from(paymentTransactions)
        .where(like(paymentTransactions.idempotencyKey, `renew_${sub.id}_%`)),
    ).toHaveLength(0);
    expect(await hasFullDealAccess(member, new Date(until.getTime() - 1000))).toBe(true);
    expect(await hasFullDealAccess(member, new Date(until.getTime() + 1000))).toBe(false);
  });
});

describe('the demo subscriber', () => {
  it('holds a real subscription bought in the seed: one paid order, one captured charge, one purchase row; a rerun adds nothing', async () => {
    const owners = await seedDemoOwners(db());
    expect(await seedDemoSubscriptions(db(), owners)).toBe(1);
    expect(await seedDemoSubscriptions(db(), owners)).toBe(0);
    const dalal = owners.find((o) => o.phone === '50650126')!;
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.memberId, dalal.id));
    expect(orders).toMatchObject([{ packageId: 12, status: 'paid', amountFils: 90_000 }]);
    const charges = await db().select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orders[0]!.id));
    expect(charges).toMatchObject([{ status: 'CAPTURED', chargeId: expect.stringMatching(/^chg_SEED/) }]);
    expect(
      await db()
        .select()
        .from(balanceEntries)
        .where(and(eq(balanceEntries.memberId, dalal.id), eq(balanceEntries.reason, 'purchase'))),
    ).toHaveLength(1);
    expect(await hasFullDealAccess({ id: dalal.id })).toBe(true);
    expect(await hasFullDealAccess({ id: dalal.id }, new Date(Date.now() + 370 * 24 * HOUR))).toBe(false);
    const others = owners.filter((o) => o.phone !== '50650126');
    for (const other of others.slice(0, 3)) expect(await hasFullDealAccess({ id: other.id })).toBe(false);
  });
});

describe('the test clock (outside production)', () => {
  it('POST /api/dev/clock moves the server clock and 0 puts it back; bad input is 400', async () => {
    const res = await api.request('/api/dev/clock', { method: 'POST', json: { advanceDays: 40 } });
    expect(res.status).toBe(200);
    const moved = new Date(((await res.json()) as { data: { now: string } }).data.now);
    expect(moved.getTime() - Date.now()).toBeGreaterThan(39 * 24 * HOUR);
    expect((await api.request('/api/dev/clock', { method: 'POST', json: { advanceDays: 0 } })).status).toBe(200);
    for (const body of [{ advanceDays: -1 }, { advanceDays: 1.5 }, { advanceDays: '3' }, {}]) {
      expect((await api.request('/api/dev/clock', { method: 'POST', json: body })).status).toBe(400);
    }
  });
});
