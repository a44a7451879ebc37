import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { UploadProgress } from '../api/my-ads';
import type { AdMediaItem } from '../schemas/ads';

type UploadVariables = { adId: number; file: File; onProgress: UploadProgress };

/** Uploads one photo or video to the owner's ad, reporting the share of bytes sent. */
export function useUploadAdMedia() {
  return useMutation<AdMediaItem, ApiError, UploadVariables>({
    mutationFn: async ({ adId, file, onProgress }) =>
      (await import('../api/my-ads')).myAdsApi.uploadMedia(adId, file, onProgress),
  });
}
