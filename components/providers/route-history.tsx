'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordRoute } from '@/lib/navigation/previous-route';

/** Remembers the previous route after each navigation (spec §2 navigation rules). */
export function RouteHistory() {
  const pathname = usePathname();
  useEffect(() => {
    recordRoute(`${pathname}${window.location.search}${window.location.hash}`);
  }, [pathname]);
  return null;
}
