import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import type { AdStatusAction } from '../api/my-ads';
import type { AdDetail } from '../schemas/ads';
import { myAdKeys } from './my-ad-keys';

/** Publishes a pending ad, cancels a live one or reposts an expired one; the owner's cached lists are stale after. */
export function useAdStatusAction() {
  const queryClient = useQueryClient();
  return useMutation<AdDetail, ApiError, { id: number; action: AdStatusAction }>({
    // Loaded on use, so the public ad page does not carry the HTTP client for every visitor.
    mutationFn: async ({ id, action }) => (await import('../api/my-ads')).myAdsApi.changeStatus(id, action),
    onSuccess: (ad) => {
      queryClient.setQueryData(myAdKeys.detail(ad.id), ad);
      return queryClient.invalidateQueries({ queryKey: myAdKeys.lists() });
    },
  });
}
