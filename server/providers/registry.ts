import type { Config } from '../config';
import { channelProvider, config } from '../config';
import type { EmailSender } from './email/email-sender';
import { createOutboxEmailSender } from './email/outbox-email-sender';
import { createSmtpEmailSender } from './email/smtp-email-sender';
import type { SmsSender } from './sms/sms-sender';
import { appleVerifier, googleVerifier, type IdTokenVerifier } from './identity/id-token-verifier';
import { createKwtSmsSender } from './sms/kwtsms-sms-sender';
import { createOutboxSmsSender } from './sms/outbox-sms-sender';
import { createFcmSender, readServiceAccount } from './push/fcm-sender';
import { createOutboxFcmSender, createOutboxWebPushSender } from './push/outbox-push-sender';
import type { FcmSender, WebPushSender } from './push/push-sender';
import { vapidKeys } from './push/vapid-keys';
import { createVapidWebPushSender } from './push/vapid-web-push-sender';
import { createCloudApiWhatsAppSender } from './whatsapp/cloud-api-whatsapp-sender';
import { createOutboxWhatsAppSender } from './whatsapp/outbox-whatsapp-sender';
import type { WhatsAppSender } from './whatsapp/whatsapp-sender';
import type { PaymentGateway } from './payments/payment-gateway';
import { createLocalPaymentGateway, type LocalPaymentGateway } from './payments/local-payment-gateway';
import { createTapPaymentGateway } from './payments/tap-payment-gateway';

/** Development adapters simulate delivery and payment; they exist only for APP_ENV=demo. */
const developmentAdapters = new Set(['outbox', 'local']);

export function selectedProviders(cfg: Config) {
  const demo = cfg.APP_ENV === 'demo';
  return {
    email: cfg.EMAIL_PROVIDER ?? (demo ? 'outbox' : 'smtp'),
    sms: cfg.SMS_PROVIDER ?? (demo ? 'outbox' : 'kwtsms'),
    whatsapp: channelProvider(cfg, 'WHATSAPP_PROVIDER', 'cloudapi', cfg.WHATSAPP_TOKEN),
    push: channelProvider(cfg, 'PUSH_PROVIDER', 'webpush', cfg.VAPID_PRIVATE_KEY),
    fcm: channelProvider(cfg, 'FCM_PROVIDER', 'fcm', cfg.FCM_SERVICE_ACCOUNT),
    payments: cfg.PAYMENT_PROVIDER ?? (demo ? 'local' : 'tap'),
  };
}

export class DevelopmentAdapterRefused extends Error {}

/** Start-up guard: production refuses to boot with any development adapter selected. */
export function assertProvidersAllowed(cfg: Config): void {
  if (cfg.APP_ENV !== 'production') return;
  const refused = Object.entries(selectedProviders(cfg)).filter(([, adapter]) => developmentAdapters.has(adapter));
  if (refused.length > 0) {
    const list = refused.map(([kind, adapter]) => `${kind}=${adapter}`).join(', ');
    throw new DevelopmentAdapterRefused(
      `Development adapters cannot run with APP_ENV=production (${list}); configure real providers.`,
    );
  }
}

const globalForProviders = globalThis as unknown as {
  manzilEmail?: EmailSender;
  manzilSms?: SmsSender;
  manzilWhatsApp?: WhatsAppSender | null;
  manzilWebPush?: WebPushSender | null;
  manzilFcm?: FcmSender | null;
  manzilIdentity?: Partial<Record<'google' | 'apple', IdTokenVerifier>>;
  manzilPayments?: PaymentGateway;
  manzilLocalGateway?: LocalPaymentGateway;
};

