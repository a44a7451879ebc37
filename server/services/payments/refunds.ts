import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { paymentRefunds, paymentTransactions, type RefundReason } from '../../db/schema/payments';
import { logger } from '../../logger';
import { paymentGateway } from '../../providers/registry';
import { PaymentGatewayError } from '../../providers/payments/payment-gateway';
import type { Tx } from './ledger';

/** Tap's reasons: a second payment of one appraisal is a duplicate; a capture after its order ended is given back. */
const gatewayReason = {
  'already-paid': 'duplicate',
  'order-closed': 'requested_by_customer',
  staff: 'requested_by_customer',
} as const;

const refundDescription = {
  'already-paid': 'already paid by another payment',
  'order-closed': 'paid after the order had ended',
  staff: 'refunded by Manzil',
} as const;

/** Records, inside the transaction that decided it, that a transaction's capture is to be given back (once). */
export async function recordRefund(
  tx: Tx,
  input: { transactionId: number; amountFils: number; reason: RefundReason; requestedBy?: number; note?: string },
): Promise<number> {
  const [inserted] = await tx
    .insert(paymentRefunds)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (inserted) return inserted.id;
  const [existing] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.transactionId, input.transactionId));
  return existing!.id;
}

/**
 * Asks the gateway to refund a recorded refund's charge in full. The attempt is counted before the call, and only a
 * refund the gateway has not answered yet is sent, so parallel callers send it once; a gateway that fails leaves it
 * to the reconciliation job (`retryRefunds`), at most PAYMENT_REFUND_ATTEMPTS times in all.
 */
export async function issueRefund(refundId: number, now = new Date()): Promise<void> {
  const [claimed] = await db()
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(paymentRefunds.id, refundId),
        isNull(paymentRefunds.refundId),
        lt(paymentRefunds.attempts, config().PAYMENT_REFUND_ATTEMPTS),
      ),
    )
    .returning();
  if (!claimed) return;
  const [transaction] = await db()
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, claimed.transactionId));
  try {
    const refund = await paymentGateway().refundCharge({
      chargeId: transaction!.chargeId!,
      amountFils: claimed.amountFils,
      currency: claimed.currency,
      reason: gatewayReason[claimed.reason],
      description: `Manzil order ${transaction!.orderId}: ${refundDescription[claimed.reason]}`,
      merchantReference: `refund_${claimed.id}`,
    });
    await db()
      .update(paymentRefunds)
      .set({ refundId: refund.id, status: refund.status, updatedAt: new Date() })
      .where(eq(paymentRefunds.id, claimed.id));
    logger.info(
      { refundId: refund.id, status: refund.status, chargeId: transaction!.chargeId, amountFils: claimed.amountFils },
      'payment: refund sent to the gateway',
    );
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    const last = claimed.attempts >= config().PAYMENT_REFUND_ATTEMPTS;
    logger.error(
      { err, paymentRefundId: claimed.id, chargeId: transaction!.chargeId, attempts: claimed.attempts },
      last
        ? 'payment: the gateway refused the refund for the last time; refund it by hand'
        : 'payment: the gateway did not take the refund; asked again later',
    );
  }
}

/** The reconciliation job: refunds the gateway did not take, asked again a few minutes after the last attempt. */
export async function retryRefunds(
  now = new Date(),
  options: { olderThanMinutes?: number; limit?: number } = {},
): Promise<number> {
  const before = new Date(now.getTime() - (options.olderThanMinutes ?? 5) * 60_000);
  const waiting = await db()
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        isNull(paymentRefunds.refundId),
        lt(paymentRefunds.attempts, config().PAYMENT_REFUND_ATTEMPTS),
        lt(paymentRefunds.updatedAt, before),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(options.limit ?? 100);
  for (const { id } of waiting) await issueRefund(id, now);
  return waiting.length;
}
