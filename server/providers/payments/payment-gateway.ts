import { createHmac } from 'node:crypto';
import {
  chargeStatuses,
  refundStatuses,
  type ChargeStatus,
  type PaymentMethod,
  type RefundStatus,
} from '@/lib/schemas/payments';
import { constantTimeEqual } from '../../lib/crypto';

/** Tap's `source.id` for each way of paying (kuwait-facts §A): KNET is always a redirect, cards a hosted page. */
export const sourceIds: Record<PaymentMethod, string> = { knet: 'src_kw.knet', card: 'src_card', all: 'src_all' };

/** A charge as Tap's Charges API writes it: the part we read, send and sign. */
export interface TapCharge {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description?: string;
  reference?: { transaction?: string; order?: string; idempotent?: string; gateway?: string; payment?: string };
  transaction?: { url?: string; created?: string; expiry?: { period?: number; type?: string } };
  source?: { id?: string; payment_method?: string };
  redirect?: { url?: string };
  post?: { url?: string };
  save_card?: boolean;
  customer_initiated?: boolean;
  /** Present when the charge saved its card (Tap's saved-card protocol): the card, its customer and agreement. */
  card?: { id?: string; brand?: string; last_four?: string };
  customer?: { id?: string };
  payment_agreement?: { id?: string };
}

/** A card kept at the gateway for merchant-initiated charges: Tap's card id, customer id and payment agreement id. */
export interface SavedCard {
  cardId: string;
  customerId: string;
  agreementId: string;
  brand: string;
  lastFour: string;
}

/** A charge as the rest of Manzil sees it: amounts in fils. */
export interface Charge {
  id: string;
  status: ChargeStatus;
  amountFils: number;
  currency: string;
  orderRef: string | undefined;
  transactionRef: string | undefined;
  gatewayReference: string | undefined;
  paymentReference: string | undefined;
  /** Where the member pays (Tap's `transaction.url`), while the charge is open. */
  paymentUrl: string | undefined;
  /** The card the member chose to save with this charge, once it is paid. */
  savedCard: SavedCard | undefined;
}

export interface CreateChargeInput {
  amountFils: number;
  currency: 'KWD';
  method: PaymentMethod;
  /** Our order id and transaction id (Tap's `reference.order`, `reference.transaction`). */
  orderRef: string;
  transactionRef: string;
  /** `reference.idempotent`: a repeat within 24 hours returns the original charge. */
  idempotencyKey: string;
  description: string;
  /** Where the member comes back with `tap_id`, and where the gateway posts the webhook. */
  redirectUrl: string;
  postUrl: string;
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
  /** Tap's `save_card`: the hosted page may keep the card for renewals; with the gateway's customer when known. */
  saveCard?: boolean;
  customerId?: string | null;
}

/** A charge of a saved card with the member absent (a renewal): no payment page, the answer is final or pending. */
export type SavedCardChargeInput = Omit<CreateChargeInput, 'method' | 'customer' | 'saveCard' | 'customerId'> & {
  card: Pick<SavedCard, 'cardId' | 'customerId' | 'agreementId'>;
};

/** A full refund of a captured charge (Tap's Refunds API: `charge_id`, amount, currency and one of its reasons). */
export interface RefundInput {
  chargeId: string;
  amountFils: number;
  currency: 'KWD';
  reason: 'duplicate' | 'requested_by_customer';
  description: string;
  /** Our refund's id (Tap's `reference.merchant`). */
  merchantReference: string;
}

/** A refund as Tap's Refunds API writes it: the part we read. */
export interface TapRefund {
  id: string;
  status: string;
  amount: number;
  currency: string;
  charge_id?: string;
}

export interface Refund {
  id: string;
  status: RefundStatus;
  amountFils: number;
  chargeId: string | undefined;
}

const knownRefundStatuses = new Set<string>(refundStatuses);

/** Tap's refund in our terms; an unknown status reads as UNKNOWN. */
export function toRefund(refund: TapRefund): Refund {
  return {
    id: refund.id,
    status: knownRefundStatuses.has(refund.status) ? (refund.status as RefundStatus) : 'UNKNOWN',
    amountFils: amountToFils(refund.amount),
    chargeId: refund.charge_id,
  };
}

