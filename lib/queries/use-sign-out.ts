'use client';

import { useMutation, useQueryClient } from './query-hooks';
import { authTokenStore } from '../api/auth-token-store';
import { accountKeys } from './account-keys';

/** Revokes the session on the server, then forgets the token and the account. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('../api/auth')).authApi.logout(),
    onSettled: () => {
      authTokenStore.clear();
      queryClient.removeQueries({ queryKey: accountKeys.all });
    },
  });
}
