import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { paymentOrders, paymentTransactions, promoCodes } from '../../db/schema/payments';

/**
 * Spec §3 Balance: a package carries its optional promo code. A bought lot names the charge that paid for it; this
 * answers the code its order used, by that charge, for one member's charges.
 */
export async function promoCodesByCharge(memberId: number): Promise<Map<number, string>> {
  const rows = await db()
    .select({ transactionId: paymentTransactions.id, code: promoCodes.code })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .innerJoin(promoCodes, eq(promoCodes.id, paymentOrders.promoCodeId))
    .where(eq(paymentOrders.memberId, memberId));
  return new Map(rows.map((row) => [row.transactionId, row.code]));
}
