import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toLatinDigits } from '@/lib/format';
import { memberName } from '@/lib/member-name';
import type { OrderDeskRow, OrderSearchQuery, RefundOrderInput } from '@/lib/schemas/order-desk';
import { localNumber } from '@/lib/schemas/contact-rules';
import { INT4_MAX } from '@/lib/schemas/fields';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import {
  dataSubscriptions,
  packages,
  paymentOrders,
  paymentRefunds,
  paymentTransactions,
} from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { logger } from '../../logger';
import { translateKey } from '../../lib/translate';
import { notify } from '../notifications/notify';
import { recordAudit } from '../staff/audit-log';
import { refundPurchase } from './ledger';
import { issueRefund, recordRefund } from './refunds';

const ORDERS_SHOWN = 50;

/** What the agent typed: an order number, a phone, an e-mail or a charge id (see orderSearchQuerySchema). */
function searchCondition(query: string): SQL | undefined {
  const text = toLatinDigits(query).trim();
  if (/^chg_/i.test(text))
    return sql`${paymentOrders.id} in (select ${paymentTransactions.orderId} from ${paymentTransactions} where ${paymentTransactions.chargeId} = ${text})`;
  if (text.includes('@')) return sql`lower(${members.email}) = ${text.toLowerCase()}`;
  const digits = localNumber(text);
  if (/^\d{8}$/.test(digits)) return eq(members.phone, digits);
  const id = Number(digits.replace(/^#/, ''));
  if (/^#?\d+$/.test(digits) && id <= INT4_MAX) return eq(paymentOrders.id, id);
  return sql`false`;
}

function selectOrders() {
  const staff = alias(members, 'staff');
  return db()
    .select({
      order: paymentOrders,
      pkg: { nameAr: packages.nameAr, nameEn: packages.nameEn },
      member: { id: members.id, firstName: members.firstName, lastName: members.lastName, phone: members.phone },
      payment: {
        id: paymentTransactions.id,
        chargeId: paymentTransactions.chargeId,
        method: paymentTransactions.method,
        paidAt: paymentTransactions.creditedAt,
      },
      refund: paymentRefunds,
      refundedBy: { firstName: staff.firstName, lastName: staff.lastName },
    })
    .from(paymentOrders)
    .innerJoin(members, eq(members.id, paymentOrders.memberId))
    .leftJoin(packages, eq(packages.id, paymentOrders.packageId))
    .leftJoin(
      paymentTransactions,
      and(eq(paymentTransactions.orderId, paymentOrders.id), isNotNull(paymentTransactions.creditedAt)),
    )
    .leftJoin(paymentRefunds, eq(paymentRefunds.transactionId, paymentTransactions.id))
    .leftJoin(staff, eq(staff.id, paymentRefunds.requestedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function toRow({ order, pkg, member, payment, refund, refundedBy }: Selected): OrderDeskRow {
  const paid = payment?.chargeId && payment.paidAt ? payment : undefined;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    priceFils: order.priceFils,
    discountFils: order.discountFils,
    amountFils: order.amountFils,
    package: pkg,
    appraisalRequestId: order.appraisalRequestId,
    member: { id: member.id, name: memberName(member), phone: member.phone },
    payment: paid ? { chargeId: paid.chargeId!, method: paid.method!, paidAt: paid.paidAt!.toISOString() } : null,
    refund: refund
      ? {
          status: refund.status,
          amountFils: refund.amountFils,
          at: refund.createdAt.toISOString(),
          by: refundedBy ? memberName(refundedBy) : null,
          note: refund.note,
        }
      : null,
    refundable: order.status === 'paid' && paid !== undefined && !refund,
  };
}

/** Orders with their payment and refund, newest first (50 at most). */
export async function searchOrders(query: OrderSearchQuery): Promise<OrderDeskRow[]> {
  const rows = await selectOrders()
    .where(
      and(
        query.q ? searchCondition(query.q) : undefined,
        query.status ? eq(paymentOrders.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.id))
    .limit(ORDERS_SHOWN);
  return rows.map(toRow);
}

/**
 * Refunds a paid order in full, once: in one transaction, the refund request (one per charge, the unique index), the
 * ledger's reversal of the package's credits not used yet, the order marked refunded, a data subscription's renewal
 * stopped and the audit record; then the gateway is asked (Tap's refunds protocol; a gateway
 * that does not answer leaves it to the reconciliation job) and the member told. Refunding a refunded order changes
 * nothing.
 */
export async function refundOrder(
  staffId: number,
  orderId: number,
  input: RefundOrderInput,
  now = new Date(),
): Promise<OrderDeskRow> {
  const refunded = await db().transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
    if (!order) throw new ApiError('NOT_FOUND');
    if (order.status === 'refunded') return undefined;
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.orderId, orderId), isNotNull(paymentTransactions.creditedAt)));
    if (order.status !== 'paid' || !payment?.chargeId) throw new ApiError('NOT_REFUNDABLE');
    const id = await recordRefund(tx, {
      transactionId: payment.id,
      amountFils: payment.amountFils,
      reason: 'staff',
      requestedBy: staffId,
      note: input.note,
    });
    const creditsTaken = await refundPurchase(tx, payment.id, `refund ${id}: ${input.note}`);
    await tx.update(paymentOrders).set({ status: 'refunded', updatedAt: now }).where(eq(paymentOrders.id, orderId));
    const [pkg] = order.packageId
      ? await tx.select().from(packages).where(eq(packages.id, order.packageId))
      : [undefined];
    if (pkg?.kind === 'data-access')
      await tx
        .update(dataSubscriptions)
        .set({ autoRenew: false, cancelledAt: now, updatedAt: now })
        .where(and(eq(dataSubscriptions.memberId, order.memberId), eq(dataSubscriptions.packageId, pkg.id)));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'order.refund',
      entityType: 'order',
      entityId: orderId,
      note: input.note,
      before: { status: order.status },
      after: { status: 'refunded', amountFils: payment.amountFils, chargeId: payment.chargeId, creditsTaken },
      at: now,
    });
    const item = pkg
      ? { ar: pkg.nameAr, en: pkg.nameEn }
      : { ar: translateKey('appraisal.feeService', 'ar'), en: translateKey('appraisal.feeService', 'en') };
    return { id, memberId: order.memberId, transactionId: payment.id, amountFils: payment.amountFils, item };
  });
  if (refunded) {
    await issueRefund(refunded.id).catch((err: unknown) =>
      logger.error(
        { err, refundId: refunded.id },
        'payment: the refund is recorded; the reconciliation job asks again',
      ),
    );
    await notify(
      refunded.memberId,
      'payment-refunded',
      { amount: { paidFils: refunded.amountFils }, item: refunded.item },
      { link: '/profile/account-balances', dedupeKey: `payment-refunded:${refunded.transactionId}` },
    ).catch((err: unknown) => logger.error({ err, orderId }, 'payment: the "refunded" notice failed'));
  }
  const [row] = await selectOrders().where(eq(paymentOrders.id, orderId));
  return toRow(row!);
}
