'use client';

import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { ChargeState, CreateUserPackageInput } from '../schemas/payments';

/** Orders a package and opens its charge; the caller sends the browser to `paymentUrl`. */
export function useCreateUserPackage() {
  return useMutation<ChargeState, ApiError, CreateUserPackageInput>({
    mutationFn: async (input) => (await import('../api/payments')).paymentsApi.createUserPackage(input),
  });
}
