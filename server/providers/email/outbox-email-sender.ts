import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import { logger } from '../../logger';
import type { EmailMessage, EmailSender } from './email-sender';

/** Development adapter: keeps the message (HTML part and headers too) in the development outbox and the log. */
export function createOutboxEmailSender(): EmailSender {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      await db()
        .insert(devOutbox)
        .values({
          channel: 'email',
          recipient: message.to.toLowerCase(),
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
        });
      logger.info({ to: message.to, subject: message.subject, body: message.text }, 'dev outbox: e-mail');
    },
  };
}