export function emailSender(): EmailSender {
  const cfg = config();
  globalForProviders.manzilEmail ??=
    cfg.SMTP_URL && selectedProviders(cfg).email === 'smtp'
      ? createSmtpEmailSender(cfg.SMTP_URL, cfg.EMAIL_FROM)
      : createOutboxEmailSender();
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

/** WhatsApp's sender, or null when the channel is off (nobody is reached on it). */
export function whatsAppSender(): WhatsAppSender | null {
  const cfg = config();
  if (globalForProviders.manzilWhatsApp !== undefined) return globalForProviders.manzilWhatsApp;
  const provider = selectedProviders(cfg).whatsapp;
  globalForProviders.manzilWhatsApp =
    provider === 'off'
      ? null
      : provider === 'cloudapi'
        ? createCloudApiWhatsAppSender({
            token: cfg.WHATSAPP_TOKEN!,
            phoneNumberId: cfg.WHATSAPP_PHONE_NUMBER_ID!,
            apiVersion: cfg.WHATSAPP_API_VERSION,
          })
        : createOutboxWhatsAppSender();
  return globalForProviders.manzilWhatsApp;
}

/** Web push's sender, or null when it is off. */
export function webPushSender(): WebPushSender | null {
  const cfg = config();
  if (globalForProviders.manzilWebPush !== undefined) return globalForProviders.manzilWebPush;
  const provider = selectedProviders(cfg).push;
  globalForProviders.manzilWebPush =
    provider === 'off'
      ? null
      : provider === 'webpush'
        ? createVapidWebPushSender(vapidKeys(), cfg.VAPID_SUBJECT)
        : createOutboxWebPushSender();
  return globalForProviders.manzilWebPush;
}

/** The mobile app's push sender (FCM), or null when it is off. */
export function fcmSender(): FcmSender | null {
  const cfg = config();
  if (globalForProviders.manzilFcm !== undefined) return globalForProviders.manzilFcm;
  const provider = selectedProviders(cfg).fcm;
  globalForProviders.manzilFcm =
    provider === 'off'
      ? null
      : provider === 'fcm'
        ? createFcmSender(readServiceAccount(cfg.FCM_SERVICE_ACCOUNT!))
        : createOutboxFcmSender();
  return globalForProviders.manzilFcm;
}

/** Resolves the channel senders at start-up, so a bad FCM service account or a damaged VAPID key file stops the start. */
export function prepareChannelSenders(): void {
  whatsAppSender();
  if (webPushSender()) vapidKeys();
  fcmSender();
}

/** Tests install adapters pointed at local servers; undefined puts back the configured one. */
export function installChannelSenders(senders: {
  whatsapp?: WhatsAppSender | null;
  webPush?: WebPushSender | null;
  fcm?: FcmSender | null;
}): void {
  if ('whatsapp' in senders) globalForProviders.manzilWhatsApp = senders.whatsapp;
  if ('webPush' in senders) globalForProviders.manzilWebPush = senders.webPush;
  if ('fcm' in senders) globalForProviders.manzilFcm = senders.fcm;
}

/** Sign-in with Google or Apple, when its client id is configured; tests may install verifiers with local keys. */
export function identityVerifier(provider: 'google' | 'apple'): IdTokenVerifier | undefined {
  const verifiers = (globalForProviders.manzilIdentity ??= {});
  const clientId = provider === 'google' ? config().GOOGLE_CLIENT_ID : config().APPLE_CLIENT_ID;
  if (!verifiers[provider] && clientId)
    verifiers[provider] = provider === 'google' ? googleVerifier(clientId) : appleVerifier(clientId);
  return verifiers[provider];
}

export function installIdentityVerifier(verifier: IdTokenVerifier): void {
  (globalForProviders.manzilIdentity ??= {})[verifier.provider] = verifier;
}

/** The demo's local gateway (its checkout page needs more than the interface); one per process. */
export function localPaymentGateway(): LocalPaymentGateway {
  const cfg = config();
  globalForProviders.manzilLocalGateway ??= createLocalPaymentGateway({
    chargeExpiryMinutes: cfg.PAYMENT_CHARGE_EXPIRY_MINUTES,
  });
  return globalForProviders.manzilLocalGateway;
}

/** Tap Payments, or the local gateway in demo (refused in production by `assertProvidersAllowed`). */
export function paymentGateway(): PaymentGateway {
  const cfg = config();
  globalForProviders.manzilPayments ??=
    selectedProviders(cfg).payments === 'tap'
      ? createTapPaymentGateway({
          secretKey: cfg.TAP_SECRET_KEY!,
          apiUrl: cfg.TAP_API_URL,
          chargeExpiryMinutes: cfg.PAYMENT_CHARGE_EXPIRY_MINUTES,
        })
      : localPaymentGateway();
  return globalForProviders.manzilPayments;
}

/** Tests install a gateway (a local one with a webhook catcher, or Tap pointed at a local server); undefined restores. */
export function installPaymentGateway(gateway: PaymentGateway | undefined, local?: LocalPaymentGateway): void {
  globalForProviders.manzilPayments = gateway;
  if (local) globalForProviders.manzilLocalGateway = local;
}
