import { useMutation, useQueryClient } from './query-hooks';
import type { ApiError } from '../api/api-error';
import { authTokenStore } from '../api/auth-token-store';
import { membersApi } from '../api/members';

/** Deletes the signed-in account with the code sent to its own phone (or e-mail); then nothing of it stays cached. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<{ deleted: boolean }, ApiError, string>({
    mutationFn: membersApi.deleteAccount,
    onSuccess: () => {
      authTokenStore.clear();
      queryClient.clear();
    },
  });
}
