import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { AdMediaItem } from '../schemas/ads';

/** Saves the display order of the ad's media (the first is the cover photo). */
export function useReorderAdMedia() {
  return useMutation<AdMediaItem[], ApiError, { adId: number; mediaIds: number[] }>({
    mutationFn: async ({ adId, mediaIds }) => (await import('../api/my-ads')).myAdsApi.reorderMedia(adId, mediaIds),
  });
}
