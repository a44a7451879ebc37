'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { CheckPromoCodeInput, PromoQuote } from '../schemas/payments';

/** The package's price with a promo code (`INVALID_PROMO_CODE` when it does not apply). */
export function useCheckPromoCode() {
  return useMutation<PromoQuote, ApiError, CheckPromoCodeInput>({
    mutationFn: async (input) => (await import('../api/payments')).paymentsApi.checkPromoCode(input),
  });
}
