import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { authTokenStore } from '../api/auth-token-store';
import { membersApi } from '../api/members';
import type { StepUpOutput } from '../schemas/auth';

/** Confirms the member with a code sent to a current contact; the fresh access token allows a phone or e-mail change. */
export function useStepUp() {
  return useMutation<{ token: string }, ApiError, StepUpOutput>({
    mutationFn: membersApi.stepUp,
    onSuccess: ({ token }) => authTokenStore.set(token),
  });
}
