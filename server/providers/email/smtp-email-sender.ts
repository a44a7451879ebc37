import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

/** Real delivery over SMTP (any provider: SES, Mailgun, Microsoft 365…) from an smtp:// or smtps:// URL. */
export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
