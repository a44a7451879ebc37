import { logger } from '../../logger';
import {
  filsToAmount,
  PaymentGatewayError,
  sourceIds,
  toCharge,
  toRefund,
  verifyWebhookSignature,
  type CreateChargeInput,
  type RefundInput,
  type TapRefund,
  type SavedCardChargeInput,
  type PaymentGateway,
  type TapCharge,
} from './payment-gateway';

const TIMEOUT_MS = 15_000;

/**
 * Tap Payments' Charges API (developers.tap.company; kuwait-facts §A): `POST /v2/charges` answers INITIATED with
 * `transaction.url`, the member pays there and comes back with `tap_id`; `GET /v2/charges/{id}` is the truth.
 */
export function createTapPaymentGateway(options: {
  secretKey: string;
  apiUrl: string;
  chargeExpiryMinutes: number;
}): PaymentGateway {
  async function call<T = TapCharge>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaymentGatewayError(`Tap ${method} ${path} failed: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      logger.error({ status: res.status, path, body: text.slice(0, 500) }, 'Tap refused a call');
      throw new PaymentGatewayError(`Tap ${method} ${path} answered ${res.status}`);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PaymentGatewayError(`Tap ${method} ${path} answered something other than JSON`);
    }
  }

  return {
    name: 'tap',
    async createCharge(input: CreateChargeInput) {
      const phone = input.customer.phone;
      const charge = await call('POST', '/v2/charges', {
        amount: Number(filsToAmount(input.amountFils)),
        currency: input.currency,
        threeDSecure: true,
        save_card: input.saveCard === true && input.method !== 'knet',
        description: input.description,
        reference: { transaction: input.transactionRef, order: input.orderRef, idempotent: input.idempotencyKey },
        customer: {
          ...(input.customerId ? { id: input.customerId } : {}),
          first_name: input.customer.firstName || 'Manzil',
          last_name: input.customer.lastName,
          ...(input.customer.email ? { email: input.customer.email } : {}),
          ...(phone ? { phone: { country_code: '965', number: phone } } : {}),
        },
        source: { id: sourceIds[input.method] },
        transaction: { expiry: { period: options.chargeExpiryMinutes, type: 'MINUTE' } },
        post: { url: input.postUrl },
        redirect: { url: input.redirectUrl },
      });
      return toCharge(charge);
    },
    /**
     * Tap's saved-card protocol (developers.tap.company: saved cards, tokens, merchant-initiated transactions): a
     * fresh token from the saved card and its customer, then a charge with the member absent (`customer_initiated`
     * false, no 3-D Secure) under the payment agreement made when the card was saved.
     */
    async chargeSavedCard(input: SavedCardChargeInput) {
      const token = await call<{ id?: string }>('POST', '/v2/tokens', {
        saved_card: { card_id: input.card.cardId, customer_id: input.card.customerId },
      });
      if (!token.id) throw new PaymentGatewayError('Tap answered a saved-card token without an id');
      const charge = await call('POST', '/v2/charges', {
        amount: Number(filsToAmount(input.amountFils)),
        currency: input.currency,
        customer_initiated: false,
        threeDSecure: false,
        save_card: false,
        description: input.description,
        payment_agreement: { id: input.card.agreementId },
        reference: { transaction: input.transactionRef, order: input.orderRef, idempotent: input.idempotencyKey },
        customer: { id: input.card.customerId },
        source: { id: token.id },
        post: { url: input.postUrl },
        redirect: { url: input.redirectUrl },
      });
      return toCharge(charge);
    },
    async retrieveCharge(chargeId: string) {
      return toCharge(await call('GET', `/v2/charges/${encodeURIComponent(chargeId)}`));
    },
    /**
     * Tap's Refunds API (developers.tap.company/docs/refunds): the charge id, the amount in major units, the currency
     * and a reason (duplicate, fraudulent or requested_by_customer); the answer's status is REFUNDED at once, or
     * PENDING / IN_PROGRESS while Tap processes it. No `post.url`: our webhook takes charges only.
     */
    async refundCharge(input: RefundInput) {
      const refund = await call<TapRefund>('POST', '/v2/refunds', {
        charge_id: input.chargeId,
        amount: Number(filsToAmount(input.amountFils)),
        currency: input.currency,
        reason: input.reason,
        description: input.description,
        reference: { merchant: input.merchantReference },
      });
      if (!refund.id) throw new PaymentGatewayError('Tap answered a refund without an id');
      return toRefund(refund);
    },
    verifyWebhook: (body: TapCharge, hashstring: string | undefined) =>
      verifyWebhookSignature(body, hashstring, options.secretKey),
  };
}
