import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { authApi, type Channel } from '../api/auth';

export type SendCodeInput = { channel: Channel; target: string };

/** A refused send (cooldown, hourly limit) that says when to try again, so the UI can count down to it. */
export function isCodeCooldown(error: unknown): error is ApiError & { retryAfterSeconds: number } {
  return error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== undefined;
}

/** Sends a one-time code to a phone (SMS) or an e-mail. */
export function useSendCode() {
  return useMutation<{ resendInSeconds: number }, ApiError, SendCodeInput>({
    mutationFn: ({ channel, target }) => authApi.sendCode(channel, target),
  });
}
