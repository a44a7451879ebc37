'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { defaultLocale, localeCookie, localeDirection, toLocale } from '@/lib/i18n/config';
import { CrashScreen, type CrashScreenProps } from './crash-screen';

const cookieLocale = () => toLocale(new RegExp(`(?:^|; )${localeCookie.name}=([^;]*)`).exec(document.cookie)?.[1]);
const serverLocale = () => defaultLocale;
const noSubscription = () => () => {};

/**
 * The crash screen of app/global-error.tsx, which has no next-intl provider: the locale comes from the visitor's
 * cookie (Arabic on the server's render and when there is none), and so do the document's language and direction,
 * which global-error leaves at Arabic so that its own code, in every page's first load, stays small.
 */
export function GlobalCrash({ error, retry }: Pick<CrashScreenProps, 'error' | 'retry'>) {
  const locale = useSyncExternalStore(noSubscription, cookieLocale, serverLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
  }, [locale]);
  return <CrashScreen error={error} retry={retry} locale={locale} source="global" />;
}
