'use client';

import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { adKeys } from './ad-keys';

type RevealedPhone = { phone: string | null };

/**
 * The advertiser's phone, asked for only when the visitor clicks (every reveal is counted). The answer is kept per
 * ad, so "show phone" and "send message" on the same page share one reveal.
 */
export function useRevealPhone(adId: number) {
  const queryClient = useQueryClient();
  const revealed = useQuery<RevealedPhone>({ queryKey: adKeys.phone(adId), queryFn: skipToken, staleTime: Infinity });
  const mutation = useMutation<RevealedPhone, ApiError>({
    mutationFn: async () => (await import('../api/ads')).adsApi.revealPhone(adId),
    onSuccess: (result) => queryClient.setQueryData(adKeys.phone(adId), result),
  });
  return { revealed: revealed.data, reveal: mutation.mutateAsync, isPending: mutation.isPending };
}
