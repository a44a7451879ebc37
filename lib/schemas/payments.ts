import { z } from 'zod/mini';
import { idField, messageKeys, pathInt, queryInt, safeText } from './fields';

/* ---------- Vocabulary shared by the catalogue, the ledger and the clients ---------- */

/** What a package gives, and what a balance counts. `data-access` counts months of the subscriber-only data. */
export const balanceKinds = ['regular-ad', 'special-ad', 'map-valuation', 'data-access', 'broker-ad'] as const;
export type BalanceKind = (typeof balanceKinds)[number];

/** Why a ledger row exists: credits are `purchase` and `grant`; `use`, `expiry` and `refund` take away. */
export const balanceReasons = ['purchase', 'grant', 'use', 'expiry', 'refund'] as const;
export type BalanceReason = (typeof balanceReasons)[number];

/** The screens of the packages pages (spec §7 `packages/{screen}`): the tabs of /packages and /subscription/packages. */
export const packageScreens = ['ads', 'subscriptions', 'map-valuation', 'broker-ads'] as const;
export type PackageScreen = (typeof packageScreens)[number];

/** `monthly` packages renew the allowance each month they last; `one-time` is a single bundle; `add-on` tops up. */
export const packageBillings = ['monthly', 'one-time', 'add-on'] as const;
export type PackageBilling = (typeof packageBillings)[number];

/** Screens with banners (spec §7 `GET /v1/banners/{screen}`). */
export const bannerScreens = [
  'packages',
  'subscriptions',
  'map-valuation',
  'broker-ads',
  'payment',
  'account-balances',
] as const;
export type BannerScreen = (typeof bannerScreens)[number];

/** How the member pays; each maps onto Tap's `source.id` (kuwait-facts §A). */
export const paymentMethods = ['knet', 'card', 'all'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Tap's charge statuses (Charges API and the SDK's enum); only CAPTURED means paid. */
export const chargeStatuses = [
  'INITIATED',
  'IN_PROGRESS',
  'ABANDONED',
  'CANCELLED',
  'FAILED',
  'DECLINED',
  'RESTRICTED',
  'CAPTURED',
  'AUTHORIZED',
  'VOID',
  'TIMEDOUT',
  'UNKNOWN',
] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];
/** Statuses a charge never leaves. */
export const finalChargeStatuses: ReadonlySet<ChargeStatus> = new Set([
  'ABANDONED',
  'CANCELLED',
  'FAILED',
  'DECLINED',
  'RESTRICTED',
  'CAPTURED',
  'VOID',
  'TIMEDOUT',
]);

/**
 * Our order's state, driven by its charge: `pending` → `paid` | `failed` | `cancelled` | `expired`; `refunded` when a
 * capture came for an order that could no longer take it (its appraisal already paid, or the order expired).
 */
export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Tap's refund statuses (Refunds API): REFUNDED is done; PENDING, IN_PROGRESS and ACCEPTED are still under way. */
export const refundStatuses = [
  'REFUNDED',
  'PENDING',
  'IN_PROGRESS',
  'ACCEPTED',
  'CANCELLED',
  'FAILED',
  'DECLINED',
  'RESTRICTED',
  'TIMEDOUT',
  'UNKNOWN',
] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const promoDiscountTypes = ['percent', 'fixed'] as const;
export type PromoDiscountType = (typeof promoDiscountTypes)[number];

/* ---------- Requests ---------- */

export const packageScreenParamSchema = z.strictObject({ screen: z.enum(packageScreens, messageKeys.invalidValue) });
/** Screens that take a payment: the packages screens and the official appraisal's fee. */
export const paymentScreens = [...packageScreens, 'appraisal'] as const;
export const paymentScreenParamSchema = z.strictObject({ screen: z.enum(paymentScreens, messageKeys.invalidValue) });
export const bannerScreenParamSchema = z.strictObject({ screen: z.enum(bannerScreens, messageKeys.invalidValue) });

/** `GET /v1/subscriptions/packages/ads?adId=0`: the ad the packages are offered for (0, the default, for none). */
export const adPackagesQuerySchema = z.strictObject({ adId: z.optional(queryInt(0)) });

export const PROMO_CODE_MAX = 40;
/** Promo codes are typed by people: trimmed and compared in upper case. */
export const promoCodeField = z.pipe(
  safeText(PROMO_CODE_MAX).check(z.regex(/^[\p{L}\p{N}_-]*$/u, 'payments.promo.invalid')),
  z.transform((value) => value.toUpperCase()),
);

