'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { SubscriptionState } from '../schemas/payments';

/** What the member can do with their data subscription from /subscribe. */
export type SubscriptionAction = 'cancel' | 'reactivate' | 'autoRenewOff' | 'autoRenewOn';

/** One change of the member's subscription; the caller refreshes the server-rendered page. */
export function useSubscriptionAction() {
  return useMutation<SubscriptionState, ApiError, SubscriptionAction>({
    mutationFn: async (action) => {
      const { paymentsApi } = await import('../api/payments');
      if (action === 'cancel') return paymentsApi.cancelSubscription();
      if (action === 'reactivate') return paymentsApi.reactivateSubscription();
      return paymentsApi.setAutoRenewal(action === 'autoRenewOn');
    },
  });
}
