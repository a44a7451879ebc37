import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import { logger } from '../../logger';
import type { SmsMessage, SmsSender } from './sms-sender';

/** Development adapter: keeps the text in the development outbox and the log instead of sending it. */
export function createOutboxSmsSender(): SmsSender {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      await db().insert(devOutbox).values({ channel: 'sms', recipient: message.to, body: message.text });
      logger.info({ to: message.to, text: message.text }, 'dev outbox: SMS');
    },
  };
}
