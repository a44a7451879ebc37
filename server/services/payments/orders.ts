import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, notLike, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { returnLocaleParam } from '@/lib/payments/return-pages';
import {
  finalChargeStatuses,
  type ChargeState,
  type ChargeStatus,
  type CreateUserPackageInput,
  type OrderStatus,
} from '@/lib/schemas/payments';
import { accountTypes } from '../../db/schema/accounts';
import { config } from '../../config';
import { db } from '../../db/client';
import { appraisalRequests } from '../../db/schema/appraisals';
import { queueAppraisalOfficeNotice } from '../../jobs/appraisal-office-notice';
import { translateKey } from '../../lib/translate';
import { notify } from '../notifications/notify';
import { packages, paymentOrders, paymentRefunds, paymentTransactions } from '../../db/schema/payments';
import { ApiError, type ErrorCode } from '../../lib/errors';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../logger';
import { paymentGateway } from '../../providers/registry';
import { PaymentGatewayError, type Charge } from '../../providers/payments/payment-gateway';
import type { Member } from '../members/members';
import { findActivePackage } from './catalogue';
import { creditPurchase, lockMemberBalance, type Tx } from './ledger';
import { sendReceipt } from './receipt';
import { findSubscription, recordSubscriptionPurchase, refuseWhileSubscribed } from './subscriptions';
import { confirmPromo, discountFor, releasePromo, takePromo, usablePromo, type PromoCode } from './promo-codes';
import { issueRefund, recordRefund } from './refunds';

type Order = typeof paymentOrders.$inferSelect;
type Transaction = typeof paymentTransactions.$inferSelect;

/** How a charge's outcome reached us; logged with every settlement. */
export type SettleVia = 'redirect' | 'webhook' | 'reconciliation' | 'renewal' | 'expiry' | 'retry';

/** Statuses a charge may still leave. */
export const openStatuses: ChargeStatus[] = ['INITIATED', 'IN_PROGRESS', 'AUTHORIZED', 'UNKNOWN'];

function orderStatusFor(status: ChargeStatus): OrderStatus {
  if (status === 'CAPTURED') return 'paid';
  if (status === 'ABANDONED' || status === 'CANCELLED') return 'cancelled';
  if (status === 'TIMEDOUT') return 'expired';
  return 'failed';
}

function toState(order: Order, transaction: Transaction): ChargeState {
  return {
    orderId: order.id,
    chargeId: transaction.chargeId,
    status: transaction.status,
    orderStatus: order.status,
    paid: transaction.creditedAt !== null,
    amountFils: transaction.amountFils,
    currency: transaction.currency,
    packageId: order.packageId,
    appraisalRequestId: order.appraisalRequestId,
    paymentUrl: transaction.creditedAt || finalChargeStatuses.has(transaction.status) ? null : transaction.paymentUrl,
  };
}

/** Where the member's browser comes back: the site's origin it paid from, and its language (the cookie may be gone). */
export interface ReturnTo {
  origin: string;
  locale: Locale;
}

/** The return page of each kind of purchase (spec §2), in the member's language: the gateway adds `tap_id` to it. */
function returnUrl(kind: string, returnTo: ReturnTo): string {
  const url = new URL(
    kind === 'data-access'
      ? '/payment-redirect-subscription'
      : kind === 'appraisal'
        ? '/payment-redirect-appraisal'
        : '/payment-redirect',
    returnTo.origin,
  );
  url.searchParams.set(returnLocaleParam, returnTo.locale);
  return url.href;
}

/** A member may leave only so many orders unpaid within an hour (each one opens a charge at the gateway). */
async function refuseTooManyPendingOrders(tx: Tx, memberId: number): Promise<void> {
  const [open] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.memberId, memberId),
        eq(paymentOrders.status, 'pending'),
        gt(paymentOrders.createdAt, new Date(Date.now() - 3600_000)),
      ),
    );
  if ((open?.count ?? 0) >= config().PENDING_ORDERS_PER_MEMBER_HOUR) throw new ApiError('LIMIT_REACHED');
}

