import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { finalChargeStatuses, type ChargeState, type PaymentOutcome, type PaymentStatus } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { packages, paymentOrders } from '../../db/schema/payments';
import { translateKey } from '../../lib/translate';
import { settleCharge } from './orders';

/**
 * The gateway's word, in what a return page shows: paid only once credited, pending while the charge is open (also
 * when our own expiry closed the order first: a capture that still comes is refunded), and an unpaid end only when
 * the gateway has ended the charge.
 */
function outcomeOf(state: ChargeState): PaymentOutcome {
  if (state.orderStatus === 'refunded') return 'refunded';
  if (state.paid) return 'paid';
  if (state.orderStatus === 'pending' || !finalChargeStatuses.has(state.status)) return 'pending';
  if (state.orderStatus === 'cancelled' || state.orderStatus === 'expired') return state.orderStatus;
  return 'failed';
}

/**
 * A charge's state by its reference (`tap_id`, which only the gateway and the member's browser have): our record is
 * first brought in line with the gateway (as the redirect, the webhook and the reconciliation do; nothing the caller
 * sends is believed), then told without anything that names the member, plus the order's details for its member.
 */
export async function paymentStatus(
  chargeId: string,
  locale: Locale,
  memberId: number | undefined,
): Promise<PaymentStatus> {
  const state = await settleCharge(chargeId, 'redirect');
  const [row] = await db()
    .select({
      memberId: paymentOrders.memberId,
      createdAt: paymentOrders.createdAt,
      kind: packages.kind,
      nameAr: packages.nameAr,
      nameEn: packages.nameEn,
    })
    .from(paymentOrders)
    .leftJoin(packages, eq(packages.id, paymentOrders.packageId))
    .where(eq(paymentOrders.id, state.orderId));
  const kind =
    state.appraisalRequestId != null ? 'appraisal' : row?.kind === 'data-access' ? 'subscription' : 'package';
  const name =
    kind === 'appraisal'
      ? translateKey('appraisal.feeService', locale)
      : ((locale === 'ar' ? row?.nameAr : row?.nameEn) ?? '');
  return {
    chargeId,
    outcome: outcomeOf(state),
    amountFils: state.amountFils,
    currency: state.currency,
    item: { kind, name, packageId: state.packageId },
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
    owner:
      memberId !== undefined && row?.memberId === memberId
        ? { orderId: state.orderId, appraisalRequestId: state.appraisalRequestId ?? null, chargeStatus: state.status }
        : null,
  };
}
