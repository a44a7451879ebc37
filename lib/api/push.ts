import { z } from 'zod/mini';
import { api } from './browser-client';
import { readData } from './client';

const publicKeySchema = z.object({ publicKey: z.string() });
const subscribedSchema = z.object({ subscribed: z.boolean() });

/** The signed-in member's browser push subscriptions (`/v1/notifications/push/*`). */
export const pushApi = {
  publicKey: () => readData(publicKeySchema, api.get('notifications/push/public-key')).then((data) => data.publicKey),
  subscribe: (subscription: PushSubscriptionJSON) => readData(subscribedSchema, api.post('notifications/push/subscriptions', { json: subscription })),
};
