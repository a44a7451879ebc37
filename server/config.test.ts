import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { assertProvidersAllowed, selectedProviders } from './providers/registry';

describe('app store addresses', () => {
  it('are unset by default, so no store badge shows', () => {
    const cfg = parseConfig({});
    expect(cfg.APP_STORE_URL).toBeUndefined();
    expect(cfg.GOOGLE_PLAY_URL).toBeUndefined();
  });

  it('take https addresses and refuse anything else, naming the variable', () => {
    expect(parseConfig({ APP_STORE_URL: 'https://apps.apple.com/kw/app/manzil/id1234567890' }).APP_STORE_URL).toBe(
      'https://apps.apple.com/kw/app/manzil/id1234567890',
    );
    expect(() => parseConfig({ GOOGLE_PLAY_URL: 'http://play.google.com/store/apps/details?id=kw.manzil' })).toThrow(
      /GOOGLE_PLAY_URL: must be an https:\/\/ URL/,
    );
    expect(() => parseConfig({ APP_STORE_URL: 'manzil' })).toThrow(/APP_STORE_URL/);
  });
});

describe('WhatsApp, web push and app push providers', () => {
  const production = {
    APP_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    PUBLIC_BASE_URL: 'https://manzil.com.kw',
    SMTP_URL: 'smtps://u:p@smtp.example.com',
    KWTSMS_USERNAME: 'manzil',
    KWTSMS_PASSWORD: 'secret',
    TAP_SECRET_KEY: 'sk_test_config',
  };

  it('are the outbox in demo, and off in production until their credentials are set', () => {
    expect(selectedProviders(parseConfig({}))).toMatchObject({ whatsapp: 'outbox', push: 'outbox', fcm: 'outbox' });
    expect(selectedProviders(parseConfig(production))).toMatchObject({ whatsapp: 'off', push: 'off', fcm: 'off' });
    const configured = parseConfig({
      ...production,
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      FCM_SERVICE_ACCOUNT: '/etc/manzil/fcm.json',
    });
    expect(selectedProviders(configured)).toMatchObject({ whatsapp: 'cloudapi', push: 'webpush', fcm: 'fcm' });
    expect(configured).toMatchObject({
      WHATSAPP_API_VERSION: 'v21.0',
      WHATSAPP_TEMPLATE: 'manzil_notification',
      VAPID_SUBJECT: 'mailto:care@manzil.com.kw',
    });
  });

  it('refuse a real provider chosen without its credentials, naming them', () => {
    expect(() => parseConfig({ ...production, WHATSAPP_PROVIDER: 'cloudapi', WHATSAPP_TOKEN: 'token' })).toThrow(
      /WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required/,
    );
    expect(() => parseConfig({ ...production, PUSH_PROVIDER: 'webpush' })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required/,
    );
    expect(() => parseConfig({ ...production, FCM_PROVIDER: 'fcm' })).toThrow(/FCM_SERVICE_ACCOUNT is required/);
    expect(() => parseConfig({ WHATSAPP_API_VERSION: '21' })).toThrow(/WHATSAPP_API_VERSION/);
    expect(() => parseConfig({ VAPID_SUBJECT: 'care@manzil.com.kw' })).toThrow(/VAPID_SUBJECT/);
  });

  it('web push in demo works without keys: the installation generates its own pair', () => {
    expect(selectedProviders(parseConfig({ PUSH_PROVIDER: 'webpush' })).push).toBe('webpush');
  });

  it('payments: the local gateway in demo, Tap in production, which needs its secret key and refuses the local gateway', () => {
    expect(selectedProviders(parseConfig({})).payments).toBe('local');
    expect(selectedProviders(parseConfig(production)).payments).toBe('tap');
    expect(() => parseConfig({ ...production, TAP_SECRET_KEY: undefined })).toThrow(/TAP_SECRET_KEY is required/);
    expect(() => parseConfig({ ...production, TAP_SECRET_KEY: 'pk_test_public' })).toThrow(/must be a Tap secret key/);
    expect(() => assertProvidersAllowed(parseConfig({ ...production, PAYMENT_PROVIDER: 'local' }))).toThrow(
      /payments=local/,
    );
    expect(() => assertProvidersAllowed(parseConfig(production))).not.toThrow();
  });

  it('production refuses their outbox', () => {
    const cfg = parseConfig({
      ...production,
      WHATSAPP_PROVIDER: 'outbox',
      PUSH_PROVIDER: 'outbox',
      FCM_PROVIDER: 'outbox',
    });
    expect(() => assertProvidersAllowed(cfg)).toThrow(/\(whatsapp=outbox, push=outbox, fcm=outbox\)/);
    expect(() => assertProvidersAllowed(parseConfig({ ...production, WHATSAPP_PROVIDER: 'off' }))).not.toThrow();
  });
});

describe('ad posting and ranking', () => {
  it('posts from the web unless WEB_AD_POSTING=false, and refuses anything but true or false', () => {
    expect(parseConfig({}).WEB_AD_POSTING).toBe(true);
    expect(parseConfig({ WEB_AD_POSTING: 'false' }).WEB_AD_POSTING).toBe(false);
    expect(() => parseConfig({ WEB_AD_POSTING: 'no' })).toThrow(/WEB_AD_POSTING/);
  });

  it('keeps 3 special-ad slots an hour by default, 0 to 10 of them', () => {
    expect(parseConfig({})).toMatchObject({ SPECIAL_AD_SLOTS: 3, SPECIAL_AD_ROTATION_MINUTES: 60 });
    expect(parseConfig({ SPECIAL_AD_SLOTS: '0' }).SPECIAL_AD_SLOTS).toBe(0);
    expect(() => parseConfig({ SPECIAL_AD_SLOTS: '11' })).toThrow(/SPECIAL_AD_SLOTS/);
    expect(() => parseConfig({ SPECIAL_AD_ROTATION_MINUTES: '0' })).toThrow(/SPECIAL_AD_ROTATION_MINUTES/);
  });
});

describe('memory', () => {
  it('caps the encoded-page cache at 64 MB and the heap at 288 MB per render worker unless set', () => {
    const cfg = parseConfig({});
    expect(cfg.ENCODED_PAGES_CACHE_MB).toBe(64);
    expect(cfg.RENDER_WORKER_MAX_OLD_SPACE_MB).toBe(288);
    expect(parseConfig({ RENDER_WORKER_MAX_OLD_SPACE_MB: '384', ENCODED_PAGES_CACHE_MB: '16' })).toMatchObject({
      RENDER_WORKER_MAX_OLD_SPACE_MB: 384,
      ENCODED_PAGES_CACHE_MB: 16,
    });
  });

  it('refuses a heap limit too small for Next to start and an empty page cache, naming the variable', () => {
    expect(() => parseConfig({ RENDER_WORKER_MAX_OLD_SPACE_MB: '64' })).toThrow(/RENDER_WORKER_MAX_OLD_SPACE_MB/);
    expect(() => parseConfig({ ENCODED_PAGES_CACHE_MB: '0' })).toThrow(/ENCODED_PAGES_CACHE_MB/);
  });
});
