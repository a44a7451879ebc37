import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import type { AuthUser, UpdateProfileOutput } from '../schemas/auth';
import { accountKeys } from './account-keys';

/** Saves names and contacts (a new phone or e-mail carries the code sent to it) and refreshes the cached account. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<AuthUser, ApiError, UpdateProfileOutput>({
    // The HTTP client and its schemas load with the first save, not with the profile page.
    mutationFn: async (input) => (await import('../api/members')).membersApi.updateProfile(input),
    onSuccess: (user) => queryClient.setQueryData<AuthUser>(accountKeys.me(), user),
  });
}
