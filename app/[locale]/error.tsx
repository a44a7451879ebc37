'use client';

import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';

/** A route group's layout crashed: the crash screen alone, inside the locale's document. */
export default RouteErrorBoundary;
