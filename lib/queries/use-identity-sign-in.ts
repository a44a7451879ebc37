import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { AuthUser } from '../schemas/auth';
import { loadAuthApi } from './load-auth-api';
import { startSession } from '../auth/start-session';

export type IdentityProvider = 'google' | 'apple';

/** Signs in with a Google or Apple ID token (checked by the API against the nonce it issued). */
export function useIdentitySignIn() {
  return useMutation<AuthUser, ApiError, { provider: IdentityProvider; idToken: string }>({
    mutationFn: async ({ provider, idToken }) => {
      const signedIn = await (await loadAuthApi()).identitySignIn(provider, idToken);
      await startSession(signedIn);
      return signedIn;
    },
  });
}
