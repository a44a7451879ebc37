import { useMutation } from './query-hooks';
import { ApiError } from '../api/api-error';
import type { Channel } from '../api/auth';
import { loadAuthApi } from './load-auth-api';

export type SendCodeInput = { channel: Channel; target: string };

type RefusedSend = ApiError & { retryAfterSeconds: number };

const refusedWith = (error: unknown, code: string): error is RefusedSend =>
  error instanceof ApiError && error.status === 429 && error.code === code && error.retryAfterSeconds !== undefined;

/** The resend cooldown refused the send: the code sent moments ago is still the one to enter. */
export function isCodeCooldown(error: unknown): error is RefusedSend {
  return refusedWith(error, 'CODE_ALREADY_SENT');
}

/** A limit refused the send: no code exists to enter, and Retry-After says when one can be asked for. */
export function isSendLimit(error: unknown): error is RefusedSend {
  return refusedWith(error, 'RATE_LIMITED');
}

/** Sends a one-time code to a phone (SMS) or an e-mail. */
export function useSendCode() {
  return useMutation<{ resendInSeconds: number }, ApiError, SendCodeInput>({
    mutationFn: async ({ channel, target }) => (await loadAuthApi()).sendCode(channel, target),
  });
}