/** The order's transaction row, whose random idempotency key the gateway sees once. */
async function insertTransaction(
  tx: Tx,
  order: Order,
  provider: Transaction['provider'],
  method: CreateUserPackageInput['paymentMethod'],
): Promise<Transaction> {
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({
      orderId: order.id,
      provider,
      method,
      idempotencyKey: `mzl_${order.id}_${randomBytes(12).toString('hex')}`,
      amountFils: order.amountFils,
    })
    .returning();
  return transaction!;
}

/**
 * An order and its charge: the price is read now, a promo code is taken atomically with the order (and given back
 * if the charge fails), then the gateway opens the charge and the member is sent to its payment page.
 * `failure` is the error the member sees when the gateway cannot open it (spec §8: payment or subscription).
 */
export async function createOrder(
  member: Member,
  input: CreateUserPackageInput,
  returnTo: ReturnTo,
  failure: Extract<ErrorCode, 'PAYMENT_FAILED' | 'SUBSCRIPTION_FAILED'> = 'PAYMENT_FAILED',
): Promise<ChargeState> {
  const pkg = await findActivePackage(input.packageId);
  if (!pkg) throw new ApiError('NOT_FOUND');
  if (pkg.officesOnly && member.accountType !== accountTypes.office) throw new ApiError('FORBIDDEN');
  if (pkg.kind === 'data-access') await refuseWhileSubscribed(member.id);
  const gateway = paymentGateway();
  const { order, transaction } = await db().transaction(async (tx) => {
    // The member's row lock also serialises the per-member promo limit.
    await lockMemberBalance(tx, member.id);
    await refuseTooManyPendingOrders(tx, member.id);
    let promo: PromoCode | undefined;
    if (input.promotionCode) promo = await usablePromo(tx, input.promotionCode, pkg, member.id);
    const discountFils = promo ? discountFor(promo, pkg.priceFils) : 0;
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        memberId: member.id,
        packageId: pkg.id,
        priceFils: pkg.priceFils,
        discountFils,
        amountFils: pkg.priceFils - discountFils,
        promoCodeId: promo?.id,
      })
      .returning();
    if (promo) await takePromo(tx, promo, member.id, order!.id);
    return { order: order!, transaction: await insertTransaction(tx, order!, gateway.name, input.paymentMethod) };
  });
  // A monthly data subscription offers to keep the card for its renewals (Tap's save_card; the member decides there).
  const saveCard = pkg.kind === 'data-access' && pkg.billing === 'monthly';
  return openCharge(member, order, transaction, {
    description: `${pkg.nameEn} — Manzil`,
    returnKind: pkg.kind,
    returnTo,
    failure,
    saveCard,
  });
}

/**
 * The order of an official appraisal's fee (issue 16): no package, no promo code; the amount is the fee the request
 * was made with. Paid like a package, settled by `settleCharge`, which marks the request paid instead of crediting.
 */
export async function createAppraisalFeeOrder(
  member: Member,
  input: { requestId: number; amountFils: number; paymentMethod: CreateUserPackageInput['paymentMethod'] },
  returnTo: ReturnTo,
): Promise<ChargeState> {
  const gateway = paymentGateway();
  await refreshOpenAppraisalCharges(input.requestId);
  const { order, transaction } = await db().transaction(async (tx) => {
    await lockMemberBalance(tx, member.id);
    await refuseSecondAppraisalOrder(tx, input.requestId);
    await refuseTooManyPendingOrders(tx, member.id);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        memberId: member.id,
        appraisalRequestId: input.requestId,
        priceFils: input.amountFils,
        amountFils: input.amountFils,
      })
      .returning();
    return { order: order!, transaction: await insertTransaction(tx, order!, gateway.name, input.paymentMethod) };
  });
  return openCharge(member, order, transaction, {
    description: `Official appraisal #${input.requestId} — Manzil`,
    returnKind: 'appraisal',
    returnTo,
    failure: 'PAYMENT_FAILED',
  });
}

