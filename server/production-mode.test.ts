import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { config } from './config';
import { vapidKeys } from './providers/push/vapid-keys';
import {
  assertProvidersAllowed,
  fcmSender,
  selectedProviders,
  webPushSender,
  whatsAppSender,
} from './providers/registry';

// This file's process is a complete production configuration, so the app is built exactly as a production start builds it.
vi.hoisted(() => {
  Object.assign(process.env, {
    APP_ENV: 'production',
    AUTH_SECRET: 'production-secret-of-this-test-only-0123456789',
    PUBLIC_BASE_URL: 'https://manzil.com.kw',
    SMTP_URL: 'smtps://user:pass@smtp.example.com',
    KWTSMS_USERNAME: 'manzil',
    KWTSMS_PASSWORD: 'secret',
    WHATSAPP_TOKEN: 'whatsapp-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    VAPID_PUBLIC_KEY: 'BPublicKeyOfThisTestOnly',
    VAPID_PRIVATE_KEY: 'private-key-of-this-test-only',
    TAP_SECRET_KEY: 'sk_test_production_mode',
  });
});

describe('the API in production [22]', () => {
  const app = createApp();

  it('does not serve /api/dev/* at all', async () => {
    expect((await app.request('/api/dev/outbox?to=care@manzil.com.kw')).status).toBe(404);
  });

  it('takes payments through Tap, and serves no local checkout page', async () => {
    const { paymentGateway } = await import('./providers/registry');
    expect(paymentGateway().name).toBe('tap');
    expect((await app.request('/api/dev/local-gateway/checkout/chg_LOCALabcdefgh')).status).toBe(404);
  });

  it('refuses to move the clock: no dev route, and the clock itself will not move', async () => {
    expect(
      (
        await app.request('/api/dev/clock', {
          method: 'POST',
          body: JSON.stringify({ advanceDays: 40 }),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(404);
    const { now, setClockOffset } = await import('./lib/clock');
    expect(() => setClockOffset(40 * 86_400_000)).toThrow(/production/);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('publishes the API contract, and serves its reference page only when API_REFERENCE_PAGE says so', async () => {
    expect((await app.request('/api/openapi.json')).status).toBe(200);
    expect((await app.request('/api/docs')).status).toBe(404);
    expect((await app.request('/api/docs/swagger-ui-bundle.js')).status).toBe(404);
  });

  it('sends HSTS [19]', async () => {
    expect((await app.request('/api/ping')).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('refuses a write from the demo address', async () => {
    const res = await app.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('delivers WhatsApp and web push through their real adapters, and serves the configured VAPID key', async () => {
    expect(selectedProviders(config())).toMatchObject({ whatsapp: 'cloudapi', push: 'webpush', fcm: 'off' });
    expect(() => assertProvidersAllowed(config())).not.toThrow();
    expect(whatsAppSender()?.name).toBe('cloudapi');
    expect(webPushSender()?.name).toBe('webpush');
    expect(fcmSender()).toBeNull();
    expect(vapidKeys().publicKey).toBe('BPublicKeyOfThisTestOnly');
  });
});
