import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import * as handlers from './payments.handlers';
import * as subscriptions from './subscriptions.handlers';

/** `/v1/subscriptions` (spec §7 "Subscriptions and packages"). */
export const subscriptionRoutesV1 = new Hono<AppEnv>()
  .get('/packages/ads', ...handlers.getAdPackages)
  .get('/packages/addons', ...handlers.getAddOns)
  .get('/packages/available/all', ...handlers.getAllPackages)
  .get('/', ...handlers.getSubscriptions);

/** `/v2/subscriptions`. */
export const subscriptionRoutesV2 = new Hono<AppEnv>()
  .get('/packages/:screen', ...handlers.getScreenPackages)
  .get('/packages-one-time/:screen', ...handlers.getOneTimePackages)
  .post('/check-promo-code', ...handlers.postCheckPromoCode)
  .get('/check-charge', ...handlers.getCheckChargeByHash)
  .post('/create-user-packages', ...handlers.postCreateUserPackages);

/** `/v1/banners`. */
export const bannerRoutes = new Hono<AppEnv>().get('/:screen', ...handlers.getBanners);

/** Mounted beside the other `/v1/common` routes: payment methods, the charge checks, the return page's status and the gateway's webhook. */
export const commonPaymentRoutes = new Hono<AppEnv>()
  .get('/payments-methods/:screen', ...handlers.getPaymentMethods)
  .get('/payments-methods-ios', ...handlers.getPaymentMethodsIos)
  .get('/check-charge/:id', ...handlers.getCheckCharge)
  .get('/payment-status/:id', ...handlers.getPaymentStatus)
  .put('/update-transaction/:id', ...handlers.putUpdateTransaction)
  .post('/payments/webhook', ...handlers.postPaymentWebhook);

/** Mounted on `/v1/members`, the spec's paths: the member's balance and data subscription. */
export const memberPaymentRoutes = new Hono<AppEnv>()
  .get('/my-balance', ...handlers.getMyBalance)
  .post('/create-user-subscription', ...handlers.postCreateUserSubscription)
  .post('/cancel-user-subscription', ...subscriptions.postCancelUserSubscription)
  .post('/reactivate-user-subscription', ...subscriptions.postReactivateUserSubscription)
  .post('/subscription-auto-renewal', ...subscriptions.postSubscriptionAutoRenewal)
  .post('/update-user-packages', ...subscriptions.postUpdateUserPackages);
