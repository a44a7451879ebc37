'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { InstantValuation, InstantValuationRequest } from '../schemas/instant-valuation';

/** Asks the instant value estimator for an estimate; the result page reads it on the server. */
export function useCreateInstantValuation() {
  return useMutation<InstantValuation, ApiError, InstantValuationRequest>({
    // Loaded on use, so the estimator page does not carry the HTTP client in its first load.
    mutationFn: async (input) => (await import('../api/instant-valuations')).instantValuationsApi.createInstant(input),
  });
}
