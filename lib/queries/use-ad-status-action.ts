import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { AdStatusAction } from '../api/my-ads';
import type { AdDetail } from '../schemas/ads';

/**
 * Publishes a pending ad, cancels a live one or reposts an expired one. The pages showing it are server-rendered, so
 * the caller refreshes the route rather than a client cache.
 */
export function useAdStatusAction() {
  return useMutation<AdDetail, ApiError, { id: number; action: AdStatusAction }>({
    // Loaded on use, so the public ad page does not carry the HTTP client for every visitor.
    mutationFn: async ({ id, action }) => (await import('../api/my-ads')).myAdsApi.changeStatus(id, action),
  });
}
