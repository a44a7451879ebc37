import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { paymentOrders, paymentTransactions } from '../../db/schema/payments';
import { logger } from '../../logger';
import { openStatuses, settleCharge } from './orders';
import { releasePromo } from './promo-codes';

const notRenewal = sql`not exists (select 1 from ${paymentTransactions} where ${paymentTransactions.orderId} = ${paymentOrders.id} and ${paymentTransactions.idempotencyKey} like 'renew\\_%')`;

/**
 * Orders left unpaid for PAYMENT_ORDER_EXPIRY_MINUTES (longer than the gateway keeps a charge open) expire: the
 * gateway is asked one last time about each open charge (a capture is credited as ever), then the order, its open
 * transactions and the promo code's use it held end together, once. A capture the gateway reports after that is
 * refunded (settleCharge). Renewal claims are left to the renewal job, which asks again with the same key.
 */
export async function expireStaleOrders(now = new Date(), limit = 200): Promise<number> {
  const before = new Date(now.getTime() - config().PAYMENT_ORDER_EXPIRY_MINUTES * 60_000);
  const stale = await db()
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), lt(paymentOrders.createdAt, before), notRenewal))
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of stale) {
    const open = await db()
      .select({ chargeId: paymentTransactions.chargeId })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.orderId, id),
          isNotNull(paymentTransactions.chargeId),
          isNull(paymentTransactions.creditedAt),
          inArray(paymentTransactions.status, openStatuses),
        ),
      );
    for (const { chargeId } of open) {
      await settleCharge(chargeId!, 'expiry').catch((err: unknown) =>
        logger.error({ err, chargeId }, 'payment: the last look at an expiring charge failed'),
      );
    }
    if (await expireOrder(id, now)) expired += 1;
  }
  if (expired > 0) logger.info({ expired }, 'payment: unpaid orders expired');
  return expired;
}

/** Ends a still-pending order, its open transactions and its hold on a promo code in one transaction (once). */
async function expireOrder(orderId: number, now: Date): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending')))
      .returning({ id: paymentOrders.id });
    if (!order) return false;
    await tx
      .update(paymentTransactions)
      .set({ status: 'TIMEDOUT', updatedAt: now })
      .where(
        and(
          eq(paymentTransactions.orderId, orderId),
          isNull(paymentTransactions.creditedAt),
          inArray(paymentTransactions.status, openStatuses),
        ),
      );
    await releasePromo(tx, orderId);
    return true;
  });
}
