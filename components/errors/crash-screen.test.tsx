import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// next.config.ts inlines the `crash` namespace of both catalogues at build; the test does what the build does.
const crash = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { crash: Record<string, string> }).crash;
const ar = crash('ar');
const en = crash('en');

vi.mock('@/lib/crash-recovery', () => ({ recoverFromCrash: vi.fn() }));
vi.mock('next-intl', () => ({ useLocale: () => 'en' }));

/** Server-renders a boundary, waiting for the screen it loads on demand. */
async function render(element: ReactElement) {
  const { renderToReadableStream } = await import('react-dom/server.edge');
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

beforeAll(() => {
  vi.stubEnv('CRASH_MESSAGES', JSON.stringify({ ar, en }));
});
afterAll(() => vi.unstubAllEnvs());

const error = Object.assign(new Error('boom'), { digest: '123' });

describe('the crash screen', () => {
  it('offers a retry and a way home, in Arabic and in English', async () => {
    const { CrashScreen } = await import('./crash-screen');
    for (const [locale, texts] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const html = renderToStaticMarkup(
        <CrashScreen error={error} retry={() => {}} locale={locale} source="boundary" />,
      );
      expect(html).toContain('role="alert"');
      expect(html).toContain(`<h1 class="text-2xl font-bold">${texts.title}</h1>`);
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${texts.retry}</button>`));
      expect(html).toMatch(new RegExp(`<a href="/"[^>]*>${texts.home}</a>`));
    }
    expect(ar.title).not.toBe(en.title);
  });

  it("a route group's boundary shows the screen in the provider's locale", async () => {
    const { RouteErrorBoundary } = await import('./route-error-boundary');
    const html = await render(<RouteErrorBoundary error={error} retry={() => {}} />);
    expect(html).toContain(en.title);
    expect(html).toContain(en.retry);
  });

  it("the root's boundary renders its own document, Arabic and RTL until the cookie says otherwise", async () => {
    const { default: GlobalError } = await import('@/app/global-error');
    const html = await render(<GlobalError error={error} retry={() => {}} />);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"><head>.*<\/head><body[^>]*>/);
    expect(html).toContain(ar.title);
  });
});
