import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { accountKeys } from './account-keys';

/** Reasons offered at sign-up; reference data, fetched once per page load. */
export function useRegistrationReasons() {
  return useQuery({ queryKey: accountKeys.registrationReasons(), queryFn: authApi.registrationReasons, staleTime: Infinity });
}
