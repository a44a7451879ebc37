import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ChargeStatus, PaymentMethod } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { localGatewayCharges, localGatewayRefunds, localGatewaySavedCards } from '../../db/schema/payments';
import { derivedKey } from '../../lib/installation-secret';
import { logger } from '../../logger';
import {
  filsToAmount,
  PaymentGatewayError,
  signWebhook,
  sourceIds,
  toCharge,
  toRefund,
  verifyWebhookSignature,
  type Charge,
  type CreateChargeInput,
  type PaymentGateway,
  type RefundInput,
  type SavedCardChargeInput,
  type TapCharge,
} from './payment-gateway';

type LocalCharge = typeof localGatewayCharges.$inferSelect;

/** What the member chooses on the local checkout page. */
export type CheckoutAction = 'pay' | 'decline' | 'cancel';
const outcomes: Record<CheckoutAction, ChargeStatus> = { pay: 'CAPTURED', decline: 'DECLINED', cancel: 'CANCELLED' };

/**
 * The checkout page's test cards: the first pays whenever it is charged; the second pays with the member present and
 * declines every renewal (a merchant-initiated charge), as an expired or blocked card would.
 */
export const localTestCards = { renews: '4508750015741019', declinesRenewal: '4000000000000002' } as const;
export type LocalTestCard = keyof typeof localTestCards;

/** The page paths the local gateway serves under the API (dev routes, APP_ENV=demo only). */
export const localCheckoutPath = (chargeId: string) => `/api/dev/local-gateway/checkout/${chargeId}`;

const alphanumeric = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export type WebhookDelivery = (url: string, body: TapCharge, headers: Record<string, string>) => Promise<void>;

