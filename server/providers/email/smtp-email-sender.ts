import nodemailer from 'nodemailer';
import { DeliveryRejected } from '../delivery-rejected';
import type { EmailMessage, EmailSender } from './email-sender';

/** An SMTP answer of 5xx refuses the message for good (RFC 5321 §4.2.1); 4xx is a passing failure, retried. */
const permanentFailure = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Real delivery over SMTP (any provider: SES, Mailgun, Microsoft 365…) from an smtp:// or smtps:// URL. */
export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch (err) {
        if (permanentFailure(err)) throw new DeliveryRejected(err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
  };
}
