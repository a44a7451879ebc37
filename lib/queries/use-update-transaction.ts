'use client';

import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import type { ChargeState } from '../schemas/payments';

/** Settles the charge the gateway sent the member back with (`tap_id`). */
export function useUpdateTransaction() {
  return useMutation<ChargeState, ApiError, string>({
    mutationFn: async (chargeId) => (await import('../api/payments')).paymentsApi.updateTransaction(chargeId),
  });
}
