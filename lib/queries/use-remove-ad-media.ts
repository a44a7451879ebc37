import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { myAdsApi } from '../api/my-ads';

/** Removes one photo or video from the owner's ad. */
export function useRemoveAdMedia() {
  return useMutation<{ deleted: boolean }, ApiError, { adId: number; mediaId: number }>({ mutationFn: ({ adId, mediaId }) => myAdsApi.removeMedia(adId, mediaId) });
}
