'use client';

import { RouteError } from '@/components/errors/route-error';

/** A route group's layout crashed: the crash screen alone, inside the locale's document. */
export default RouteError;
