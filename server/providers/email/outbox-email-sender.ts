import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import { logger } from '../../logger';
import type { EmailMessage, EmailSender } from './email-sender';

/** Development adapter: keeps the message in the development outbox and the log instead of delivering it. */
export function createOutboxEmailSender(): EmailSender {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      await db().insert(devOutbox).values({
        channel: 'email',
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
      });
      logger.info({ to: message.to, subject: message.subject, body: message.text }, 'dev outbox: e-mail');
    },
  };
}
