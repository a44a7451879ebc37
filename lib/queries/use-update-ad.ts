import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { AdDetail, AdInputOutput } from '../schemas/ads';

/** Replaces the ad's fields (the whole form is sent); its media are managed on their own. */
export function useUpdateAd() {
  return useMutation<AdDetail, ApiError, { id: number; input: AdInputOutput }>({
    mutationFn: async ({ id, input }) => (await import('../api/my-ads')).myAdsApi.update(id, input),
  });
}
