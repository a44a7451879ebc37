import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, notLike, sql } from 'drizzle-orm';
import { finalChargeStatuses, type ChargeState, type ChargeStatus, type CreateUserPackageInput, type OrderStatus } from '@/lib/schemas/payments';
import { accountTypes } from '../../db/schema/accounts';
import { config } from '../../config';
import { db } from '../../db/client';
import { appraisalRequests } from '../../db/schema/appraisals';
import { queueAppraisalOfficeNotice } from '../../jobs/appraisal-office-notice';
import { packages, paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { ApiError, type ErrorCode } from '../../lib/errors';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../logger';
import { paymentGateway } from '../../providers/registry';
import { PaymentGatewayError, type Charge } from '../../providers/payments/payment-gateway';
import type { Member } from '../members/members';
import { findActivePackage } from './catalogue';
import { creditPurchase, lockMemberBalance, type Tx } from './ledger';
import { sendReceipt } from './receipt';
import { findSubscription, recordSubscriptionPurchase } from './subscriptions';
import { confirmPromo, discountFor, releasePromo, takePromo, usablePromo, type PromoCode } from './promo-codes';

type Order = typeof paymentOrders.$inferSelect;
type Transaction = typeof paymentTransactions.$inferSelect;

/** How a charge's outcome reached us; logged with every settlement. */
export type SettleVia = 'redirect' | 'webhook' | 'reconciliation' | 'renewal';

/** Statuses a charge may still leave. */
const openStatuses: ChargeStatus[] = ['INITIATED', 'IN_PROGRESS', 'AUTHORIZED', 'UNKNOWN'];

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

/** The return page of each kind of purchase (spec §2): the gateway adds `tap_id` to it. */
const returnPath = (kind: string) => (kind === 'data-access' ? '/payment-redirect-subscription' : kind === 'appraisal' ? '/payment-redirect-appraisal' : '/payment-redirect');

/** A member may leave only so many orders unpaid within an hour (each one opens a charge at the gateway). */
async function refuseTooManyPendingOrders(tx: Tx, memberId: number): Promise<void> {
  const [open] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.memberId, memberId), eq(paymentOrders.status, 'pending'), gt(paymentOrders.createdAt, new Date(Date.now() - 3600_000))));
  if ((open?.count ?? 0) >= config().PENDING_ORDERS_PER_MEMBER_HOUR) throw new ApiError('LIMIT_REACHED');
}

/** The order's transaction row, whose random idempotency key the gateway sees once. */
async function insertTransaction(tx: Tx, order: Order, provider: Transaction['provider'], method: CreateUserPackageInput['paymentMethod']): Promise<Transaction> {
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({ orderId: order.id, provider, method, idempotencyKey: `mzl_${order.id}_${randomBytes(12).toString('hex')}`, amountFils: order.amountFils })
    .returning();
  return transaction!;
}

/**
 * An order and its charge: the price is read now, a promo code is taken atomically with the order (and given back
 * if the charge fails), then the gateway opens the charge and the member is sent to its payment page.
 * `failure` is the error the member sees when the gateway cannot open it (spec §8: payment or subscription).
 */
export async function createOrder(member: Member, input: CreateUserPackageInput, failure: Extract<ErrorCode, 'PAYMENT_FAILED' | 'SUBSCRIPTION_FAILED'> = 'PAYMENT_FAILED'): Promise<ChargeState> {
  const pkg = await findActivePackage(input.packageId);
  if (!pkg) throw new ApiError('NOT_FOUND');
  if (pkg.officesOnly && member.accountType !== accountTypes.office) throw new ApiError('FORBIDDEN');
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
      .values({ memberId: member.id, packageId: pkg.id, priceFils: pkg.priceFils, discountFils, amountFils: pkg.priceFils - discountFils, promoCodeId: promo?.id })
      .returning();
    if (promo) await takePromo(tx, promo, member.id, order!.id);
    return { order: order!, transaction: await insertTransaction(tx, order!, gateway.name, input.paymentMethod) };
  });
  // A monthly data subscription offers to keep the card for its renewals (Tap's save_card; the member decides there).
  const saveCard = pkg.kind === 'data-access' && pkg.billing === 'monthly';
  return openCharge(member, order, transaction, { description: `${pkg.nameEn} — Manzil`, returnKind: pkg.kind, failure, saveCard });
}

