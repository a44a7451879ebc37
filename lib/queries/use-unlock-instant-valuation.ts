import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';

/** Unlocks an estimate's detailed report for a map-valuation credit; the page is server-rendered, so the caller refreshes it. */
export function useUnlockInstantValuation() {
  return useMutation<{ spent: boolean }, ApiError, string>({
    mutationFn: async (id) => (await import('../api/instant-valuations')).instantValuationsApi.unlock(id),
  });
}
