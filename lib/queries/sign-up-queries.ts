import { queryOptions } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { accountKeys } from './account-keys';

/** Shared by the server (prefetch from the services) and the browser (fetch from the API). */
export const registrationReasonsQuery = queryOptions({
  queryKey: accountKeys.registrationReasons(),
  queryFn: authApi.registrationReasons,
  staleTime: Infinity,
});

export const officesQuery = queryOptions({
  queryKey: accountKeys.offices(),
  queryFn: authApi.offices,
  staleTime: 5 * 60_000,
});
