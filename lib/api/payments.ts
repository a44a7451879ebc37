import { restoreSession } from '../auth/session-restore';
import {
  chargeStateSchema,
  paymentStatusSchema,
  promoQuoteSchema,
  subscriptionStateSchema,
  type CheckPromoCodeInput,
  type CreateUserPackageInput,
} from '../schemas/payments';
import { api, apiV2 } from './browser-client';
import { readData } from './client';

/** A click can come before the session is restored from the refresh cookie: waiting lets the call carry the token. */
async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  await restoreSession();
  return call();
}

/** Buying packages (spec §7 "Subscriptions and packages"); the catalogue itself is read on the server by the pages. */
export const paymentsApi = {
  checkPromoCode: (input: CheckPromoCodeInput) =>
    signedIn(() => readData(promoQuoteSchema, apiV2.post('subscriptions/check-promo-code', { json: input }))),
  createUserPackage: (input: CreateUserPackageInput) =>
    signedIn(() => readData(chargeStateSchema, apiV2.post('subscriptions/create-user-packages', { json: input }))),
  /** The return page's check, by the charge's reference: works without a session; the signed-in owner sees more. */
  paymentStatus: (chargeId: string) =>
    signedIn(() => readData(paymentStatusSchema, api.get(`common/payment-status/${encodeURIComponent(chargeId)}`))),
  /** The member's own data subscription (spec §4): cancel, reactivate, automatic renewal off or on. */
  cancelSubscription: () =>
    signedIn(() => readData(subscriptionStateSchema, api.post('members/cancel-user-subscription', { json: {} }))),
  reactivateSubscription: () =>
    signedIn(() => readData(subscriptionStateSchema, api.post('members/reactivate-user-subscription', { json: {} }))),
  setAutoRenewal: (autoRenew: boolean) =>
    signedIn(() =>
      readData(subscriptionStateSchema, api.post('members/subscription-auto-renewal', { json: { autoRenew } })),
    ),
};