/**
 * The order of an official appraisal's fee (issue 16): no package, no promo code; the amount is the fee the request
 * was made with. Paid like a package, settled by `settleCharge`, which marks the request paid instead of crediting.
 */
export async function createAppraisalFeeOrder(member: Member, input: { requestId: number; amountFils: number; paymentMethod: CreateUserPackageInput['paymentMethod'] }): Promise<ChargeState> {
  const gateway = paymentGateway();
  const { order, transaction } = await db().transaction(async (tx) => {
    await lockMemberBalance(tx, member.id);
    await refuseTooManyPendingOrders(tx, member.id);
    const [order] = await tx
      .insert(paymentOrders)
      .values({ memberId: member.id, appraisalRequestId: input.requestId, priceFils: input.amountFils, amountFils: input.amountFils })
      .returning();
    return { order: order!, transaction: await insertTransaction(tx, order!, gateway.name, input.paymentMethod) };
  });
  return openCharge(member, order, transaction, { description: `Official appraisal #${input.requestId} — Manzil`, returnKind: 'appraisal', failure: 'PAYMENT_FAILED' });
}

/** Opens the order's charge at the gateway and keeps its id and payment page; a gateway that refuses ends the order. */
async function openCharge(
  member: Member,
  order: Order,
  transaction: Transaction,
  options: { description: string; returnKind: string; failure: Extract<ErrorCode, 'PAYMENT_FAILED' | 'SUBSCRIPTION_FAILED'>; saveCard?: boolean },
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
      redirectUrl: `${base}${returnPath(options.returnKind)}`,
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
  logger.info({ orderId: order.id, transactionId: transaction.id, chargeId: charge.id, amountFils: order.amountFils }, 'payment: charge opened');
  return toState(order, opened!);
}

/** Ends an unpaid transaction (a final status other than CAPTURED) and its order once, giving back a promo code. */
async function closeTransaction(order: Order, transaction: Transaction, status: ChargeStatus): Promise<void> {
  await db().transaction(async (tx) => {
    const [closed] = await tx
      .update(paymentTransactions)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(paymentTransactions.id, transaction.id), isNull(paymentTransactions.creditedAt), inArray(paymentTransactions.status, openStatuses)))
      .returning({ id: paymentTransactions.id });
    if (!closed) return;
    await tx.update(paymentOrders).set({ status: orderStatusFor(status), updatedAt: new Date() }).where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')));
    await releasePromo(tx, order.id);
  });
}

async function findByCharge(chargeId: string) {
  const [row] = await db()
    .select({ order: paymentOrders, transaction: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(eq(paymentTransactions.chargeId, chargeId));
  return row;
}

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
  if (charge.transactionRef !== undefined && charge.transactionRef !== String(transaction.id)) return 'reference.transaction';
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
    if (!row) logger.warn({ chargeId, via }, 'payment: a callback named an unknown charge');
    throw new ApiError('NOT_FOUND');
  }
  if (row.transaction.creditedAt || finalChargeStatuses.has(row.transaction.status)) return toState(row.order, row.transaction);

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
    logger.error({ chargeId, via, field: wrong, orderId: row.order.id, charge }, 'payment: the charge does not match its order; nothing credited');
    return toState(row.order, row.transaction);
  }

  if (charge.status === 'CAPTURED' && row.order.appraisalRequestId !== null) {
    await settleAppraisalFee(row.order, row.transaction, charge, chargeId, via);
  } else if (charge.status === 'CAPTURED') {
    const pkg = (await db().select().from(packages).where(eq(packages.id, row.order.packageId!)))[0]!;
    const now = clockNow();
    const credited = await db().transaction(async (tx) => {
      const [won] = await tx
        .update(paymentTransactions)
        .set({ status: 'CAPTURED', creditedAt: now, gatewayReference: charge.gatewayReference ?? null, paymentReference: charge.paymentReference ?? null, updatedAt: now })
        .where(and(eq(paymentTransactions.id, row.transaction.id), isNull(paymentTransactions.creditedAt)))
        .returning({ id: paymentTransactions.id });
      if (!won) return false;
      if (!(await creditPurchase(tx, { memberId: row.order.memberId, pkg, transactionId: row.transaction.id, now }))) throw new Error(`charge ${chargeId} already has a purchase row`);
      await tx.update(paymentOrders).set({ status: 'paid', updatedAt: now }).where(eq(paymentOrders.id, row.order.id));
      await confirmPromo(tx, row.order.id);
      if (pkg.kind === 'data-access') await recordSubscriptionPurchase(tx, { memberId: row.order.memberId, pkg, savedCard: charge.savedCard, now });
      return true;
    });
    if (credited) {
      logger.info({ chargeId, via, orderId: row.order.id, packageId: pkg.id, memberId: row.order.memberId }, 'payment: captured and credited');
      void sendReceipt({ memberId: row.order.memberId, pkg, transactionId: row.transaction.id, chargeId, amountFils: row.order.amountFils, paidAt: now });
    }
  } else if (finalChargeStatuses.has(charge.status)) {
    await closeTransaction(row.order, row.transaction, charge.status);
    logger.info({ chargeId, via, status: charge.status, orderId: row.order.id }, 'payment: charge ended unpaid');
  } else if (charge.status !== row.transaction.status) {
    await db()
      .update(paymentTransactions)
      .set({ status: charge.status, updatedAt: new Date() })
      .where(and(eq(paymentTransactions.id, row.transaction.id), isNull(paymentTransactions.creditedAt), inArray(paymentTransactions.status, openStatuses)));
  }
  const fresh = await findByCharge(chargeId);
  return toState(fresh!.order, fresh!.transaction);
}