/** The gateway's word on the request's open charges first: one the member cancelled or let lapse frees the request. */
async function refreshOpenAppraisalCharges(requestId: number): Promise<void> {
  const open = await db()
    .select({ chargeId: paymentTransactions.chargeId })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(
      and(
        eq(paymentOrders.appraisalRequestId, requestId),
        eq(paymentOrders.status, 'pending'),
        isNotNull(paymentTransactions.chargeId),
        inArray(paymentTransactions.status, openStatuses),
      ),
    );
  for (const { chargeId } of open) await settleCharge(chargeId!, 'retry');
}

/**
 * One appraisal request is paid at most once: no second order while one is pending (its charge may still be paid)
 * or paid. Read under the request's row lock, so two parallel attempts cannot both pass; never reaches the gateway.
 */
async function refuseSecondAppraisalOrder(tx: Tx, requestId: number): Promise<void> {
  const [request] = await tx
    .select({ paidAt: appraisalRequests.paidAt })
    .from(appraisalRequests)
    .where(eq(appraisalRequests.id, requestId))
    .for('update');
  if (!request) throw new ApiError('NOT_FOUND');
  if (request.paidAt) throw new ApiError('ALREADY_PAID');
  const [open] = await tx
    .select({ status: paymentOrders.status })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.appraisalRequestId, requestId), inArray(paymentOrders.status, ['pending', 'paid'])))
    .limit(1);
  if (open) throw new ApiError(open.status === 'paid' ? 'ALREADY_PAID' : 'PAYMENT_IN_PROGRESS');
}

/** Opens the order's charge at the gateway and keeps its id and payment page; a gateway that refuses ends the order. */
async function openCharge(
  member: Member,
  order: Order,
  transaction: Transaction,
  options: {
    description: string;
    returnKind: string;
    returnTo: ReturnTo;
    failure: Extract<ErrorCode, 'PAYMENT_FAILED' | 'SUBSCRIPTION_FAILED'>;
    saveCard?: boolean;
  },
): Promise<ChargeState> {
  const gateway = paymentGateway();
  const { failure, saveCard = false } = options;
  const base = config().PUBLIC_BASE_URL;
  const customerId = saveCard ? ((await findSubscription(member.id))?.customerId ?? null) : null;
  let charge: Charge;
  try {
    charge = await gateway.createCharge({
      amountFils: order.amountFils,
      currency: 'KWD',
      method: transaction.method,
      orderRef: String(order.id),
      transactionRef: String(transaction.id),
      idempotencyKey: transaction.idempotencyKey,
      description: options.description,
      redirectUrl: returnUrl(options.returnKind, options.returnTo),
      postUrl: `${base}/api/v1/common/payments/webhook`,
      customer: { firstName: member.firstName, lastName: member.lastName, email: member.email, phone: member.phone },
      saveCard,
      customerId,
    });
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    logger.error({ err, orderId: order.id }, 'payment: the gateway did not open a charge');
    await closeTransaction(order, transaction, 'FAILED');
    throw new ApiError(failure);
  }
  const [opened] = await db()
    .update(paymentTransactions)
    .set({ chargeId: charge.id, status: charge.status, paymentUrl: charge.paymentUrl ?? null, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, transaction.id))
    .returning();
  logger.info(
    { orderId: order.id, transactionId: transaction.id, chargeId: charge.id, amountFils: order.amountFils },
    'payment: charge opened',
  );
  return toState(order, opened!);
}

/** Ends an unpaid transaction (a final status other than CAPTURED) and its order once, giving back a promo code. */
async function closeTransaction(order: Order, transaction: Transaction, status: ChargeStatus): Promise<void> {
  await db().transaction(async (tx) => {
    const [closed] = await tx
      .update(paymentTransactions)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          eq(paymentTransactions.id, transaction.id),
          isNull(paymentTransactions.creditedAt),
          inArray(paymentTransactions.status, openStatuses),
        ),
      )
      .returning({ id: paymentTransactions.id });
    if (!closed) return;
    await tx
      .update(paymentOrders)
      .set({ status: orderStatusFor(status), updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')));
    await releasePromo(tx, order.id);
  });
}

async function findByCharge(chargeId: string) {
  const [row] = await db()
    .select({ order: paymentOrders, transaction: paymentTransactions, refundId: paymentRefunds.id })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.transactionId, paymentTransactions.id))
    .where(eq(paymentTransactions.chargeId, chargeId));
  return row;
}

