import { useMutation } from './query-hooks';
import { accountStore } from '../auth/account-store';
import type { ApiError } from '../api/api-error';
import type { AuthUser } from '../schemas/auth';

/** Replaces the profile photo and refreshes the held account with its new address. */
export function useUploadAvatar() {
  return useMutation<AuthUser, ApiError, File>({
    mutationFn: async (file) => (await import('../api/members')).membersApi.uploadAvatar(file),
    onSuccess: (user) => accountStore.update(user),
  });
}