/**
 * A captured appraisal fee: the transaction, the order and the request are marked paid together, once; then the
 * assigned office's desk is e-mailed (a job).
 */
async function settleAppraisalFee(order: Order, transaction: Transaction, charge: Charge, chargeId: string, via: SettleVia): Promise<void> {
  const now = new Date();
  const settled = await db().transaction(async (tx) => {
    const [won] = await tx
      .update(paymentTransactions)
      .set({ status: 'CAPTURED', creditedAt: now, gatewayReference: charge.gatewayReference ?? null, paymentReference: charge.paymentReference ?? null, updatedAt: now })
      .where(and(eq(paymentTransactions.id, transaction.id), isNull(paymentTransactions.creditedAt)))
      .returning({ id: paymentTransactions.id });
    if (!won) return false;
    await tx.update(paymentOrders).set({ status: 'paid', updatedAt: now }).where(eq(paymentOrders.id, order.id));
    await tx
      .update(appraisalRequests)
      .set({ paidAt: now, updatedAt: now })
      .where(and(eq(appraisalRequests.id, order.appraisalRequestId!), isNull(appraisalRequests.paidAt)));
    return true;
  });
  if (!settled) return;
  logger.info({ chargeId, via, orderId: order.id, appraisalRequestId: order.appraisalRequestId, memberId: order.memberId }, 'payment: appraisal fee captured');
  // After the commit, by the one settlement that won; a queue that fails leaves the request to the sweep, not the payment unanswered.
  await queueAppraisalOfficeNotice(order.appraisalRequestId!).catch((err: unknown) =>
    logger.error({ err, appraisalRequestId: order.appraisalRequestId }, 'payment: the office notice was not queued; the sweep sends it'),
  );
}

/**
 * The reconciliation job: asks the gateway about charges still open a few minutes after they were made (a member
 * who closed the tab, a webhook lost), and closes transactions whose charge was never opened.
 */
export async function reconcilePendingCharges(now = new Date(), options: { olderThanMinutes?: number; limit?: number } = {}): Promise<{ checked: number; credited: number }> {
  const before = new Date(now.getTime() - (options.olderThanMinutes ?? 5) * 60_000);
  const pending = await db()
    .select({ chargeId: paymentTransactions.chargeId })
    .from(paymentTransactions)
    .where(and(isNull(paymentTransactions.creditedAt), inArray(paymentTransactions.status, openStatuses), isNotNull(paymentTransactions.chargeId), lt(paymentTransactions.createdAt, before)))
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
    .where(and(isNull(paymentTransactions.chargeId), notInArray(paymentTransactions.status, [...finalChargeStatuses]), lt(paymentTransactions.createdAt, stale), notLike(paymentTransactions.idempotencyKey, 'renew\\_%')))
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
