import { z } from 'zod/mini';
import { messageKeys } from './fields';

/**
 * The push services of the browsers (Chrome and Edge through FCM, Firefox, Windows, Safari): the server POSTs to a
 * subscription's endpoint, so an endpoint elsewhere (a host of our own network) is refused.
 */
export const pushServiceHosts = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

const fromPushService = (value: string) => {
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' && pushServiceHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
};

const endpointField = z.string(messageKeys.required).check(
  z.maxLength(1024, messageKeys.long),
  z.refine((value) => URL.canParse(value) && fromPushService(value), messageKeys.invalidValue),
);

/** A base64url key of the subscription (padding allowed), `length` characters without padding. */
const base64urlKey = (length: number) =>
  z
    .string(messageKeys.required)
    .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), messageKeys.invalidValue));

/** `POST /v1/notifications/push/subscriptions`: a browser's PushSubscription as `toJSON()` gives it (P-256 key, 16-byte secret). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object({ p256dh: base64urlKey(87), auth: base64urlKey(22) }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** `DELETE /v1/notifications/push/subscriptions`: the browser's endpoint, removed only from the caller's own. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: endpointField });
export type PushUnsubscribeInput = z.output<typeof pushUnsubscribeSchema>;

/** The server's VAPID public key, for `PushManager.subscribe`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
