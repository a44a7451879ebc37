import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';

/** Removes one photo or video from the owner's ad. */
export function useRemoveAdMedia() {
  return useMutation<{ deleted: boolean }, ApiError, { adId: number; mediaId: number }>({
    mutationFn: async ({ adId, mediaId }) => (await import('../api/my-ads')).myAdsApi.removeMedia(adId, mediaId),
  });
}
