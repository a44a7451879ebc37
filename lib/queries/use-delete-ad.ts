import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';

/** Deletes one of the member's ads with its media. */
export function useDeleteAd() {
  return useMutation<{ deleted: boolean }, ApiError, number>({
    mutationFn: async (id) => (await import('../api/my-ads')).myAdsApi.remove(id),
  });
}
