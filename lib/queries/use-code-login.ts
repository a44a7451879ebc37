import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { authApi, type Channel, type LoginResult } from '../api/auth';
import { useStartSession } from './use-start-session';

export type CodeLoginInput = { channel: Channel; target: string; otp: string };

/**
 * Signs in with a one-time code. An unknown phone or e-mail answers `isRegistered: false` and leaves the code unused,
 * so the caller can finish the registration with it.
 */
export function useCodeLogin() {
  const startSession = useStartSession();
  return useMutation<LoginResult, ApiError, CodeLoginInput>({
    mutationFn: ({ channel, target, otp }) => authApi.login(channel, target, otp),
    onSuccess: (result) => {
      if (result.isRegistered) startSession(result);
    },
  });
}
