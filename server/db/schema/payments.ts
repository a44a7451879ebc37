import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BalanceKind,
  BalanceReason,
  BannerScreen,
  ChargeStatus,
  OrderStatus,
  PackageBilling,
  PackageScreen,
  PaymentMethod,
  PromoDiscountType,
  RefundStatus,
} from '../../../lib/schemas/payments';
import { members } from './accounts';
import { instantValuations } from './instant-valuations';

/**
 * What members can buy (issue 15): ad credits, special-ad credits, map-valuation credits, months of data access and
 * offices' broker-ad credits, each with the credits it gives and how long they last; its prices are in
 * `package_prices`. A retired package is `active = false`, never deleted (orders point at it).
 */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').$type<BalanceKind>().notNull(),
    screen: text('screen').$type<PackageScreen>().notNull(),
    billing: text('billing').$type<PackageBilling>().notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Credits given (ads, reports), or months for `data-access`. */
    quantity: integer('quantity').notNull(),
    /** Months the credits stay usable from the purchase. */
    validityMonths: smallint('validity_months').notNull(),
    officesOnly: boolean('offices_only').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('packages_screen_idx').on(t.screen, t.billing),
    check('packages_quantity_check', sql`${t.quantity} > 0 and ${t.validityMonths} > 0`),
  ],
);

/**
 * A package's price from an instant on (a Kuwait day's start), with its source: the price in effect is the latest
 * row that has begun. An order keeps the price it was opened with (`payment_orders.price_fils`); a price set for a
 * later day can be withdrawn before it begins, never after.
 */
export const packagePrices = pgTable(
  'package_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    priceFils: integer('price_fils').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    /** The staff member who set it; null for the seeded price list. */
    setBy: integer('set_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('package_prices_package_from_idx').on(t.packageId, t.effectiveFrom),
    check('package_prices_price_check', sql`${t.priceFils} > 0`),
  ],
);

/** Banners shown above a screen's packages (spec §7 `GET /v1/banners/{screen}`). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    screen: text('screen').$type<BannerScreen>().notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** A path of this site the banner links to, or none. */
    linkPath: text('link_path'),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_screen_idx').on(t.screen)],
);

/**
 * Promo codes: a percentage (`value` in percent) or a fixed amount (`value` in fils) off one package or any
 * (`packageId` null), within dates, with a total and a per-member limit; a single-use code has `maxRedemptions` 1.
 * `redemptions` is taken with a conditional update when an order is created and given back when its charge fails.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    discountType: text('discount_type').$type<PromoDiscountType>().notNull(),
    value: integer('value').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions'),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.discountType} <> 'percent' or ${t.value} <= 100)`),
    check(
      'promo_codes_redemptions_check',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * A member's order of one package: the price as it was, the promo code's discount and the amount to pay. The amount
 * and currency are what every charge of the order is checked against before anything is credited.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The package bought; null for an order of another kind (an appraisal's fee). */
    packageId: integer('package_id').references(() => packages.id),
    /** The official appraisal request whose fee this order pays (issue 16); null for a package. */
    appraisalRequestId: integer('appraisal_request_id'),
    priceFils: integer('price_fils').notNull(),
    discountFils: integer('discount_fils').notNull().default(0),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').$type<'KWD'>().notNull().default('KWD'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_member_idx').on(t.memberId, t.createdAt),
    index('payment_orders_appraisal_idx')
      .on(t.appraisalRequestId)
      .where(sql`${t.appraisalRequestId} is not null`),
    check(
      'payment_orders_amount_check',
      sql`${t.amountFils} > 0 and ${t.amountFils} = ${t.priceFils} - ${t.discountFils}`,
    ),
    check('payment_orders_item_check', sql`(${t.packageId} is null) <> (${t.appraisalRequestId} is null)`),
  ],
);

