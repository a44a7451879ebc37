import { useMutation } from './query-hooks';
import { accountStore } from '../auth/account-store';
import type { ApiError } from '../api/api-error';
import { authApi } from '../api/auth';
import type { AccountDetailsOutput, AuthUser } from '../schemas/auth';

/**
 * Completes the details of an account first signed in with Google or Apple. A licensed broker's licence is uploaded
 * first (the account is already signed in) and named in the completion, which the API requires. The phone is added
 * later from the profile, with a code.
 */
export function useCompleteThirdPartyInfo() {
  return useMutation<AuthUser, ApiError, { details: AccountDetailsOutput; documents?: File[] }>({
    mutationFn: async ({ details, documents }) => {
      const uploaded = documents?.length ? await authApi.uploadDocuments(documents) : [];
      const {
        firstName,
        lastName,
        email,
        accountType,
        isOwner,
        registrationReasonId,
        companyName,
        companyId,
        registrationNumber,
      } = details;
      const user = await authApi.completeThirdPartyInfo({
        ...{
          firstName,
          lastName,
          email,
          accountType,
          isOwner,
          registrationReasonId,
          companyName,
          companyId,
          registrationNumber,
        },
        ...(uploaded.length > 0 && { documentIds: uploaded.map((document) => document.id) }),
      });
      accountStore.update(user);
      return user;
    },
  });
}
