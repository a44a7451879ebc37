'use client';

import { useEffect } from 'react';

/**
 * Counts the visit from the browser (the API keeps one per visitor and Kuwait day), so crawlers and link prefetches,
 * which never run this, are not counted.
 */
export function RecordAdView({ adId }: { adId: number }) {
  useEffect(() => {
    void import('@/lib/api/ad-views').then(({ recordAdView }) => recordAdView(adId)).catch(() => undefined);
  }, [adId]);
  return null;
}