/** `POST /v2/subscriptions/check-promo-code`. */
export const checkPromoCodeSchema = z.strictObject({
  packageId: idField,
  promotionCode: z.pipe(promoCodeField, z.string().check(z.minLength(1, messageKeys.required))),
});
export type CheckPromoCodeInput = z.input<typeof checkPromoCodeSchema>;

/** `POST /v2/subscriptions/create-user-packages` (and `POST /v1/members/create-user-subscription`). */
export const createUserPackageSchema = z.strictObject({
  packageId: idField,
  promotionCode: z.optional(promoCodeField),
  paymentMethod: z.enum(paymentMethods, messageKeys.invalidValue),
});
export type CreateUserPackageInput = z.input<typeof createUserPackageSchema>;

/** A charge id as Tap writes it (`chg_…`), or our local gateway's. */
export const chargeIdField = z
  .string(messageKeys.required)
  .check(z.regex(/^chg_[A-Za-z0-9]{8,64}$/, messageKeys.invalidValue));
export const chargeIdParamSchema = z.strictObject({ id: chargeIdField });
/** `GET /v2/subscriptions/check-charge?hashId`: the charge id Tap added to the return address as `tap_id`. */
export const checkChargeQuerySchema = z.strictObject({ hashId: chargeIdField });

export const orderIdParamSchema = z.strictObject({ id: pathInt(1) });

/* ---------- Answers (what the clients parse) ---------- */

