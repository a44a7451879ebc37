import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { myAdsApi, type UploadProgress } from '../api/my-ads';
import type { AdMediaItem } from '../schemas/ads';

type UploadVariables = { adId: number; file: File; onProgress: UploadProgress };

/** Uploads one photo or video to the owner's ad, reporting the share of bytes sent. */
export function useUploadAdMedia() {
  return useMutation<AdMediaItem, ApiError, UploadVariables>({ mutationFn: ({ adId, file, onProgress }) => myAdsApi.uploadMedia(adId, file, onProgress) });
}