async function postWebhook(url: string, body: TapCharge, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/**
 * The charge in Tap's JSON, exactly what Tap's GET and webhook would carry. The checkout page is served on the origin
 * the member returns to (the site's address they pay from), so the demo keeps its cookies and language throughout.
 */
function toTapJson(row: LocalCharge): TapCharge {
  return {
    id: row.id,
    status: row.status,
    amount: Number(filsToAmount(row.amountFils)),
    currency: row.currency,
    description: row.description,
    reference: row.reference,
    transaction: {
      url: new URL(localCheckoutPath(row.id), row.redirectUrl).href,
      created: row.created,
      expiry: { period: Math.round((row.expiresAt.getTime() - Number(row.created)) / 60_000), type: 'MINUTE' },
    },
    source: { id: row.sourceId, payment_method: row.method ?? undefined },
    redirect: { url: row.redirectUrl },
    post: row.postUrl ? { url: row.postUrl } : undefined,
    save_card: row.saveCard,
    customer_initiated: !row.merchantInitiated,
    ...(row.card
      ? {
          card: { id: row.card.id, brand: row.card.brand, last_four: row.card.lastFour },
          customer: { id: row.card.customerId },
          payment_agreement: { id: row.card.agreementId },
        }
      : row.customerId
        ? { customer: { id: row.customerId } }
        : {}),
  };
}

/**
 * The demo's payment gateway (a development adapter, refused with APP_ENV=production): it keeps its charges in its
 * own table and speaks Tap's protocol — INITIATED with a checkout page of its own, the member's choice of paying,
 * being declined or cancelling, the redirect back with `tap_id`, expiry after PAYMENT_CHARGE_EXPIRY_MINUTES (TIMEDOUT),
 * and a webhook signed with `hashstring` as Tap signs it (the key is derived from the installation secret).
 */
export function createLocalPaymentGateway(options: { chargeExpiryMinutes: number; deliver?: WebhookDelivery }) {
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
    const body = toTapJson(row);
    try {
      await deliver(row.postUrl, body, { hashstring: signWebhook(body, secret()) });
    } catch (err) {
      logger.warn({ err, chargeId: row.id }, 'local gateway: webhook not delivered');
    }
  }

  async function saveCard(charge: LocalCharge, testCard: LocalTestCard) {
    const number = localTestCards[testCard];
    const [card] = await db()
      .insert(localGatewaySavedCards)
      .values({
        id: `card_LOCAL${alphanumeric(15)}`,
        customerId: charge.customerId ?? `cus_LOCAL${alphanumeric(15)}`,
        agreementId: `payment_agreement_LOCAL${alphanumeric(12)}`,
        brand: 'VISA',
        lastFour: number.slice(-4),
        declinesRenewal: testCard === 'declinesRenewal',
      })
      .returning();
    return {
      id: card!.id,
      customerId: card!.customerId,
      agreementId: card!.agreementId,
      brand: card!.brand,
      lastFour: card!.lastFour,
    };
  }

  const gateway = {
    name: 'local' as const,
    async createCharge(input: CreateChargeInput) {
      const [existing] = await db()
        .select()
        .from(localGatewayCharges)
        .where(sql`${localGatewayCharges.reference}->>'idempotent' = ${input.idempotencyKey}`);
      if (existing) return toCharge(toTapJson(existing));
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
          saveCard: input.saveCard === true && input.method !== 'knet',
          customerId: input.customerId ?? null,
        })
        .returning();
      return toCharge(toTapJson(row!));
    },
    /**
     * A renewal: the saved card is charged at once (no page), CAPTURED, or DECLINED for the test card that declines
     * renewals or a card the gateway does not know; the same idempotency key answers the same charge.
     */
    async chargeSavedCard(input: SavedCardChargeInput): Promise<Charge> {
      const [existing] = await db()
        .select()
        .from(localGatewayCharges)
        .where(sql`${localGatewayCharges.reference}->>'idempotent' = ${input.idempotencyKey}`);
      if (existing) return toCharge(toTapJson(existing));
      const [card] = await db()
        .select()
        .from(localGatewaySavedCards)
        .where(eq(localGatewaySavedCards.id, input.card.cardId));
      const known = card && card.customerId === input.card.customerId && card.agreementId === input.card.agreementId;
      const now = Date.now();
      const [row] = await db()
        .insert(localGatewayCharges)
        .values({
          id: `chg_LOCAL${alphanumeric(18)}`,
          amountFils: input.amountFils,
          currency: input.currency,
          sourceId: `tok_LOCAL${alphanumeric(12)}`,
          status: known && !card.declinesRenewal ? 'CAPTURED' : 'DECLINED',
          reference: {
            order: input.orderRef,
            transaction: input.transactionRef,
            idempotent: input.idempotencyKey,
            gateway: alphanumeric(9),
            payment: alphanumeric(12),
          },
          redirectUrl: input.redirectUrl,
          postUrl: input.postUrl,
          description: input.description,
          created: String(now),
          expiresAt: new Date(now + options.chargeExpiryMinutes * 60_000),
          method: 'CARD',
          customerId: input.card.customerId,
          card: known
            ? {
                id: card.id,
                customerId: card.customerId,
                agreementId: card.agreementId,
                brand: card.brand,
                lastFour: card.lastFour,
              }
            : null,
          merchantInitiated: true,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return gateway.chargeSavedCard(input);
      await sendWebhook(row);
      return toCharge(toTapJson(row));
    },
    async retrieveCharge(chargeId: string) {
      const row = await find(chargeId);
      if (!row) throw new PaymentGatewayError(`local gateway: no charge ${chargeId}`);
      return toCharge(toTapJson(row));
    },
    /**
     * Like Tap: only a captured charge is refunded, for no more than it took and in full once (a second refund of the
     * charge is refused, also when two race); the refund is REFUNDED at once.
     */
    async refundCharge(input: RefundInput) {
      const charge = await find(input.chargeId);
      if (!charge || charge.status !== 'CAPTURED')
        throw new PaymentGatewayError(`local gateway: charge ${input.chargeId} is not captured`);
      if (input.amountFils <= 0 || input.amountFils > charge.amountFils || input.currency !== charge.currency)
        throw new PaymentGatewayError('local gateway: the refund does not fit its charge');
      const [refund] = await db()
        .insert(localGatewayRefunds)
        .values({
          id: `re_LOCAL${alphanumeric(18)}`,
          chargeId: charge.id,
          amountFils: input.amountFils,
          currency: input.currency,
          reason: input.reason,
          merchantReference: input.merchantReference,
          created: String(Date.now()),
        })
        .onConflictDoNothing()
        .returning();
      if (!refund) throw new PaymentGatewayError(`local gateway: charge ${input.chargeId} is already refunded`);
      return toRefund({
        id: refund.id,
        status: refund.status,
        amount: Number(filsToAmount(refund.amountFils)),
        currency: refund.currency,
        charge_id: refund.chargeId,
      });
    },
    verifyWebhook: (body: TapCharge, hashstring: string | undefined) =>
      verifyWebhookSignature(body, hashstring, secret()),

    /** The checkout page's view of a charge (undefined when there is none). */
    async checkout(chargeId: string) {
      return find(chargeId);
    },

    /**
     * The member's choice on the checkout page: moves an open charge once (a second choice, or one after expiry,
     * changes nothing), posts the webhook and answers where to send the browser (the redirect URL with `tap_id`).
     */
    async complete(
      chargeId: string,
      action: CheckoutAction,
      method: Exclude<PaymentMethod, 'all'>,
      save?: { card: LocalTestCard } | undefined,
    ): Promise<string | undefined> {
      const current = await find(chargeId);
      if (!current) return undefined;
      // Tap saves a card only when the charge allowed it, the member paid by card and ticked "save this card".
      const saved =
        save && action === 'pay' && method === 'card' && current.saveCard && current.status === 'INITIATED'
          ? await saveCard(current, save.card)
          : null;
      const [moved] = await db()
        .update(localGatewayCharges)
        .set({
          status: outcomes[action],
          method: method === 'knet' ? 'KNET' : 'CARD',
          card: saved,
          reference: sql`${localGatewayCharges.reference} || ${JSON.stringify({ gateway: alphanumeric(9), payment: alphanumeric(12) })}::jsonb`,
        })
        .where(
          and(
            eq(localGatewayCharges.id, chargeId),
            eq(localGatewayCharges.status, 'INITIATED'),
            gt(localGatewayCharges.expiresAt, new Date()),
          ),
        )
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
      const body = toTapJson(row);
      return { body, hashstring: signWebhook(body, secret()) };
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}

export type LocalPaymentGateway = ReturnType<typeof createLocalPaymentGateway>;
