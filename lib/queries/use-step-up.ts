import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import { authTokenStore } from '../api/auth-token-store';
import type { StepUpOutput } from '../schemas/auth';

/** Confirms the member with a code sent to a current contact; the fresh access token allows a phone or e-mail change. */
export function useStepUp() {
  return useMutation<{ token: string }, ApiError, StepUpOutput>({
    mutationFn: async (input) => (await import('../api/members')).membersApi.stepUp(input),
    onSuccess: ({ token }) => authTokenStore.set(token),
  });
}
