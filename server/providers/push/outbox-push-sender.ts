import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import { logger } from '../../logger';
import type { FcmSender, PushPayload, WebPushSender } from './push-sender';

async function keep(recipient: string, payload: PushPayload) {
  await db()
    .insert(devOutbox)
    .values({ channel: 'push', recipient, subject: payload.title, body: `${payload.body}\n${payload.link}` });
  logger.info({ to: recipient, ...payload }, 'dev outbox: push');
}

/** Development adapter: keeps a browser's push in the development outbox (recipient: its endpoint) instead of sending it. */
export function createOutboxWebPushSender(): WebPushSender {
  return {
    name: 'outbox',
    async send(subscription, payload) {
      await keep(subscription.endpoint, payload);
      return 'sent';
    },
  };
}

/** Development adapter: keeps an app push in the development outbox (recipient: `fcm:` and the token). */
export function createOutboxFcmSender(): FcmSender {
  return {
    name: 'outbox',
    async send(token, payload) {
      await keep(`fcm:${token}`, payload);
      return 'sent';
    },
  };
}
