import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { isLocale, localeDirection } from '@/lib/i18n/config';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { DemoBanner } from '@/components/layout/demo-banner';
import { RouteHistory } from '@/components/providers/route-history';
import { reloadWindowMetaName } from '@/lib/crash-recovery';
import { PaymentSuccessWatcher } from '@/components/payments/payment-success-watcher';
import { brandFontScript } from '@/lib/brand-font';
import { config, isDemo } from '@/server/config';
import { plexArabic, plexLatin } from '../fonts';
import '../globals.css';

/** Pages render on first request per locale and are then cached and revalidated (nothing is prerendered at build). */
export function generateStaticParams() {
  return [];
}

export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'ar', namespace: 'seo' });
  return {
    metadataBase: new URL(process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000'),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = pickClientMessages(await getMessages());
  return (
    // The head script may add the brand font's class before React hydrates (lib/brand-font.ts). The scroll attribute
    // tells Next to jump, not glide, to a new page's top (app/globals.css scrolls smoothly): a glide from far down ends
    // late, or short of the top when the page changes under it, with the heading under the sticky header.
    <html
      lang={locale}
      dir={localeDirection(locale)}
      className={`${plexLatin.variable} ${plexArabic.variable}`}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: brandFontScript }} />
        <meta name={reloadWindowMetaName} content={String(config().CRASH_RELOAD_WINDOW_SECONDS)} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <NextIntlClientProvider messages={messages}>
          {/* Reading the query makes it render in the browser only; the boundary keeps the page itself static. */}
          <Suspense>
            <RouteHistory />
          </Suspense>
          {isDemo() && <DemoBanner />}
          {children}
          <PaymentSuccessWatcher />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
