'use client';

import { RouteError } from '@/components/errors/route-error';

/** A page of the default layout crashed: the header and footer stay around the crash screen. */
export default RouteError;
