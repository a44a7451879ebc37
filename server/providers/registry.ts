import type { Config } from '../config';
import { config } from '../config';
import type { EmailSender } from './email/email-sender';
import { createOutboxEmailSender } from './email/outbox-email-sender';
import { createSmtpEmailSender } from './email/smtp-email-sender';
import type { SmsSender } from './sms/sms-sender';
import { appleVerifier, googleVerifier, type IdTokenVerifier } from './identity/id-token-verifier';
import { createKwtSmsSender } from './sms/kwtsms-sms-sender';
import { createOutboxSmsSender } from './sms/outbox-sms-sender';

/** Development adapters simulate delivery and payment; they exist only for APP_ENV=demo. */
const developmentAdapters = new Set(['outbox']);

export function selectedProviders(cfg: Config) {
  const demo = cfg.APP_ENV === 'demo';
  return {
    email: cfg.EMAIL_PROVIDER ?? (demo ? 'outbox' : 'smtp'),
    sms: cfg.SMS_PROVIDER ?? (demo ? 'outbox' : 'kwtsms'),
  };
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

const globalForProviders = globalThis as unknown as { manzilEmail?: EmailSender; manzilSms?: SmsSender; manzilIdentity?: Partial<Record<'google' | 'apple', IdTokenVerifier>> };

export function emailSender(): EmailSender {
  const cfg = config();
  globalForProviders.manzilEmail ??=
    cfg.SMTP_URL && selectedProviders(cfg).email === 'smtp' ? createSmtpEmailSender(cfg.SMTP_URL, cfg.EMAIL_FROM) : createOutboxEmailSender();
  return globalForProviders.manzilEmail;
}

export function smsSender(): SmsSender {
  const cfg = config();
  globalForProviders.manzilSms ??=
    cfg.KWTSMS_USERNAME && cfg.KWTSMS_PASSWORD && selectedProviders(cfg).sms === 'kwtsms'
      ? createKwtSmsSender({ username: cfg.KWTSMS_USERNAME, password: cfg.KWTSMS_PASSWORD, sender: cfg.KWTSMS_SENDER })
      : createOutboxSmsSender();
  return globalForProviders.manzilSms;
}

/** Sign-in with Google or Apple, when its client id is configured; tests may install verifiers with local keys. */
export function identityVerifier(provider: 'google' | 'apple'): IdTokenVerifier | undefined {
  const verifiers = (globalForProviders.manzilIdentity ??= {});
  const clientId = provider === 'google' ? config().GOOGLE_CLIENT_ID : config().APPLE_CLIENT_ID;
  if (!verifiers[provider] && clientId) verifiers[provider] = provider === 'google' ? googleVerifier(clientId) : appleVerifier(clientId);
  return verifiers[provider];
}

export function installIdentityVerifier(verifier: IdTokenVerifier): void {
  (globalForProviders.manzilIdentity ??= {})[verifier.provider] = verifier;
}
