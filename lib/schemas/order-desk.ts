import { z } from 'zod/mini';
import { orderStatuses } from './payments';
import { messageKeys, searchText, textField } from './fields';

/*
 * Issue 30 §5, the money side of the catalogue desk: search orders and their payments, and refund a captured one.
 */

/**
 * `q`: an order number (`#12`), a member's phone (8 digits) or e-mail, or the gateway's charge id (`chg_…`); none
 * lists the latest orders. `status` narrows either.
 */
export const orderSearchQuerySchema = z.strictObject({
  q: z.optional(searchText(120)),
  status: z.optional(z.enum(orderStatuses, messageKeys.invalidValue)),
});
export type OrderSearchQuery = z.output<typeof orderSearchQuerySchema>;

/** A refund needs a note for the record: why the money goes back. */
export const refundOrderSchema = z.strictObject({ note: textField(5, 500, { multiline: true }) });
export type RefundOrderInput = z.output<typeof refundOrderSchema>;

export const orderDeskRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  /** Integer fils: the price, the promo discount and what was charged. */
  priceFils: z.number(),
  discountFils: z.number(),
  amountFils: z.number(),
  /** The package bought; null for an official appraisal's fee. */
  package: z.nullable(z.object({ nameAr: z.string(), nameEn: z.string() })),
  appraisalRequestId: z.nullable(z.number()),
  member: z.object({ id: z.number(), name: z.string(), phone: z.nullable(z.string()) }),
  /** The captured charge; null while nothing was paid. */
  payment: z.nullable(z.object({ chargeId: z.string(), method: z.string(), paidAt: z.string() })),
  refund: z.nullable(
    z.object({
      status: z.string(),
      amountFils: z.number(),
      at: z.string(),
      /** The staff member who refunded it; null for an automatic refund (a capture its order could not take). */
      by: z.nullable(z.string()),
      note: z.nullable(z.string()),
    }),
  ),
  refundable: z.boolean(),
});
export type OrderDeskRow = z.output<typeof orderDeskRowSchema>;
