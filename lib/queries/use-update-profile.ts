import { useMutation } from './query-hooks';
import { accountStore } from '../auth/account-store';
import type { ApiError } from '../api/api-error';
import type { AuthUser, UpdateProfileOutput } from '../schemas/auth';

/** Saves names and contacts (a new phone or e-mail carries the code sent to it) and refreshes the held account. */
export function useUpdateProfile() {
  return useMutation<AuthUser, ApiError, UpdateProfileOutput>({
    // The HTTP client and its schemas load with the first save, not with the profile page.
    mutationFn: async (input) => (await import('../api/members')).membersApi.updateProfile(input),
    onSuccess: (user) => accountStore.update(user),
  });
}
