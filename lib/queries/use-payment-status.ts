'use client';

import { useQuery } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { ResultPolling } from '../payments/return-pages';
import type { PaymentStatus } from '../schemas/payments';
import { paymentKeys } from './payment-keys';

/** An answer that will not change by asking again: a settled charge, or a reference that names none. */
const isFinal = (data: PaymentStatus | undefined, error: ApiError | null) =>
  (data !== undefined && data.outcome !== 'pending') ||
  (error !== null && error.status >= 400 && error.status < 500 && error.status !== 429);

/**
 * The return page's charge, asked about until the gateway has settled it: again after `firstSeconds`, then twice as
 * long each time up to `maxSeconds`; a failed ask (network, server) is asked again the same way, never read as a no.
 */
export function usePaymentStatus(chargeId: string | undefined, polling: ResultPolling) {
  return useQuery<PaymentStatus, ApiError>({
    queryKey: paymentKeys.status(chargeId ?? ''),
    queryFn: async () => (await import('../api/payments')).paymentsApi.paymentStatus(chargeId!),
    enabled: Boolean(chargeId),
    staleTime: 0,
    refetchInterval: (query) => {
      if (isFinal(query.state.data, query.state.error)) return false;
      const asked = Math.max(1, query.state.dataUpdateCount + query.state.errorUpdateCount);
      return Math.min(polling.firstSeconds * 2 ** (asked - 1), polling.maxSeconds) * 1000;
    },
  });
}
