'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { RentEstimate, RentEstimateRequest } from '../schemas/rent-estimate';

/** Asks a rent estimator for an estimate; the result page reads it on the server. */
export function useCreateRentEstimate() {
  return useMutation<RentEstimate, ApiError, RentEstimateRequest>({
    // Loaded on use, so the estimator page does not carry the HTTP client in its first load.
    mutationFn: async (input) => (await import('../api/rent-estimates')).rentEstimatesApi.create(input),
  });
}
