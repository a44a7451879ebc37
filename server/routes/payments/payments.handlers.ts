import type { Context } from 'hono';
import { adCreditsSummary } from '../../services/payments/ad-credits';
import { z } from 'zod/mini';
import type { Locale } from '@/lib/i18n/config';
import {
  adPackagesQuerySchema,
  bannerScreenParamSchema,
  chargeIdParamSchema,
  checkChargeQuerySchema,
  checkPromoCodeSchema,
  createUserPackageSchema,
  packageScreenParamSchema,
  paymentMethods,
  paymentScreenParamSchema,
  type BalanceKind,
  type PackageScreen,
} from '@/lib/schemas/payments';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { factory } from '../../lib/hono-env';
import { translateKey } from '../../lib/translate';
import { validate } from '../../lib/validate';
import { paymentGateway } from '../../providers/registry';
import { sourceIds } from '../../providers/payments/payment-gateway';
import { findActivePackage, listBanners, listPackages } from '../../services/payments/catalogue';
import { balancesFrom, ledgerRows, lotsFrom, memberBalances } from '../../services/payments/ledger';
import { promoCodesByCharge } from '../../services/payments/package-promo-codes';
import { subscriptionState } from '../../services/payments/subscriptions';
import { chargeState, createOrder, memberTransactions, settleCharge } from '../../services/payments/orders';
import { paymentStatus } from '../../services/payments/payment-status';
import { quotePromo } from '../../services/payments/promo-codes';
import { paymentReturnTo } from './return-to';

/** Answers that depend on who asks are never kept by a browser or a CDN. */
const privateAnswer = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** The balances each packages screen shows as the member's current credit (spec §3 `subscriptionCredit`). */
const screenKinds: Record<PackageScreen, BalanceKind[]> = {
  ads: ['regular-ad', 'special-ad'],
  subscriptions: ['data-access'],
  'map-valuation': ['map-valuation'],
  'broker-ads': ['broker-ad'],
};

/** `GET /v2/subscriptions/packages/{screen}`: the screen's monthly packages, and the signed-in member's credit there. */
export const getScreenPackages = factory.createHandlers(validate('param', packageScreenParamSchema), async (c) => {
  const { screen } = c.req.valid('param');
  const member = await memberFromBearer(c);
  let active: Partial<Record<BalanceKind, number>> | null = null;
  if (member) {
    privateAnswer(c);
    const balances = await memberBalances(member.id);
    active = Object.fromEntries(screenKinds[screen].map((kind) => [kind, balances[kind]]));
  }
  return c.json({ data: { packages: await listPackages({ screen, billing: 'monthly' }, c.get('locale')), active } });
});

/** `GET /v2/subscriptions/packages-one-time/{screen}`. */
export const getOneTimePackages = factory.createHandlers(validate('param', packageScreenParamSchema), async (c) =>
  c.json({ data: await listPackages({ screen: c.req.valid('param').screen, billing: 'one-time' }, c.get('locale')) }),
);

/** `GET /v1/subscriptions/packages/ads?adId=0`: every ad package (regular and special, bundles and single ads). */
export const getAdPackages = factory.createHandlers(validate('query', adPackagesQuerySchema), async (c) =>
  c.json({ data: (await listPackages({ screen: 'ads' }, c.get('locale'))).filter((p) => p.billing !== 'add-on') }),
);

export const getAddOns = factory.createHandlers(async (c) =>
  c.json({ data: await listPackages({ billing: 'add-on' }, c.get('locale')) }),
);

export const getAllPackages = factory.createHandlers(async (c) =>
  c.json({ data: await listPackages({}, c.get('locale')) }),
);

