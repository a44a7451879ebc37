'use client';

import { useSyncExternalStore } from 'react';
import { previousRoute, subscribeToPreviousRoute } from '@/lib/navigation/previous-route';
import { safeReturnTo } from './return-to';

/**
 * Where signing in (or up) leads: the page's `?returnTo=` when it came with one, else the previous route (spec §2)
 * when it is a page worth coming back to, else `fallback`. The previous route lives in the browser, so the server's
 * render (and hydration) use the fallback, and the browser then takes the route remembered before this page.
 */
export function useReturnTo(given: string | undefined, fallback: string): string {
  const previous = useSyncExternalStore(subscribeToPreviousRoute, previousRoute, () => undefined);
  return given ?? safeReturnTo(previous, fallback);
}
