import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { AdDetail, AdInputOutput } from '../schemas/ads';

/** Creates a pending ad (a draft the owner publishes); its photos and videos are uploaded to it afterwards. */
export function useCreateAd() {
  return useMutation<AdDetail, ApiError, AdInputOutput>({
    mutationFn: async (input) => (await import('../api/my-ads')).myAdsApi.create(input),
  });
}
