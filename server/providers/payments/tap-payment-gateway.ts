import { logger } from '../../logger';
import {
  filsToAmount,
  PaymentGatewayError,
  sourceIds,
  toCharge,
  verifyWebhookSignature,
  type CreateChargeInput,
  type PaymentGateway,
  type TapCharge,
} from './payment-gateway';

const TIMEOUT_MS = 15_000;

/**
 * Tap Payments' Charges API (developers.tap.company; kuwait-facts §A): `POST /v2/charges` answers INITIATED with
 * `transaction.url`, the member pays there and comes back with `tap_id`; `GET /v2/charges/{id}` is the truth.
 */
export function createTapPaymentGateway(options: { secretKey: string; apiUrl: string; chargeExpiryMinutes: number }): PaymentGateway {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TapCharge> {
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
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
      return JSON.parse(text) as TapCharge;
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
        save_card: false,
        description: input.description,
        reference: { transaction: input.transactionRef, order: input.orderRef, idempotent: input.idempotencyKey },
        customer: {
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
    async retrieveCharge(chargeId: string) {
      return toCharge(await call('GET', `/v2/charges/${encodeURIComponent(chargeId)}`));
    },
    verifyWebhook: (body: TapCharge, hashstring: string | undefined) => verifyWebhookSignature(body, hashstring, options.secretKey),
  };
}
