import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { finalChargeStatuses } from '@/lib/schemas/payments';
import { config } from '../../config';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { dataSubscriptions, packages, paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { now as clockNow } from '../../lib/clock';
import { logger } from '../../logger';
import { paymentGateway } from '../../providers/registry';
import { PaymentGatewayError } from '../../providers/payments/payment-gateway';
import { notify } from '../notifications/notify';
import { packagePriceOn, type PackageRow, type PricedPackage } from './catalogue';
import { dataAccessUntil, lockMemberBalance } from './ledger';
import { settleCharge } from './orders';
import type { DataSubscription } from './subscriptions';

/**
 * The renewal's identity: one subscription, one paid period (named by the instant it ends). It is the transaction's
 * unique idempotency key and Tap's `reference.idempotent`, so a period is charged once however many times or
 * instances the job runs: the first insert of the key wins, every other run finds it and charges nothing.
 */
export const renewalKey = (subscriptionId: number, periodEnd: Date) => `renew_${subscriptionId}_${periodEnd.getTime()}`;

type Outcome = 'renewed' | 'failed' | 'pending' | 'skipped';

class AlreadyClaimed extends Error {}

/**
 * The renewal job: every data subscription that renews itself (a saved card, not cancelled, auto-renewal on) and whose
 * paid period ends within SUBSCRIPTION_RENEWAL_LEAD_HOURS is charged for one more period through the gateway's
 * saved-card charge, then settled like any charge (credited once, the new months starting where access ends). A
 * declined renewal leaves the member told (a notification, e-mail by default) and unsubscribed when the period ends.
 */
export async function renewDueSubscriptions(
  at = clockNow(),
  options: { limit?: number } = {},
): Promise<Record<Outcome, number>> {
  const leadMs = config().SUBSCRIPTION_RENEWAL_LEAD_HOURS * 3600_000;
  const candidates = await db()
    .select({ sub: dataSubscriptions, pkg: packages })
    .from(dataSubscriptions)
    .innerJoin(packages, eq(packages.id, dataSubscriptions.packageId))
    .innerJoin(members, eq(members.id, dataSubscriptions.memberId))
    .where(
      and(
        eq(dataSubscriptions.autoRenew, true),
        isNotNull(dataSubscriptions.cardId),
        isNull(dataSubscriptions.cancelledAt),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(dataSubscriptions.id)
    .limit(options.limit ?? 500);
  const counts: Record<Outcome, number> = { renewed: 0, failed: 0, pending: 0, skipped: 0 };
  for (const { sub, pkg } of candidates) {
    const until = await dataAccessUntil(sub.memberId, at);
    if (!until || until.getTime() - at.getTime() > leadMs) continue;
    if (sub.renewalFailedFor?.getTime() === until.getTime()) continue;
    // The new period is charged at the price in effect when it begins.
    const priceFils = await packagePriceOn(pkg.id, until);
    if (priceFils === undefined) continue;
    const outcome = await renewOne(sub, { ...pkg, priceFils }, until).catch((err: unknown) => {
      logger.error({ err, subscriptionId: sub.id }, 'subscription renewal failed unexpectedly');
      return 'pending' as const;
    });
    counts[outcome] += 1;
  }
  if (counts.renewed + counts.failed + counts.pending > 0) logger.info(counts, 'subscription renewals done');
  return counts;
}

async function renewalTransaction(key: string) {
  const [row] = await db()
    .select({ order: paymentOrders, transaction: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(eq(paymentTransactions.idempotencyKey, key));
  return row;
}

/** A claim older than this with no charge yet was left by a run that died or lost the gateway: it may be retried. */
const STALE_CLAIM_MS = 2 * 60_000;

async function renewOne(sub: DataSubscription, pkg: PricedPackage, until: Date): Promise<Outcome> {
  const key = renewalKey(sub.id, until);
  const gateway = paymentGateway();
  let claim = await renewalTransaction(key);
  if (!claim) {
    claim = await db()
      .transaction(async (tx) => {
        await lockMemberBalance(tx, sub.memberId);
        const [order] = await tx
          .insert(paymentOrders)
          .values({ memberId: sub.memberId, packageId: pkg.id, priceFils: pkg.priceFils, amountFils: pkg.priceFils })
          .returning();
        const [transaction] = await tx
          .insert(paymentTransactions)
          .values({
            orderId: order!.id,
            provider: gateway.name,
            method: 'card',
            idempotencyKey: key,
            amountFils: pkg.priceFils,
          })
          .onConflictDoNothing()
          .returning();
        // Another run took this period first: the order goes with the rolled-back transaction.
        if (!transaction) throw new AlreadyClaimed();
        return { order: order!, transaction };
      })
      .catch((err: unknown) => {
        if (err instanceof AlreadyClaimed) return undefined;
        throw err;
      });
    if (!claim) return 'skipped';
  } else if (
    claim.transaction.chargeId ||
    finalChargeStatuses.has(claim.transaction.status) ||
    Date.now() - claim.transaction.createdAt.getTime() < STALE_CLAIM_MS
  ) {
    claim = undefined;
  }
  if (claim) {
    const base = config().PUBLIC_BASE_URL;
    try {
      // The same key is Tap's `reference.idempotent`: retrying a claim the gateway did answer gets the same charge back.
      const charge = await gateway.chargeSavedCard({
        amountFils: claim.order.amountFils,
        currency: 'KWD',
        orderRef: String(claim.order.id),
        transactionRef: String(claim.transaction.id),
        idempotencyKey: key,
        description: `${pkg.nameEn} (renewal) — Manzil`,
        redirectUrl: `${base}/payment-redirect-subscription`,
        postUrl: `${base}/api/v1/common/payments/webhook`,
        card: { cardId: sub.cardId!, customerId: sub.customerId!, agreementId: sub.agreementId! },
      });
      // Only the charge id: settling reads the status from the gateway and moves it (and credits) once.
      await db()
        .update(paymentTransactions)
        .set({ chargeId: charge.id, updatedAt: new Date() })
        .where(eq(paymentTransactions.id, claim.transaction.id));
      await settleCharge(charge.id, 'renewal');
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      // The gateway may or may not have charged: the claim stays open and a later run asks again with the same key.
      logger.warn({ err, subscriptionId: sub.id }, 'subscription renewal: the gateway did not answer; will ask again');
      return 'pending';
    }
  }
  const row = await renewalTransaction(key);
  if (!row) return 'skipped';
  if (row.transaction.creditedAt) return 'renewed';
  if (!finalChargeStatuses.has(row.transaction.status)) return 'pending';
  await renewalFailed(sub, pkg, until);
  return 'failed';
}

/** Once per period: the subscription remembers the failure (the page says so) and the member is told. */
async function renewalFailed(sub: DataSubscription, pkg: PackageRow, until: Date): Promise<void> {
  await db()
    .update(dataSubscriptions)
    .set({ renewalFailedFor: until, updatedAt: new Date() })
    .where(eq(dataSubscriptions.id, sub.id));
  await notify(
    sub.memberId,
    'subscription-renewal-failed',
    { item: { ar: pkg.nameAr, en: pkg.nameEn }, endsOn: { date: until.toISOString() } },
    { link: '/subscribe', dedupeKey: `renewal-failed:${sub.id}:${until.getTime()}` },
  );
  logger.info(
    { subscriptionId: sub.id, memberId: sub.memberId, until },
    'subscription renewal declined; access ends with the period',
  );
}