export const packageSchema = z.object({
  id: z.number(),
  kind: z.enum(balanceKinds),
  screen: z.enum(packageScreens),
  billing: z.enum(packageBillings),
  name: z.string(),
  description: z.string(),
  priceFils: z.number(),
  quantity: z.number(),
  validityMonths: z.number(),
  officesOnly: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  screen: z.enum(bannerScreens),
  title: z.string(),
  body: z.string(),
  linkPath: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const balancesSchema = z.object({
  'regular-ad': z.number(),
  'special-ad': z.number(),
  'map-valuation': z.number(),
  'data-access': z.number(),
  'broker-ad': z.number(),
});
export type Balances = z.infer<typeof balancesSchema>;

export const promoQuoteSchema = z.object({
  packageId: z.number(),
  promotionCode: z.string(),
  priceFils: z.number(),
  discountFils: z.number(),
  totalFils: z.number(),
});
export type PromoQuote = z.infer<typeof promoQuoteSchema>;

export const chargeStateSchema = z.object({
  orderId: z.number(),
  chargeId: z.nullable(z.string()),
  status: z.enum(chargeStatuses),
  orderStatus: z.enum(orderStatuses),
  paid: z.boolean(),
  amountFils: z.number(),
  currency: z.literal('KWD'),
  /** The package bought, or null for an appraisal's fee (`appraisalRequestId`). */
  packageId: z.nullable(z.number()),
  appraisalRequestId: z.optional(z.nullable(z.number())),
  paymentUrl: z.nullable(z.string()),
});
export type ChargeState = z.infer<typeof chargeStateSchema>;

/**
 * What a return page tells: `pending` while the gateway has not settled the charge, `paid`, `refunded` (taken when its
 * order could no longer take it, and given back), or the gateway's own no — `failed`, `cancelled`, `expired`.
 */
export const paymentOutcomes = ['pending', 'paid', 'refunded', 'failed', 'cancelled', 'expired'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** What was bought: a package, a data subscription, or an official appraisal's fee. */
export const paidItemKinds = ['package', 'subscription', 'appraisal'] as const;

/**
 * `GET /v1/common/payment-status/{id}`: a charge's state by its reference alone (the return may come without a session),
 * so nothing in it names the member; `owner` is there only for the member who paid.
 */
export const paymentStatusSchema = z.object({
  chargeId: z.string(),
  outcome: z.enum(paymentOutcomes),
  amountFils: z.number(),
  currency: z.literal('KWD'),
  item: z.object({ kind: z.enum(paidItemKinds), name: z.string(), packageId: z.nullable(z.number()) }),
  createdAt: z.string(),
  owner: z.nullable(
    z.object({ orderId: z.number(), appraisalRequestId: z.nullable(z.number()), chargeStatus: z.enum(chargeStatuses) }),
  ),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A way to pay offered on a screen (`GET /v1/common/payments-methods/{screen}`): Tap's `source.id` and its name. */
export const paymentMethodSchema = z.object({ id: z.enum(paymentMethods), sourceId: z.string(), name: z.string() });

/** A screen's monthly plans and, for a subscriber, how much of each kind the active plan gives. */
export const screenPackagesSchema = z.object({
  packages: z.array(packageSchema),
  active: z.nullable(z.partialRecord(z.enum(balanceKinds), z.number())),
});

/** Tap's webhook, acknowledged: whether the charge it names is now paid. */
export const paymentWebhookReceiptSchema = z.object({ received: z.literal(true), paid: z.boolean() });

/** What a member's next ads spend (`GET /v1/members/my-balance` → `ads`, and "my ads"). */
export const adCreditsSummarySchema = z.object({
  /** The month's free regular ads (a setting), used before any credit. */
  freeAds: z.object({ month: z.string(), allowance: z.number(), left: z.number() }),
  regular: z.number(),
  special: z.number(),
  /** The office's broker-ad balance the member's ads draw on (an office's own, or its marketeer's when allowed); null for none. */
  broker: z.nullable(z.number()),
  rules: z.enum(['own', 'office', 'marketeer']),
});
export type AdCreditsSummary = z.output<typeof adCreditsSummarySchema>;

/** `GET /v1/members/my-balance`: the balances, what the next ads spend, the packages bought with what is left, the payments. */
export const memberBalanceSchema = z.object({
  balances: balancesSchema,
  ads: adCreditsSummarySchema,
  packages: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(balanceKinds),
      packageId: z.nullable(z.number()),
      reason: z.enum(balanceReasons),
      quantity: z.number(),
      remaining: z.number(),
      active: z.boolean(),
      expiresAt: z.string(),
      promoCode: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  transactions: z.array(
    z.object({
      id: z.number(),
      orderId: z.number(),
      chargeId: z.nullable(z.string()),
      service: z.string(),
      packageId: z.nullable(z.number()),
      status: z.string(),
      orderStatus: z.enum(orderStatuses),
      amountFils: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/* ---------- Data subscriptions (spec §3 Subscription, §4 states) ---------- */

/** `active` (paid, renewing or not), `cancelled` (paid period still running), `inactive` (no paid access). */
export const subscriptionStatuses = ['active', 'cancelled', 'inactive'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionStateSchema = z.object({
  status: z.enum(subscriptionStatuses),
  /** The end of the paid period (ISO), or null when inactive. */
  until: z.nullable(z.string()),
  autoRenew: z.boolean(),
  cancelledAt: z.nullable(z.string()),
  plan: z.nullable(z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string(), priceFils: z.number() })),
  card: z.nullable(z.object({ brand: z.string(), lastFour: z.string() })),
  /** The renewal for the current period was declined: access ends with it. */
  renewalFailed: z.boolean(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** `GET /v1/subscriptions`: the subscription's state, with its paid periods (`remaining` months of each). */
export const subscriptionsSchema = z.extend(subscriptionStateSchema, {
  active: z.boolean(),
  subscriptions: z.array(
    z.object({
      id: z.number(),
      packageId: z.nullable(z.number()),
      months: z.number(),
      remaining: z.number(),
      expiresAt: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** `POST /v1/members/cancel-user-subscription {}` and `…/reactivate-user-subscription {}`: nothing to send. */
export const emptyBodySchema = z.strictObject({});

/** `POST /v1/members/subscription-auto-renewal {autoRenew}`. */
export const autoRenewalSchema = z.strictObject({ autoRenew: z.boolean(messageKeys.invalidValue) });
export type AutoRenewalInput = z.input<typeof autoRenewalSchema>;

/** `POST /v1/members/update-user-packages {packageId}`: the monthly plan the member's subscription renews with. */
export const updateUserPackagesSchema = z.strictObject({ packageId: idField });

/** `POST /api/dev/clock {advanceDays}` (outside production): how far past the wall clock the server's clock runs. */
export const devClockSchema = z.strictObject({
  advanceDays: z
    .number(messageKeys.invalidValue)
    .check(z.int(), z.minimum(0, messageKeys.invalidValue), z.maximum(3660, messageKeys.invalidValue)),
});
