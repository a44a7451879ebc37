'use client';

import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';

/** A focused page (sign-in, sign-up) crashed: the logo bar stays above the crash screen. */
export default RouteErrorBoundary;
