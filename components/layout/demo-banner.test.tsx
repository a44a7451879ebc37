import { isValidElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next-intl/server', () => ({
  getMessages: async () => ({}),
  getTranslations: async () => (key: string) => key,
  setRequestLocale: () => {},
}));
// next/font is compiled by Next; outside its build a font is just its class names.
vi.mock('next/font/local', () => ({ default: () => ({ className: '', variable: '' }) }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function contains(node: ReactNode, type: unknown): boolean {
  if (Array.isArray(node)) return node.some((child: ReactNode) => contains(child, type));
  if (!isValidElement<{ children?: ReactNode }>(node)) return false;
  return node.type === type || contains(node.props.children, type);
}

const productionEnv = {
  APP_ENV: 'production',
  AUTH_SECRET: 'production-secret-of-this-test-only-0123456789',
  PUBLIC_BASE_URL: 'https://manzil.com.kw',
  SMTP_URL: 'smtps://user:pass@smtp.example.com',
  KWTSMS_USERNAME: 'manzil',
  KWTSMS_PASSWORD: 'secret',
  TAP_SECRET_KEY: 'sk_test_banner',
};

/** The locale layout (every page's frame) as a process in this APP_ENV renders it. */
async function layoutIn(appEnv: 'demo' | 'production') {
  for (const [name, value] of Object.entries(appEnv === 'production' ? productionEnv : { APP_ENV: 'demo' }))
    vi.stubEnv(name, value);
  const { default: LocaleLayout } = await import('@/app/[locale]/layout');
  const { DemoBanner } = await import('./demo-banner');
  const tree = await LocaleLayout({ children: <main />, params: Promise.resolve({ locale: 'ar' }) });
  return { hasBanner: contains(tree, DemoBanner) };
}

describe('demo banner [22]', () => {
  it('is on every page in demo mode', async () => {
    expect((await layoutIn('demo')).hasBanner).toBe(true);
  });

  it('is never rendered in production', async () => {
    expect((await layoutIn('production')).hasBanner).toBe(false);
  });
});
