import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseConfig } from './config';
import { startJobWorkers, stopJobQueue } from './jobs/queue';
import { assertProvidersAllowed } from './providers/registry';
import { testApp } from './testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
  // Readiness counts the job workers (server/operations/health.ts); none is needed here.
  await startJobWorkers([]);
});
afterAll(() => stopJobQueue());

describe('API shell', () => {
  it('answers health with readiness and its checks', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });

  it('answers an unknown route with a 404 JSON error in the requested language', async () => {
    const ar = await api.request('/api/v1/nothing-here');
    expect(ar.status).toBe(404);
    expect(await ar.json()).toEqual({ code: 'NOT_FOUND', message: 'الصفحة غير موجودة' });
    const en = await api.request('/api/v1/nothing-here', { headers: { 'x-localization': 'en' } });
    expect((await en.json()) as object).toMatchObject({ message: 'Page Not Found' });
  });

  it('answers a path outside /api with a 404 JSON error, not a 500 (the API alone, `npm run api`)', async () => {
    const res = await api.request('/favicon.ico');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'الصفحة غير موجودة' });
  });

  it('sets a request id and security headers', async () => {
    const res = await api.request('/api/health');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no HSTS outside production', async () => {
    expect((await api.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers malformed JSON with 400, never 500, and no stack trace', async () => {
    const res = await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a cross-site write (foreign Origin) with 403', async () => {
    const res = await api.request('http://localhost/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      headers: { origin: 'https://evil.example', host: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('CROSS_SITE_REQUEST');
  });

  it('accepts a write from the origin of PUBLIC_BASE_URL', async () => {
    const res = await api.request('http://localhost:3000/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ email: `same-origin-${Date.now()}@b.co` }),
    });
    expect(res.status).toBe(201);
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain'])('refuses a %s body with 415', async (type) => {
    const res = await api.request('/api/v1/common/newsletter-subscribers', {
      method: 'POST',
      headers: { 'content-type': type },
      body: 'email=a@b.co',
    });
    expect(res.status).toBe(415);
  });
});

describe('modes', () => {
  it('does not mount /api/dev in production', async () => {
    const res = await createApp({ devRoutes: false }).request('/api/dev/outbox?to=care@manzil.com.kw');
    expect(res.status).toBe(404);
  });

  it('refuses to boot production with the development outbox', () => {
    const cfg = parseConfig({
      APP_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_BASE_URL: 'https://manzil.com.kw',
      EMAIL_PROVIDER: 'outbox',
      SMS_PROVIDER: 'outbox',
      PAYMENT_PROVIDER: 'local',
    });
    expect(() => assertProvidersAllowed(cfg)).toThrow(
      /Development adapters cannot run with APP_ENV=production \(email=outbox, sms=outbox, payments=local\)/,
    );
  });

  it('stops a production start with missing secrets, naming them', () => {
    expect(() => parseConfig({ APP_ENV: 'production' })).toThrow(
      /AUTH_SECRET[\s\S]*SMTP_URL|SMTP_URL[\s\S]*AUTH_SECRET/,
    );
  });

  it('accepts a complete production configuration', () => {
    const cfg = parseConfig({
      APP_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_BASE_URL: 'https://manzil.com.kw',
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      KWTSMS_USERNAME: 'manzil',
      KWTSMS_PASSWORD: 'secret',
      TAP_SECRET_KEY: 'sk_test_app',
    });
    expect(() => assertProvidersAllowed(cfg)).not.toThrow();
  });
});
