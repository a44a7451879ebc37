import type { Config } from '../config';
import { config } from '../config';
import type { EmailSender } from './email/email-sender';
import { createOutboxEmailSender } from './email/outbox-email-sender';
import { createSmtpEmailSender } from './email/smtp-email-sender';

/** Development adapters simulate delivery and payment; they exist only for APP_ENV=demo. */
const developmentAdapters = new Set(['outbox']);

export function selectedProviders(cfg: Config) {
  return { email: cfg.EMAIL_PROVIDER ?? (cfg.APP_ENV === 'demo' ? 'outbox' : 'smtp') };
}

export class DevelopmentAdapterRefused extends Error {}

/** Start-up guard: production refuses to boot with any development adapter selected. */
export function assertProvidersAllowed(cfg: Config): void {
  if (cfg.APP_ENV !== 'production') return;
  const refused = Object.entries(selectedProviders(cfg)).filter(([, adapter]) => developmentAdapters.has(adapter));
  if (refused.length > 0) {
    const list = refused.map(([kind, adapter]) => `${kind}=${adapter}`).join(', ');
    throw new DevelopmentAdapterRefused(`Development adapters cannot run with APP_ENV=production (${list}); configure real providers.`);
  }
}

const globalForProviders = globalThis as unknown as { manzilEmail?: EmailSender };

export function emailSender(): EmailSender {
  const cfg = config();
  globalForProviders.manzilEmail ??=
    cfg.SMTP_URL && selectedProviders(cfg).email === 'smtp' ? createSmtpEmailSender(cfg.SMTP_URL, cfg.EMAIL_FROM) : createOutboxEmailSender();
  return globalForProviders.manzilEmail;
}
