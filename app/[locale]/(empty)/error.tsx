'use client';

import { RouteError } from '@/components/errors/route-error';

/** A focused page (sign-in, sign-up) crashed: the logo bar stays above the crash screen. */
export default RouteError;