/** A promo code taken by an order: `held` while it is unpaid, `used` once paid, `released` when its charge failed. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    status: text('status').$type<'held' | 'used' | 'released'>().notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_order_idx').on(t.orderId),
    index('promo_redemptions_code_member_idx').on(t.promoCodeId, t.memberId),
  ],
);

/**
 * One row per charge at the gateway: `chargeId` is unique (Tap's `chg_…`), `idempotencyKey` is what we sent as
 * `reference.idempotent`. `creditedAt` is set once, in the same database transaction as the ledger's credit rows:
 * the conditional update on it is what makes crediting happen exactly once.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'tap' | 'local'>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id'),
    status: text('status').$type<ChargeStatus>().notNull().default('INITIATED'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').$type<'KWD'>().notNull().default('KWD'),
    paymentUrl: text('payment_url'),
    gatewayReference: text('gateway_reference'),
    paymentReference: text('payment_reference'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_charge_idx').on(t.chargeId),
    uniqueIndex('payment_transactions_idempotency_idx').on(t.idempotencyKey),
    index('payment_transactions_order_idx').on(t.orderId),
    index('payment_transactions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.creditedAt} is null and ${t.status} in ('INITIATED', 'IN_PROGRESS', 'AUTHORIZED', 'UNKNOWN')`),
  ],
);

/**
 * Why a captured charge was given back: its appraisal was already paid by another order, its order had ended, or a
 * member of the money desk refunded it.
 */
export type RefundReason = 'already-paid' | 'order-closed' | 'staff';

/**
 * A captured charge that could not be kept, given back through the gateway's refund operation: one row per
 * transaction, inserted in the same database transaction that decided it (the unique index is what keeps a refund
 * from being asked twice). `status` is `requested` until the gateway answers, then the gateway's refund status; a
 * request the gateway did not answer is asked again by the reconciliation job, `attempts` times at most.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** The staff member who refunded it (reason `staff`) and their note; null for the automatic refunds. */
    requestedBy: integer('requested_by').references(() => members.id, { onDelete: 'set null' }),
    note: text('note'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').$type<'KWD'>().notNull().default('KWD'),
    /** The gateway's refund (Tap's `re_…`), once it has answered. */
    refundId: text('refund_id'),
    status: text('status').$type<'requested' | RefundStatus>().notNull().default('requested'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_transaction_idx').on(t.transactionId),
    index('payment_refunds_requested_idx')
      .on(t.createdAt)
      .where(sql`${t.refundId} is null`),
  ],
);

/**
 * The balance ledger: every credit and every use is a row, nothing is updated or deleted (but with the member). A
 * credit row (`purchase`, `grant`) is a lot with its own expiry; `use`, `expiry` and `refund` rows are negative and
 * name the lot they take from (`lotId`), so a lot's remainder is its quantity plus its rows', and a balance is the sum
 * of the rows of lots that have not expired.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BalanceKind>().notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<BalanceReason>().notNull(),
    /** The credit row a negative row takes from; null on credit rows. */
    lotId: bigint('lot_id', { mode: 'number' }),
    transactionId: integer('transaction_id').references(() => paymentTransactions.id),
    packageId: integer('package_id').references(() => packages.id),
    adId: integer('ad_id'),
    /** A credit row's end (credits usable before it); null on the negative rows. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: text('note'),
    details: jsonb('details').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_entries_member_idx').on(t.memberId, t.kind),
    index('balance_entries_lot_idx').on(t.lotId),
    // A charge credits its package once, whatever path (redirect, webhook, job) gets there first.
    uniqueIndex('balance_entries_purchase_idx')
      .on(t.transactionId)
      .where(sql`${t.reason} = 'purchase'`),
    // A member's free allowance is granted once a month (details.allowance = the Kuwait month, YYYY-MM).
    uniqueIndex('balance_entries_allowance_idx')
      .on(t.memberId, sql`(${t.details} ->> 'allowance')`)
      .where(sql`${t.reason} = 'grant' and (${t.details} ->> 'allowance') is not null`),
    // A lot expires once.
    uniqueIndex('balance_entries_expiry_idx')
      .on(t.lotId)
      .where(sql`${t.reason} = 'expiry'`),
    check(
      'balance_entries_sign_check',
      sql`(${t.reason} in ('purchase', 'grant') and ${t.quantity} > 0 and ${t.lotId} is null and ${t.expiresAt} is not null) or (${t.reason} in ('use', 'expiry', 'refund') and ${t.quantity} < 0 and ${t.lotId} is not null)`,
    ),
  ],
);

/**
 * The local gateway's own charges (APP_ENV=demo only): what Tap would keep on its side, so the demo's checkout page,
 * its redirect, webhook and expiry behave like Tap's without the internet.
 */