/**
 * Whether our record of the charge is final: credited, refunded, or ended by the gateway. An expired order's charge
 * is asked about again when a callback names it, because the order may have been ended by our own expiry while the
 * charge was still open: a capture that still comes is then refunded.
 */
const isSettled = (row: NonNullable<Awaited<ReturnType<typeof findByCharge>>>) =>
  row.transaction.creditedAt !== null ||
  row.refundId !== null ||
  (finalChargeStatuses.has(row.transaction.status) && row.order.status !== 'expired');

/** Our record of a charge, for its member only (another member's charge does not exist for them). */
export async function chargeState(chargeId: string, memberId: number): Promise<ChargeState> {
  const row = await findByCharge(chargeId);
  if (!row || row.order.memberId !== memberId) throw new ApiError('NOT_FOUND');
  return toState(row.order, row.transaction);
}

/** What must agree between the gateway's charge and our order before a fils is credited (kuwait-facts §A). */
function mismatch(charge: Charge, order: Order, transaction: Transaction): string | undefined {
  if (charge.id !== transaction.chargeId) return 'charge id';
  if (charge.amountFils !== order.amountFils || charge.amountFils !== transaction.amountFils) return 'amount';
  if (charge.currency !== order.currency || charge.currency !== transaction.currency) return 'currency';
  if (charge.orderRef !== String(order.id)) return 'reference.order';
  if (charge.transactionRef !== undefined && charge.transactionRef !== String(transaction.id))
    return 'reference.transaction';
  return undefined;
}

/**
 * Brings our record of a charge in line with the gateway's: asks the gateway (its answer is the only truth; nothing in
 * the callback is believed), checks amount, currency and references against the order, and on CAPTURED credits the
 * package exactly once — the conditional update of `credited_at` and the ledger rows commit together, so the
 * redirect, the webhook, a retry and the reconciliation job may race and only one of them credits.
 */
export async function settleCharge(chargeId: string, via: SettleVia, memberId?: number): Promise<ChargeState> {
  const row = await findByCharge(chargeId);
  if (!row || (memberId !== undefined && row.order.memberId !== memberId)) {
    // Anyone may name a reference on the public return page: only the gateway's signed webhook naming one is a warning.
    if (!row)
      logger[via === 'webhook' ? 'warn' : 'info']({ chargeId, via }, 'payment: a callback named an unknown charge');
    throw new ApiError('NOT_FOUND');
  }
  if (isSettled(row)) return toState(row.order, row.transaction);

  let charge: Charge;
  try {
    charge = await paymentGateway().retrieveCharge(chargeId);
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    logger.warn({ err, chargeId, via }, 'payment: the gateway did not answer; the charge stays pending');
    return toState(row.order, row.transaction);
  }
  const wrong = mismatch(charge, row.order, row.transaction);
  if (wrong) {
    logger.error(
      { chargeId, via, field: wrong, orderId: row.order.id, charge },
      'payment: the charge does not match its order; nothing credited',
    );
    return toState(row.order, row.transaction);
  }

  if (charge.status === 'CAPTURED') {
    await settleCapture(row.order, row.transaction, charge, via);
  } else if (finalChargeStatuses.has(charge.status)) {
    await closeTransaction(row.order, row.transaction, charge.status);
    logger.info({ chargeId, via, status: charge.status, orderId: row.order.id }, 'payment: charge ended unpaid');
  } else if (charge.status !== row.transaction.status) {
    await db()
      .update(paymentTransactions)
      .set({ status: charge.status, updatedAt: new Date() })
      .where(
        and(
          eq(paymentTransactions.id, row.transaction.id),
          isNull(paymentTransactions.creditedAt),
          inArray(paymentTransactions.status, openStatuses),
        ),
      );
  }
  const fresh = await findByCharge(chargeId);
  return toState(fresh!.order, fresh!.transaction);
}

type Capture =
  | { kind: 'none' }
  | { kind: 'refund'; refundId: number }
  | { kind: 'appraisal' }
  | { kind: 'package'; pkg: typeof packages.$inferSelect };

