import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { authApi } from '../api/auth';
import type { AuthUser } from '../schemas/auth';
import { useStartSession } from './use-start-session';

export type IdentityProvider = 'google' | 'apple';

/** Signs in with a Google or Apple ID token (checked by the API against the nonce it issued). */
export function useIdentitySignIn() {
  const startSession = useStartSession();
  return useMutation<AuthUser, ApiError, { provider: IdentityProvider; idToken: string }>({
    mutationFn: async ({ provider, idToken }) => {
      const signedIn = await authApi.identitySignIn(provider, idToken);
      startSession(signedIn);
      return signedIn;
    },
  });
}
