import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { authApi } from '../api/auth';
import type { AuthUser, ThirdPartyInfoOutput } from '../schemas/auth';
import { accountKeys } from './account-keys';
import { uploadDocuments, type AccountSetupResult } from './use-register';

/** Completes the details of an account first signed in with Google or Apple, then uploads its documents. */
export function useCompleteThirdPartyInfo() {
  const queryClient = useQueryClient();
  return useMutation<AccountSetupResult, ApiError, { details: ThirdPartyInfoOutput; documents?: File[] }>({
    mutationFn: async ({ details, documents }) => {
      const user = await authApi.completeThirdPartyInfo(details);
      queryClient.setQueryData<AuthUser>(accountKeys.me(), user);
      return { user, documentsError: await uploadDocuments(documents) };
    },
  });
}
