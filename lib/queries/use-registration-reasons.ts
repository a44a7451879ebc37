import { useQuery } from './query-hooks';
import { registrationReasonsQuery } from './sign-up-queries';

/** Reasons offered at sign-up; reference data, prefetched by the sign-up page. */
export function useRegistrationReasons() {
  return useQuery(registrationReasonsQuery);
}
