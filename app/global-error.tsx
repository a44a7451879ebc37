'use client';

import { lazy, Suspense } from 'react';
import type { CrashScreenProps } from '@/components/errors/crash-screen';
import './globals.css';

// Every page's first load carries this file: it holds only the document, in the default locale; the screen, its
// texts and the visitor's locale load when it is shown.
const GlobalCrash = lazy(() =>
  import('@/components/errors/global-crash').then(({ GlobalCrash }) => ({ default: GlobalCrash })),
);

/** The root layout itself crashed, or a route group's layout: this replaces the whole document. */
export default function GlobalError(props: Pick<CrashScreenProps, 'error' | 'retry'>) {
  return (
    <html lang="ar" dir="rtl">
      <body>
        <Suspense>
          <GlobalCrash {...props} />
        </Suspense>
      </body>
    </html>
  );
}
