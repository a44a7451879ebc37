import { useMutation } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { Channel } from '../api/auth';
import type { LoginResult } from '../schemas/auth';
import { loadAuthApi } from './load-auth-api';
import { startSession } from '../auth/start-session';

export type CodeLoginInput = { channel: Channel; target: string; otp: string };

/**
 * Signs in with a one-time code. An unknown phone or e-mail answers `isRegistered: false` and leaves the code unused,
 * so the caller can finish the registration with it.
 */
export function useCodeLogin() {
  return useMutation<LoginResult, ApiError, CodeLoginInput>({
    mutationFn: async ({ channel, target, otp }) => (await loadAuthApi()).login(channel, target, otp),
    onSuccess: async (result) => {
      if (result.isRegistered) await startSession(result);
    },
  });
}
