'use client';

import { useLocale } from 'next-intl';
import { CrashScreen, type CrashScreenProps } from './crash-screen';

/** The error boundary of a route group: inside next-intl's provider, which knows the locale. */
export function RouteError({ error, retry }: Pick<CrashScreenProps, 'error' | 'retry'>) {
  return <CrashScreen error={error} retry={retry} locale={useLocale()} source="boundary" />;
}
