import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ChargeStatus, PaymentMethod } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { localGatewayCharges } from '../../db/schema/payments';
import { derivedKey } from '../../lib/installation-secret';
import { logger } from '../../logger';
import { filsToAmount, PaymentGatewayError, signWebhook, sourceIds, toCharge, verifyWebhookSignature, type CreateChargeInput, type PaymentGateway, type TapCharge } from './payment-gateway';

type LocalCharge = typeof localGatewayCharges.$inferSelect;

/** What the member chooses on the local checkout page. */
export type CheckoutAction = 'pay' | 'decline' | 'cancel';
const outcomes: Record<CheckoutAction, ChargeStatus> = { pay: 'CAPTURED', decline: 'DECLINED', cancel: 'CANCELLED' };

/** The page paths the local gateway serves under the API (dev routes, APP_ENV=demo only). */
export const localCheckoutPath = (chargeId: string) => `/api/dev/local-gateway/checkout/${chargeId}`;

const alphanumeric = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export type WebhookDelivery = (url: string, body: TapCharge, headers: Record<string, string>) => Promise<void>;

async function postWebhook(url: string, body: TapCharge, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** The charge in Tap's JSON, exactly what Tap's GET and webhook would carry. */
function toTapJson(row: LocalCharge, baseUrl: string): TapCharge {
  return {
    id: row.id,
    status: row.status,
    amount: Number(filsToAmount(row.amountFils)),
    currency: row.currency,
    description: row.description,
    reference: row.reference,
    transaction: { url: `${baseUrl}${localCheckoutPath(row.id)}`, created: row.created, expiry: { period: Math.round((row.expiresAt.getTime() - Number(row.created)) / 60_000), type: 'MINUTE' } },
    source: { id: row.sourceId, payment_method: row.method ?? undefined },
    redirect: { url: row.redirectUrl },
    post: row.postUrl ? { url: row.postUrl } : undefined,
  };
}

/**
 * The demo's payment gateway (a development adapter, refused with APP_ENV=production): it keeps its charges in its
 * own table and speaks Tap's protocol — INITIATED with a checkout page of its own, the member's choice of paying,
 * being declined or cancelling, the redirect back with `tap_id`, expiry after PAYMENT_CHARGE_EXPIRY_MINUTES (TIMEDOUT),
 * and a webhook signed with `hashstring` as Tap signs it (the key is derived from the installation secret).
 */
export function createLocalPaymentGateway(options: { baseUrl: string; chargeExpiryMinutes: number; deliver?: WebhookDelivery }) {
  const secret = () => derivedKey('localGatewayWebhook');
  const deliver = options.deliver ?? postWebhook;

  async function find(chargeId: string): Promise<LocalCharge | undefined> {
    const [row] = await db().select().from(localGatewayCharges).where(eq(localGatewayCharges.id, chargeId));
    if (row?.status === 'INITIATED' && row.expiresAt.getTime() <= Date.now()) {
      const [expired] = await db()
        .update(localGatewayCharges)
        .set({ status: 'TIMEDOUT' })
        .where(and(eq(localGatewayCharges.id, chargeId), eq(localGatewayCharges.status, 'INITIATED')))
        .returning();
      return expired ?? find(chargeId);
    }
    return row;
  }

  /** Signs and posts the webhook like Tap (only for captured or failed charges); a failed post is only logged. */
  async function sendWebhook(row: LocalCharge): Promise<void> {
    if (!row.postUrl) return;
    const body = toTapJson(row, options.baseUrl);
    try {
      await deliver(row.postUrl, body, { hashstring: signWebhook(body, secret()) });
    } catch (err) {
      logger.warn({ err, chargeId: row.id }, 'local gateway: webhook not delivered');
    }
  }

  const gateway = {
    name: 'local' as const,
    async createCharge(input: CreateChargeInput) {
      const [existing] = await db().select().from(localGatewayCharges).where(sql`${localGatewayCharges.reference}->>'idempotent' = ${input.idempotencyKey}`);
      if (existing) return toCharge(toTapJson(existing, options.baseUrl));
      const now = Date.now();
      const [row] = await db()
        .insert(localGatewayCharges)
        .values({
          id: `chg_LOCAL${alphanumeric(18)}`,
          amountFils: input.amountFils,
          currency: input.currency,
          sourceId: sourceIds[input.method],
          reference: { order: input.orderRef, transaction: input.transactionRef, idempotent: input.idempotencyKey },
          redirectUrl: input.redirectUrl,
          postUrl: input.postUrl,
          description: input.description,
          created: String(now),
          expiresAt: new Date(now + options.chargeExpiryMinutes * 60_000),
        })
        .returning();
      return toCharge(toTapJson(row!, options.baseUrl));
    },
    async retrieveCharge(chargeId: string) {
      const row = await find(chargeId);
      if (!row) throw new PaymentGatewayError(`local gateway: no charge ${chargeId}`);
      return toCharge(toTapJson(row, options.baseUrl));
    },
    verifyWebhook: (body: TapCharge, hashstring: string | undefined) => verifyWebhookSignature(body, hashstring, secret()),

    /** The checkout page's view of a charge (undefined when there is none). */
    async checkout(chargeId: string) {
      return find(chargeId);
    },

    /**
     * The member's choice on the checkout page: moves an open charge once (a second choice, or one after expiry,
     * changes nothing), posts the webhook and answers where to send the browser (the redirect URL with `tap_id`).
     */
    async complete(chargeId: string, action: CheckoutAction, method: Exclude<PaymentMethod, 'all'>): Promise<string | undefined> {
      const current = await find(chargeId);
      if (!current) return undefined;
      const [moved] = await db()
        .update(localGatewayCharges)
        .set({
          status: outcomes[action],
          method: method === 'knet' ? 'KNET' : 'CARD',
          reference: sql`${localGatewayCharges.reference} || ${JSON.stringify({ gateway: alphanumeric(9), payment: alphanumeric(12) })}::jsonb`,
        })
        .where(and(eq(localGatewayCharges.id, chargeId), eq(localGatewayCharges.status, 'INITIATED'), gt(localGatewayCharges.expiresAt, new Date())))
        .returning();
      if (moved && moved.status !== 'CANCELLED') await sendWebhook(moved);
      const url = new URL(current.redirectUrl);
      url.searchParams.set('tap_id', chargeId);
      return url.href;
    },

    /** Tests: the signed webhook the gateway would post for a charge. */
    async webhookFor(chargeId: string) {
      const row = await find(chargeId);
      if (!row) return undefined;
      const body = toTapJson(row, options.baseUrl);
      return { body, hashstring: signWebhook(body, secret()) };
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}

export type LocalPaymentGateway = ReturnType<typeof createLocalPaymentGateway>;
