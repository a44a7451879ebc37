'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { recordRoute } from '@/lib/navigation/previous-route';

/**
 * Remembers the previous route after each navigation (spec §2 navigation rules): a change of path or query re-runs
 * the effect, a hash change outside the router is heard directly. The address bar's own path is recorded, not the
 * rendered route's (which carries the hidden locale and a cached list's key).
 */
export function RouteHistory() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    const record = () => recordRoute(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    record();
    window.addEventListener('hashchange', record);
    return () => window.removeEventListener('hashchange', record);
  }, [pathname, query]);
  return null;
}