/** `GET /v1/subscriptions`: the member's data subscription — its spec §4 state, plan, card — and the months bought. */
export const getSubscriptions = factory.createHandlers(requireMember, async (c) => {
  privateAnswer(c);
  const member = c.get('member');
  const [lots, state] = await Promise.all([
    ledgerRows(member.id, undefined, ['data-access']).then(lotsFrom),
    subscriptionState(member.id),
  ]);
  return c.json({
    data: {
      ...state,
      active: state.status !== 'inactive',
      subscriptions: lots
        .filter((lot) => lot.reason === 'purchase' || lot.reason === 'grant')
        .map((lot) => ({
          id: lot.id,
          packageId: lot.packageId,
          months: lot.quantity,
          remaining: lot.remaining,
          expiresAt: lot.expiresAt.toISOString(),
          createdAt: lot.createdAt.toISOString(),
        })),
    },
  });
});

export const getBanners = factory.createHandlers(validate('param', bannerScreenParamSchema), async (c) =>
  c.json({ data: await listBanners(c.req.valid('param').screen, c.get('locale')) }),
);

/** `POST /v2/subscriptions/check-promo-code`: the package's price with the code, or INVALID_PROMO_CODE. */
export const postCheckPromoCode = factory.createHandlers(
  requireMember,
  validate('json', checkPromoCodeSchema),
  async (c) => {
    const { packageId, promotionCode } = c.req.valid('json');
    const pkg = await findActivePackage(packageId);
    if (!pkg) throw new ApiError('NOT_FOUND');
    return c.json({ data: await quotePromo(c.get('member').id, pkg, promotionCode) });
  },
);

/** `POST /v2/subscriptions/create-user-packages`: an order and its charge; the client sends the member to `paymentUrl`. */
export const postCreateUserPackages = factory.createHandlers(
  requireMember,
  validate('json', createUserPackageSchema),
  async (c) => c.json({ data: await createOrder(c.get('member'), c.req.valid('json'), paymentReturnTo(c)) }, 201),
);

/** `POST /v1/members/create-user-subscription`: the same for a data subscription, with the spec's subscription error. */
export const postCreateUserSubscription = factory.createHandlers(
  requireMember,
  validate('json', createUserPackageSchema),
  async (c) => {
    const input = c.req.valid('json');
    const pkg = await findActivePackage(input.packageId);
    if (!pkg || pkg.kind !== 'data-access') throw new ApiError('NOT_FOUND');
    return c.json({ data: await createOrder(c.get('member'), input, paymentReturnTo(c), 'SUBSCRIPTION_FAILED') }, 201);
  },
);

/** `GET /v2/subscriptions/check-charge?hashId` and `GET /v1/common/check-charge/{id}`: our record, read only. */
export const getCheckChargeByHash = factory.createHandlers(
  requireMember,
  validate('query', checkChargeQuerySchema),
  async (c) => {
    privateAnswer(c);
    return c.json({ data: await chargeState(c.req.valid('query').hashId, c.get('member').id) });
  },
);

export const getCheckCharge = factory.createHandlers(
  requireMember,
  validate('param', chargeIdParamSchema),
  async (c) => {
    privateAnswer(c);
    return c.json({ data: await chargeState(c.req.valid('param').id, c.get('member').id) });
  },
);

/**
 * `PUT /v1/common/update-transaction/{id}`: the return page's call with the `tap_id` it came back with. Our record
 * is brought in line with what the gateway says about the charge (never with what the browser says).
 */
export const putUpdateTransaction = factory.createHandlers(
  requireMember,
  validate('param', chargeIdParamSchema),
  async (c) => {
    privateAnswer(c);
    return c.json({ data: await settleCharge(c.req.valid('param').id, 'redirect', c.get('member').id) });
  },
);

/**
 * `GET /v1/common/payment-status/{id}`: what the return page shows, by the charge's reference alone — the member may
 * come back without a session (another host name, an expired sign-in). Asking settles the charge with the gateway,
 * like the redirect's own call; a signed-in owner also gets the order's details. PAYMENT_STATUS_CHECKS_PER_IP_HOUR
 * per client address.
 */
export const getPaymentStatus = factory.createHandlers(
  validate('param', chargeIdParamSchema),
  rateLimit('paymentStatus'),
  async (c) => {
    privateAnswer(c);
    const member = await memberFromBearer(c);
    return c.json({ data: await paymentStatus(c.req.valid('param').id, c.get('locale'), member?.id) });
  },
);

