import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authTokenStore } from '../api/auth-token-store';
import type { AuthUser } from '../schemas/auth';
import { accountKeys } from './account-keys';

/**
 * Starts the browser's session from a sign-in answer: the account goes into the query cache (without its tokens) before
 * the access token goes into memory, so `useSession` turns signed-in without fetching the account again.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (signedIn: AuthUser & { token: string }) => {
      // Parsing drops whatever else the answer carries (isRegistered, the tokens) from the cached account. The schema
      // came with the sign-in call that gave this answer, so this import is already loaded.
      const { authUserSchema } = await import('../schemas/auth');
      const account = authUserSchema.parse({ ...signedIn, token: undefined, refreshToken: undefined });
      queryClient.setQueryData<AuthUser>(accountKeys.me(), account);
      authTokenStore.set(signedIn.token);
    },
    [queryClient],
  );
}
