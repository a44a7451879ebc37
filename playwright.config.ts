import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ar-KW',
    timezoneId: 'Asia/Kuwait',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every journey signs in from 127.0.0.1: the per-address limits would otherwise stop the suite.
    env: {
      PORT: String(port),
      DATA_DIR: '.e2e-data',
      APP_ENV: 'demo',
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: baseURL,
      OTP_SENDS_PER_IP_HOUR: '500',
      AUTH_REQUESTS_PER_IP_HOUR: '2000',
      CONTACT_MESSAGES_PER_IP_HOUR: '100',
      PHONE_REVEALS_PER_HOUR: '500',
      NEWSLETTER_SIGNUPS_PER_IP_HOUR: '500',
      FINANCE_REQUESTS_PER_IP_DAY: '500',
      FINANCE_REQUESTS_PER_MEMBER_DAY: '100',
      APPRAISAL_REQUESTS_PER_MEMBER_DAY: '100',
      APPRAISAL_UPLOADS_PER_MEMBER_DAY: '500',
      OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY: '100',
      PAYMENT_STATUS_CHECKS_PER_IP_HOUR: '5000',
    },
  },
});
