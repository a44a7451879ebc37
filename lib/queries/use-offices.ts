import { useQuery } from './query-hooks';
import { officesQuery } from './sign-up-queries';

/** Licensed offices a marketeer can join; prefetched by the sign-up page, used once the marketeer option is chosen. */
export function useOffices(enabled: boolean) {
  return useQuery({ ...officesQuery, enabled });
}
