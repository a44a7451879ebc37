import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import type { AuthUser } from '../schemas/auth';
import { accountKeys } from './account-keys';

/** Replaces the profile photo and refreshes the cached account with its new address. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, File>({
    mutationFn: async (file) => (await import('../api/members')).membersApi.uploadAvatar(file),
    onSuccess: (user) => queryClient.setQueryData<AuthUser>(accountKeys.me(), user),
  });
}
