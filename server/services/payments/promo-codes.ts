import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PromoQuote } from '@/lib/schemas/payments';
import { config } from '../../config';
import { db } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import type { PricedPackage } from './catalogue';
import type { Tx } from './ledger';

export type PromoCode = typeof promoCodes.$inferSelect;

/** The discount in fils: never more than leaves the smallest chargeable amount (a code never makes an order free). */
export function discountFor(
  promo: Pick<PromoCode, 'discountType' | 'value'>,
  priceFils: number,
  minChargeFils = config().PAYMENT_MIN_CHARGE_FILS,
): number {
  const raw = promo.discountType === 'percent' ? Math.floor((priceFils * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(raw, priceFils - minChargeFils));
}

/**
 * The code if this member may use it on this package now; otherwise INVALID_PROMO_CODE (one answer for unknown,
 * expired, used up or not for this package, so codes cannot be probed for which reason applies).
 */
export async function usablePromo(
  executor: Tx | ReturnType<typeof db>,
  code: string,
  pkg: PricedPackage,
  memberId: number,
  now = new Date(),
): Promise<PromoCode> {
  const [promo] = await executor.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  const usable =
    promo &&
    promo.validFrom <= now &&
    promo.validUntil > now &&
    (promo.packageId === null || promo.packageId === pkg.id) &&
    (promo.maxRedemptions === null || promo.redemptions < promo.maxRedemptions);
  if (!usable) throw new ApiError('INVALID_PROMO_CODE');
  const [mine] = await executor
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promo.id),
        eq(promoRedemptions.memberId, memberId),
        inArray(promoRedemptions.status, ['held', 'used']),
      ),
    );
  if ((mine?.count ?? 0) >= promo.perMemberLimit) throw new ApiError('INVALID_PROMO_CODE');
  return promo;
}

export async function quotePromo(memberId: number, pkg: PricedPackage, code: string): Promise<PromoQuote> {
  const promo = await usablePromo(db(), code, pkg, memberId);
  const discountFils = discountFor(promo, pkg.priceFils);
  return {
    packageId: pkg.id,
    promotionCode: promo.code,
    priceFils: pkg.priceFils,
    discountFils,
    totalFils: pkg.priceFils - discountFils,
  };
}

/**
 * Takes one use of the code for an order, inside the order's transaction: the conditional increment is what lets
 * only as many parallel orders through as the code has uses left.
 */
export async function takePromo(tx: Tx, promo: PromoCode, memberId: number, orderId: number): Promise<void> {
  const [taken] = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!taken) throw new ApiError('INVALID_PROMO_CODE');
  await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, memberId, orderId });
}

/** The order was paid: its use of the code is final. */
export async function confirmPromo(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ status: 'used' })
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'held')));
}

/** The order's charge ended unpaid: the use goes back to the code (once). */
export async function releasePromo(tx: Tx, orderId: number): Promise<void> {
  const [released] = await tx
    .update(promoRedemptions)
    .set({ status: 'released' })
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'held')))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  if (released)
    await tx
      .update(promoCodes)
      .set({ redemptions: sql`${promoCodes.redemptions} - 1` })
      .where(eq(promoCodes.id, released.promoCodeId));
}