/** Tap's webhook body: the charge; what is signed must be present, the rest is kept as sent for the signature. */
const webhookSchema = z.looseObject({
  id: z.string().check(z.regex(/^chg_[A-Za-z0-9]{8,64}$/)),
  status: z.string().check(z.maxLength(40)),
  amount: z.number(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  reference: z.optional(
    z.looseObject({
      gateway: z.optional(z.string()),
      payment: z.optional(z.string()),
      order: z.optional(z.string()),
      transaction: z.optional(z.string()),
    }),
  ),
  transaction: z.optional(z.looseObject({ created: z.optional(z.string()) })),
});

/**
 * `POST /v1/common/payments/webhook` (the charge's `post.url`): a body whose `hashstring` does not verify credits
 * nothing and is logged; a verified one still only triggers asking the gateway for the charge.
 */
export const postPaymentWebhook = factory.createHandlers(validate('json', webhookSchema), async (c) => {
  const body = c.req.valid('json');
  if (!paymentGateway().verifyWebhook(body, c.req.header('hashstring'))) {
    c.get('log').warn(
      { chargeId: body.id, status: body.status, amount: body.amount, ip: c.req.header('x-forwarded-for') },
      'payment: webhook with a bad signature refused',
    );
    throw new ApiError('INVALID_SIGNATURE');
  }
  const state = await settleCharge(body.id, 'webhook');
  return c.json({ data: { received: true, paid: state.paid } });
});

function methodList(locale: Locale, methods: readonly (typeof paymentMethods)[number][]) {
  return methods.map((id) => ({ id, sourceId: sourceIds[id], name: translateKey(`payments.methods.${id}`, locale) }));
}

/** `GET /v1/common/payments-methods/{screen}`: KNET and cards (Tap's hosted page); the screen does not change them yet. */
export const getPaymentMethods = factory.createHandlers(validate('param', paymentScreenParamSchema), async (c) =>
  c.json({ data: methodList(c.get('locale'), ['knet', 'card']) }),
);

/** `GET /v1/common/payments-methods-ios`: the same until Apple Pay has a merchant certificate. */
export const getPaymentMethodsIos = factory.createHandlers(async (c) =>
  c.json({ data: methodList(c.get('locale'), ['knet', 'card']) }),
);

/** `GET /v1/members/my-balance`: balances, the packages bought with what is left of them, and the payments. */
export const getMyBalance = factory.createHandlers(requireMember, async (c) => {
  privateAnswer(c);
  const member = c.get('member');
  const locale = c.get('locale');
  const now = new Date();
  const [rows, payments, ads, promoCodes] = await Promise.all([
    ledgerRows(member.id),
    memberTransactions(member.id),
    adCreditsSummary(member.id, now),
    promoCodesByCharge(member.id),
  ]);
  return c.json({
    data: {
      balances: balancesFrom(rows, now),
      // What the next ads spend: the month's free ads left, then the credits (and the office's, where they apply).
      ads,
      packages: lotsFrom(rows)
        .sort((a, b) => b.id - a.id)
        .map((lot) => ({
          id: lot.id,
          kind: lot.kind,
          packageId: lot.packageId,
          reason: lot.reason,
          quantity: lot.quantity,
          remaining: lot.expiresAt > now ? lot.remaining : 0,
          active: lot.expiresAt > now && lot.remaining > 0,
          expiresAt: lot.expiresAt.toISOString(),
          promoCode: (lot.transactionId !== null && promoCodes.get(lot.transactionId)) || null,
          createdAt: lot.createdAt.toISOString(),
        })),
      transactions: payments.map((t) => ({
        id: t.id,
        orderId: t.orderId,
        chargeId: t.chargeId,
        service:
          (locale === 'ar' ? t.nameAr : t.nameEn) ??
          `${translateKey('appraisal.feeService', locale)} #${t.appraisalRequestId ?? ''}`,
        packageId: t.packageId,
        status: t.status,
        orderStatus: t.orderStatus,
        amountFils: t.amountFils,
        currency: t.currency,
        createdAt: t.createdAt.toISOString(),
      })),
    },
  });
});
