import { createMiddleware } from 'hono/factory';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/schemas/push-subscriptions';
import { requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { vapidKeys } from '../../providers/push/vapid-keys';
import { webPushSender } from '../../providers/registry';
import { deletePushSubscription, savePushSubscription } from '../../services/notifications/push-subscriptions';

/** Web push is off on this installation (PUSH_PROVIDER=off): nothing to subscribe to. */
const requireWebPush = createMiddleware(async (_c, next) => {
  if (!webPushSender()) throw new ApiError('NOT_FOUND');
  await next();
});

/** The VAPID public key a browser subscribes with (its applicationServerKey). */
export const getPublicKey = factory.createHandlers(requireMember, requireWebPush, (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { publicKey: vapidKeys().publicKey } });
});

export const postSubscription = factory.createHandlers(
  requireMember,
  requireWebPush,
  validate('json', pushSubscriptionSchema),
  async (c) => {
    await savePushSubscription(c.get('member').id, c.req.valid('json'), c.req.header('user-agent'));
    return c.json({ data: { subscribed: true } });
  },
);

/** Only the caller's own subscription: another member's endpoint answers 404 and stays. */
export const deleteSubscription = factory.createHandlers(
  requireMember,
  validate('json', pushUnsubscribeSchema),
  async (c) => {
    if (!(await deletePushSubscription(c.get('member').id, c.req.valid('json').endpoint)))
      throw new ApiError('NOT_FOUND');
    return c.json({ data: { deleted: 1 } });
  },
);
