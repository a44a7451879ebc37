import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { accountKeys } from './account-keys';

/** Licensed offices a marketeer can join; fetched only once the marketeer option is chosen. */
export function useOffices(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.offices(), queryFn: authApi.offices, enabled, staleTime: 5 * 60_000 });
}
