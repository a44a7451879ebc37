import { useMutation } from './query-hooks';
import { accountStore } from '../auth/account-store';
import type { ApiError } from '../api/api-error';
import { authApi } from '../api/auth';
import { membersApi } from '../api/members';
import type { AuthUser, UpgradeAccountFormOutput } from '../schemas/auth';

/**
 * Upgrades the signed-in regular account to an office account. A licensed broker's licence is uploaded first, and the
 * request names it, so a request never arrives without its document.
 */
export function useUpgradeAccount() {
  return useMutation<AuthUser, ApiError, { details: UpgradeAccountFormOutput; licence?: File }>({
    mutationFn: async ({ details, licence }) => {
      if (!details.isOwner) return membersApi.upgradeAccount(details);
      const documents = licence ? await authApi.uploadDocuments([licence]) : [];
      return membersApi.upgradeAccount({ ...details, documentIds: documents.map((document) => document.id) });
    },
    onSuccess: (user) => accountStore.update(user),
  });
}