export const localGatewayCharges = pgTable(
  'local_gateway_charges',
  {
    id: text('id').primaryKey(),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    sourceId: text('source_id').notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('INITIATED'),
    reference: jsonb('reference')
      .$type<{ order: string; transaction: string; idempotent: string; gateway?: string; payment?: string }>()
      .notNull(),
    redirectUrl: text('redirect_url').notNull(),
    postUrl: text('post_url'),
    description: text('description').notNull().default(''),
    /** Tap's `transaction.created`: milliseconds since the epoch, as text (it is part of the signed string). */
    created: text('created').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    method: text('method'),
    /** Tap's `save_card`: the member may keep the card for renewals (offered on the checkout page for card payments). */
    saveCard: boolean('save_card').notNull().default(false),
    customerId: text('customer_id'),
    /** The card saved with this charge, as Tap answers it (`card`, `customer.id`, `payment_agreement.id`). */
    card: jsonb('card').$type<LocalSavedCardRef>(),
    /** A merchant-initiated charge of a saved card (a renewal), never shown on the checkout page. */
    merchantInitiated: boolean('merchant_initiated').notNull().default(false),
  },
  // Tap's `reference.idempotent`: one charge per key, even when two calls with it race.
  (t) => [uniqueIndex('local_gateway_charges_idempotent_idx').on(sql`(${t.reference}->>'idempotent')`)],
);

/** The local gateway's refunds (APP_ENV=demo only): like Tap, a charge is refunded in full once. */
export const localGatewayRefunds = pgTable(
  'local_gateway_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => localGatewayCharges.id),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** Tap's `reference.merchant`: our refund's id. */
    merchantReference: text('merchant_reference').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('REFUNDED'),
    created: text('created').notNull(),
  },
  (t) => [uniqueIndex('local_gateway_refunds_charge_idx').on(t.chargeId)],
);

export interface LocalSavedCardRef {
  id: string;
  customerId: string;
  agreementId: string;
  brand: string;
  lastFour: string;
}

/**
 * The local gateway's saved cards (APP_ENV=demo only): what Tap keeps for `save_card`. A card saved from the test
 * number that ends in 0002 pays when the member is present and declines every later merchant-initiated charge, so a
 * failed renewal can be shown without the internet.
 */
export const localGatewaySavedCards = pgTable('local_gateway_saved_cards', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  agreementId: text('agreement_id').notNull(),
  brand: text('brand').notNull(),
  lastFour: text('last_four').notNull(),
  declinesRenewal: boolean('declines_renewal').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's data subscription (spec §3 Subscription, §4 states): the plan it renews, whether it renews itself, when
 * the member cancelled it, and the card saved at the gateway for renewals. Access itself is never stored here: it is
 * the member's `data-access` lots in the ledger, so a cancelled subscription keeps its paid period and a lapsed one
 * ends with its last lot. One row per member; subscribing again reuses it.
 */
export const dataSubscriptions = pgTable(
  'data_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The plan a renewal buys again (a monthly data-access package). */
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    autoRenew: boolean('auto_renew').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The gateway's customer, card and payment agreement (Tap's saved-card protocol); null without a saved card. */
    customerId: text('customer_id'),
    cardId: text('card_id'),
    agreementId: text('agreement_id'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    /** The period end a renewal charge failed for; the member was told, and access stops at that end. */
    renewalFailedFor: timestamp('renewal_failed_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_subscriptions_member_idx').on(t.memberId),
    index('data_subscriptions_renewal_idx')
      .on(t.autoRenew)
      .where(sql`${t.autoRenew} and ${t.cardId} is not null`),
  ],
);

/**
 * How credits are spent, each number with its source and date (like the price list): the free regular ads a member
 * publishes each Kuwait calendar month before a credit is used. Read at each use, so an edit applies at once.
 */
export const creditSettings = pgTable('credit_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  unit: text('unit').$type<'count'>().notNull(),
  source: text('source').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});

/**
 * A member's unlocked detailed valuation report (comparables and trend) of one estimate: one map-valuation credit
 * per estimate per member; the primary key makes a second unlock free and a racing one spend nothing.
 */
export const valuationUnlocks = pgTable(
  'valuation_unlocks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    valuationId: uuid('valuation_id')
      .notNull()
      .references(() => instantValuations.id, { onDelete: 'cascade' }),
    /** The ledger's use row that paid for it. */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.valuationId] })],
);
