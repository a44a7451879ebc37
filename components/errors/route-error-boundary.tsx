'use client';

import { lazy, Suspense } from 'react';
import type { CrashScreenProps } from './crash-screen';

// Every page carries its boundaries; the crash screen and its recovery code load when one is shown.
const RouteError = lazy(() => import('./route-error').then(({ RouteError }) => ({ default: RouteError })));

/** The `error.tsx` of a route group. */
export function RouteErrorBoundary(props: Pick<CrashScreenProps, 'error' | 'retry'>) {
  return (
    <Suspense>
      <RouteError {...props} />
    </Suspense>
  );
}