/** Payment through a gateway speaking Tap's Charges protocol: Tap itself, or the demo's local gateway. */
export interface PaymentGateway {
  readonly name: 'tap' | 'local';
  createCharge(input: CreateChargeInput): Promise<Charge>;
  /** The gateway's own record of a charge: the only thing a payment is ever credited on. */
  retrieveCharge(chargeId: string): Promise<Charge>;
  /** A merchant-initiated charge of a saved card (Tap: a token from the saved card, then a non-3DS charge). */
  chargeSavedCard(input: SavedCardChargeInput): Promise<Charge>;
  /** Gives a captured charge back in full (Tap: `POST /v2/refunds`); a second full refund of a charge is refused. */
  refundCharge(input: RefundInput): Promise<Refund>;
  /** Whether a webhook's `hashstring` header signs its body with this gateway's secret key. */
  verifyWebhook(body: TapCharge, hashstring: string | undefined): boolean;
}

export class PaymentGatewayError extends Error {}

/** KWD has 3 decimals: 1500 fils is `1.500` in the signed string and 1.5 in Tap's JSON. */
export const filsToAmount = (fils: number) => (fils / 1000).toFixed(3);

/** Tap's decimal amount back in whole fils; an amount with a fraction of a fils is not one we ever asked for. */
export function amountToFils(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return Number.NaN;
  const fils = Math.round(amount * 1000);
  return Math.abs(fils - amount * 1000) < 1e-6 ? fils : Number.NaN;
}

/** Decimals of the currencies Tap signs amounts in (kuwait-facts §A: KWD 3 places, others 2). */
const currencyDecimals: Record<string, number> = { KWD: 3, BHD: 3, OMR: 3, JOD: 3 };

/** The string Tap's `hashstring` header signs (developers.tap.company, webhook: charges). */
export function webhookHashString(charge: TapCharge): string {
  const decimals = currencyDecimals[charge.currency] ?? 2;
  const amount = typeof charge.amount === 'number' ? charge.amount.toFixed(decimals) : String(charge.amount);
  return (
    `x_id${charge.id}x_amount${amount}x_currency${charge.currency}` +
    `x_gateway_reference${charge.reference?.gateway ?? ''}x_payment_reference${charge.reference?.payment ?? ''}` +
    `x_status${charge.status}x_created${charge.transaction?.created ?? ''}`
  );
}

export const signWebhook = (charge: TapCharge, secretKey: string | Buffer) =>
  createHmac('sha256', secretKey).update(webhookHashString(charge)).digest('hex');

/** Compared in constant time; a missing or malformed header is simply not a match. */
export function verifyWebhookSignature(
  charge: TapCharge,
  hashstring: string | undefined,
  secretKey: string | Buffer,
): boolean {
  if (!hashstring || !/^[0-9a-f]{64}$/i.test(hashstring)) return false;
  return constantTimeEqual(signWebhook(charge, secretKey), hashstring.toLowerCase());
}

const knownStatuses = new Set<string>(chargeStatuses);

/** Tap's JSON in our terms; an unknown status reads as UNKNOWN (never as paid). */
export function toCharge(charge: TapCharge): Charge {
  return {
    id: charge.id,
    status: knownStatuses.has(charge.status) ? (charge.status as ChargeStatus) : 'UNKNOWN',
    amountFils: amountToFils(charge.amount),
    currency: charge.currency,
    orderRef: charge.reference?.order,
    transactionRef: charge.reference?.transaction,
    gatewayReference: charge.reference?.gateway,
    paymentReference: charge.reference?.payment,
    paymentUrl: charge.transaction?.url,
    savedCard: savedCardOf(charge),
  };
}

function savedCardOf(charge: TapCharge): SavedCard | undefined {
  const cardId = charge.card?.id;
  const customerId = charge.customer?.id;
  const agreementId = charge.payment_agreement?.id;
  if (!cardId || !customerId || !agreementId) return undefined;
  return { cardId, customerId, agreementId, brand: charge.card?.brand ?? '', lastFour: charge.card?.last_four ?? '' };
}

/** Whether a webhook body has the shape of a charge (what is signed must be there to check the signature). */
export function isTapCharge(body: unknown): body is TapCharge {
  if (!body || typeof body !== 'object') return false;
  const charge = body as Record<string, unknown>;
  return (
    typeof charge.id === 'string' &&
    typeof charge.status === 'string' &&
    typeof charge.amount === 'number' &&
    typeof charge.currency === 'string'
  );
}
