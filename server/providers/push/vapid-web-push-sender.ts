import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';
import type { PushPayload, PushResult, WebPushSender, WebPushSubscription } from './push-sender';

/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291): `web-push` builds the
 * request, fetch sends it. 404 and 410 mean the subscription has expired or was withdrawn (web-push's documentation:
 * delete it); any other failure is retried.
 */
export function createVapidWebPushSender(keys: VapidKeys, subject: string, send: typeof fetch = fetch): WebPushSender {
  return {
    name: 'webpush',
    async send(subscription: WebPushSubscription, payload: PushPayload): Promise<PushResult> {
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'normal',
      });
      const res = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) throw new Error(`push service refused the message: ${res.status}`);
      return 'sent';
    },
  };
}