/**
 * A captured charge, decided once under the order's row lock (the redirect, the webhook, a retry and the jobs may
 * race): an order still pending takes it — the package is credited, or the appraisal request is marked paid — and
 * the transaction's `credited_at` and the ledger rows commit together. A capture the order can no longer take (its
 * appraisal request was paid by another order, or the order had ended) is recorded as a refund in the same
 * transaction and given back through the gateway after the commit.
 */
async function settleCapture(pending: Order, transaction: Transaction, charge: Charge, via: SettleVia): Promise<void> {
  const now = clockNow();
  const references = {
    gatewayReference: charge.gatewayReference ?? null,
    paymentReference: charge.paymentReference ?? null,
  };
  const capture = await db().transaction(async (tx): Promise<Capture> => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, pending.id)).for('update');
    const [current] = await tx
      .select({ creditedAt: paymentTransactions.creditedAt, refundId: paymentRefunds.id })
      .from(paymentTransactions)
      .leftJoin(paymentRefunds, eq(paymentRefunds.transactionId, paymentTransactions.id))
      .where(eq(paymentTransactions.id, transaction.id));
    if (!order || !current || current.creditedAt || current.refundId) return { kind: 'none' };
    const open = order.status === 'pending';
    if (
      !open ||
      (order.appraisalRequestId !== null && !(await claimAppraisalRequest(tx, order.appraisalRequestId, now)))
    ) {
      await tx
        .update(paymentTransactions)
        .set({ status: 'CAPTURED', ...references, updatedAt: now })
        .where(eq(paymentTransactions.id, transaction.id));
      await tx.update(paymentOrders).set({ status: 'refunded', updatedAt: now }).where(eq(paymentOrders.id, order.id));
      const refundId = await recordRefund(tx, {
        transactionId: transaction.id,
        amountFils: transaction.amountFils,
        reason: open ? 'already-paid' : 'order-closed',
      });
      return { kind: 'refund', refundId };
    }
    await tx
      .update(paymentTransactions)
      .set({ status: 'CAPTURED', creditedAt: now, ...references, updatedAt: now })
      .where(eq(paymentTransactions.id, transaction.id));
    await tx.update(paymentOrders).set({ status: 'paid', updatedAt: now }).where(eq(paymentOrders.id, order.id));
    if (order.appraisalRequestId !== null) return { kind: 'appraisal' };
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, order.packageId!));
    if (!(await creditPurchase(tx, { memberId: order.memberId, pkg: pkg!, transactionId: transaction.id, now })))
      throw new Error(`charge ${charge.id} already has a purchase row`);
    await confirmPromo(tx, order.id);
    if (pkg!.kind === 'data-access')
      await recordSubscriptionPurchase(tx, { memberId: order.memberId, pkg: pkg!, savedCard: charge.savedCard, now });
    return { kind: 'package', pkg: pkg! };
  });
  const context = { chargeId: charge.id, via, orderId: pending.id, memberId: pending.memberId };
  if (capture.kind === 'refund') {
    logger.warn(
      { ...context, appraisalRequestId: pending.appraisalRequestId },
      'payment: a capture its order cannot take; refunding it',
    );
    await issueRefund(capture.refundId);
  }
  if (capture.kind === 'appraisal' || capture.kind === 'package') {
    // The "payment received" notice on the member's channels (the receipt e-mail below is the accounting record).
    const item =
      capture.kind === 'package'
        ? { ar: capture.pkg.nameAr, en: capture.pkg.nameEn }
        : { ar: translateKey('appraisal.feeService', 'ar'), en: translateKey('appraisal.feeService', 'en') };
    await notify(
      pending.memberId,
      'payment-received',
      { amount: { paidFils: pending.amountFils }, item },
      {
        link: capture.kind === 'package' ? '/profile/account-balances' : '/profile/request-followup',
        dedupeKey: `payment-received:${transaction.id}`,
      },
    ).catch((err: unknown) => logger.error({ err, ...context }, 'payment: the "payment received" notice failed'));
  }
  if (capture.kind === 'appraisal') {
    logger.info({ ...context, appraisalRequestId: pending.appraisalRequestId }, 'payment: appraisal fee captured');
    // After the commit, by the one settlement that won; a queue that fails leaves the request to the sweep, not the payment unanswered.
    await queueAppraisalOfficeNotice(pending.appraisalRequestId!).catch((err: unknown) =>
      logger.error(
        { err, appraisalRequestId: pending.appraisalRequestId },
        'payment: the office notice was not queued; the sweep sends it',
      ),
    );
  } else if (capture.kind === 'package') {
    logger.info({ ...context, packageId: capture.pkg.id }, 'payment: captured and credited');
    void sendReceipt({
      memberId: pending.memberId,
      pkg: capture.pkg,
      transactionId: transaction.id,
      chargeId: charge.id,
      amountFils: pending.amountFils,
      paidAt: now,
    });
  }
}

