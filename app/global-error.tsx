'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CrashScreenProps } from '@/components/errors/crash-screen';
import { defaultLocale, localeCookie, localeDirection, toLocale } from '@/lib/i18n/config';
import './globals.css';

// Every page carries this boundary; the crash screen and its recovery code load when it is shown.
const CrashScreen = lazy(() => import('@/components/errors/crash-screen').then(({ CrashScreen }) => ({ default: CrashScreen })));

const cookieLocale = () => toLocale(new RegExp(`(?:^|; )${localeCookie.name}=([^;]*)`).exec(document.cookie)?.[1]);
const noSubscription = () => () => {};

/**
 * The root layout itself crashed: this replaces the whole document, without next-intl's provider. The locale comes
 * from the visitor's cookie (Arabic on the server's render and when there is none).
 */
export default function GlobalError({ error, retry }: Pick<CrashScreenProps, 'error' | 'retry'>) {
  const locale = useSyncExternalStore(noSubscription, cookieLocale, () => defaultLocale);
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <body className="flex min-h-screen flex-col font-sans">
        <Suspense>
          <CrashScreen error={error} retry={retry} locale={locale} source="global" />
        </Suspense>
      </body>
    </html>
  );
}
