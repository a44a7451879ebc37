import { subscribedSchema } from '../schemas/answers';
import { pushPublicKeySchema } from '../schemas/push-subscriptions';
import { api } from './browser-client';
import { readData } from './client';

/** The signed-in member's browser push subscriptions (`/v1/notifications/push/*`). */
export const pushApi = {
  publicKey: () =>
    readData(pushPublicKeySchema, api.get('notifications/push/public-key')).then((data) => data.publicKey),
  subscribe: (subscription: PushSubscriptionJSON) =>
    readData(subscribedSchema, api.post('notifications/push/subscriptions', { json: subscription })),
};
