import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import { logger } from '../../logger';
import type { WhatsAppSender, WhatsAppTemplateMessage } from './whatsapp-sender';

/** Development adapter: keeps the template message in the development outbox and the log instead of sending it. */
export function createOutboxWhatsAppSender(): WhatsAppSender {
  return {
    name: 'outbox',
    async sendTemplate(message: WhatsAppTemplateMessage) {
      const body = message.parameters.join('\n');
      await db()
        .insert(devOutbox)
        .values({
          channel: 'whatsapp',
          recipient: message.to,
          subject: `${message.template} (${message.language})`,
          body,
        });
      logger.info(
        { to: message.to, template: message.template, language: message.language, parameters: message.parameters },
        'dev outbox: WhatsApp',
      );
    },
  };
}
