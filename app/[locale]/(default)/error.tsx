'use client';

import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';

/** A page of the default layout crashed: the header and footer stay around the crash screen. */
export default RouteErrorBoundary;
