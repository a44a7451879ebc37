'use client';

import { useState } from 'react';

type RevealedPhone = { phone: string | null };

/**
 * The advertiser's phone, asked for only when the visitor clicks (every reveal is counted). "Show phone" and "send
 * message" share the answer; the ad page holds no query, so React Query is not part of its first load.
 */
export function useRevealPhone(adId: number) {
  const [revealed, setRevealed] = useState<RevealedPhone>();
  const [isPending, setPending] = useState(false);
  const reveal = async (): Promise<RevealedPhone> => {
    setPending(true);
    try {
      const result = await (await import('@/lib/api/ads')).adsApi.revealPhone(adId);
      setRevealed(result);
      return result;
    } finally {
      setPending(false);
    }
  };
  return { revealed, reveal, isPending };
}
