import { autoRenewalSchema, emptyBodySchema, updateUserPackagesSchema } from '@/lib/schemas/payments';
import { requireMember } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  cancelSubscription,
  changeRenewalPlan,
  reactivateSubscription,
  setAutoRenew,
} from '../../services/payments/subscriptions';

/**
 * The member's own data subscription (spec §4: active, cancelled, inactive, reactivate). No subscription id is taken:
 * each call acts on the signed-in member's subscription only, so nobody can touch another's. A call the state does
 * not allow answers 409 CONFLICT with `fieldErrors.subscription`.
 */
const noStore = { 'Cache-Control': 'private, no-store' };

/** `POST /v1/members/cancel-user-subscription {}` (spec §7): renewal stops, the paid period stays. */
export const postCancelUserSubscription = factory.createHandlers(
  requireMember,
  validate('json', emptyBodySchema),
  async (c) => c.json({ data: await cancelSubscription(c.get('member').id) }, 200, noStore),
);

/** `POST /v1/members/reactivate-user-subscription {}`: takes back a cancellation while the paid period lasts. */
export const postReactivateUserSubscription = factory.createHandlers(
  requireMember,
  validate('json', emptyBodySchema),
  async (c) => c.json({ data: await reactivateSubscription(c.get('member').id) }, 200, noStore),
);

/** `POST /v1/members/subscription-auto-renewal {autoRenew}`: off after the member's yes, or back on with a saved card. */
export const postSubscriptionAutoRenewal = factory.createHandlers(
  requireMember,
  validate('json', autoRenewalSchema),
  async (c) => c.json({ data: await setAutoRenew(c.get('member').id, c.req.valid('json').autoRenew) }, 200, noStore),
);

/** `POST /v1/members/update-user-packages {packageId}` (spec §7): the monthly plan the next renewal buys. */
export const postUpdateUserPackages = factory.createHandlers(
  requireMember,
  validate('json', updateUserPackagesSchema),
  async (c) =>
    c.json({ data: await changeRenewalPlan(c.get('member').id, c.req.valid('json').packageId) }, 200, noStore),
);
