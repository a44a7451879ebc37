import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { myAdKeys } from './my-ad-keys';

/** Deletes one of the member's ads with its media. */
export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation<{ deleted: boolean }, ApiError, number>({
    mutationFn: async (id) => (await import('../api/my-ads')).myAdsApi.remove(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: myAdKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: myAdKeys.lists() });
    },
  });
}