/** Marks the appraisal request paid unless another order paid it first. */
async function claimAppraisalRequest(tx: Tx, requestId: number, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(appraisalRequests)
    .set({ paidAt: now, updatedAt: now })
    .where(and(eq(appraisalRequests.id, requestId), isNull(appraisalRequests.paidAt)))
    .returning({ id: appraisalRequests.id });
  return Boolean(claimed);
}

/**
 * The reconciliation job: asks the gateway about charges still open a few minutes after they were made (a member
 * who closed the tab, a webhook lost), and closes transactions whose charge was never opened.
 */
export async function reconcilePendingCharges(
  now = new Date(),
  options: { olderThanMinutes?: number; limit?: number } = {},
): Promise<{ checked: number; credited: number }> {
  const before = new Date(now.getTime() - (options.olderThanMinutes ?? 5) * 60_000);
  const pending = await db()
    .select({ chargeId: paymentTransactions.chargeId })
    .from(paymentTransactions)
    .where(
      and(
        isNull(paymentTransactions.creditedAt),
        inArray(paymentTransactions.status, openStatuses),
        isNotNull(paymentTransactions.chargeId),
        lt(paymentTransactions.createdAt, before),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(options.limit ?? 200);
  let credited = 0;
  for (const { chargeId } of pending) {
    const state = await settleCharge(chargeId!, 'reconciliation').catch((err: unknown) => {
      logger.error({ err, chargeId }, 'payment: reconciliation failed for a charge');
      return undefined;
    });
    if (state?.paid) credited += 1;
  }
  // A process that died between the order and the gateway's answer leaves a transaction without a charge. Renewal
  // claims are left to the renewal job, which asks the gateway again with the same idempotency key (it may have charged).
  const stale = new Date(now.getTime() - config().PAYMENT_CHARGE_EXPIRY_MINUTES * 60_000 * 2);
  const orphans = await db()
    .select({ order: paymentOrders, transaction: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(
      and(
        isNull(paymentTransactions.chargeId),
        notInArray(paymentTransactions.status, [...finalChargeStatuses]),
        lt(paymentTransactions.createdAt, stale),
        notLike(paymentTransactions.idempotencyKey, 'renew\\_%'),
      ),
    )
    .limit(options.limit ?? 200);
  for (const { order, transaction } of orphans) await closeTransaction(order, transaction, 'FAILED');
  return { checked: pending.length, credited };
}

/** The member's payments, newest first (spec §3 Transaction: service, id, date and time, status, amount). */
export async function memberTransactions(memberId: number, limit = 50) {
  return db()
    .select({
      id: paymentTransactions.id,
      orderId: paymentOrders.id,
      chargeId: paymentTransactions.chargeId,
      packageId: packages.id,
      appraisalRequestId: paymentOrders.appraisalRequestId,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
      status: paymentTransactions.status,
      orderStatus: paymentOrders.status,
      amountFils: paymentTransactions.amountFils,
      currency: paymentTransactions.currency,
      createdAt: paymentTransactions.createdAt,
    })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .leftJoin(packages, eq(packages.id, paymentOrders.packageId))
    .where(eq(paymentOrders.memberId, memberId))
    .orderBy(desc(paymentTransactions.id))
    .limit(limit);
}
