import { useMutation } from './query-hooks';
import { toApiError, type ApiError } from '../api/api-error';
import { authApi, type Channel } from '../api/auth';
import type { AuthUser, AccountDetailsOutput } from '../schemas/auth';
import { startSession } from '../auth/start-session';

export type RegisterInput = {
  /** Where the code was sent: registration by phone (SMS code) or by e-mail (e-mail code). */
  channel: Channel;
  otp: string;
  details: AccountDetailsOutput;
  /** Licence or other supporting documents, uploaded once the new account is signed in. */
  documents?: File[];
};

/** A new or completed account, and why its documents failed to upload, if they did. */
export type AccountSetupResult = { user: AuthUser; documentsError?: ApiError };

/** Uploads supporting documents of the signed-in account; answers the failure instead of throwing it. */
export async function uploadDocuments(documents: File[] | undefined): Promise<ApiError | undefined> {
  if (!documents?.length) return undefined;
  try {
    await authApi.uploadDocuments(documents);
    return undefined;
  } catch (error) {
    return toApiError(error);
  }
}

/**
 * Creates the account with the code, signs it in, then uploads its documents. A failed upload does not undo the
 * account: it comes back as `documentsError` for the caller to report.
 */
export function useRegister() {
  return useMutation<AccountSetupResult, ApiError, RegisterInput>({
    mutationFn: async ({ channel, otp, details, documents }) => {
      const phone = details.phone ?? '';
      const signedIn =
        channel === 'phone'
          ? await authApi.register({ ...details, phone, otp })
          : await authApi.emailRegister({ ...details, phone, otp });
      await startSession(signedIn);
      return { user: signedIn, documentsError: await uploadDocuments(documents) };
    },
  });
}
