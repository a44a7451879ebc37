import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { membersApi } from '../api/members';
import type { AuthUser } from '../schemas/auth';
import { accountKeys } from './account-keys';

/** Replaces the profile photo and refreshes the cached account with its new address. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, File>({
    mutationFn: membersApi.uploadAvatar,
    onSuccess: (user) => queryClient.setQueryData<AuthUser>(accountKeys.me(), user),
  });
}
