import { useMutation } from '@tanstack/react-query';
import type { AfterResponseHook } from 'ky';
import { z } from 'zod/mini';
import { ApiError } from '../api/api-error';
import type { Channel } from '../api/auth';
import { api } from '../api/browser-client';
import { readData } from '../api/client';

const sentSchema = z.object({ resendInSeconds: z.number() });

/** A refused send (cooldown, hourly limit) with the server's Retry-After, so the UI can count down to the next try. */
export class CodeCooldownError extends ApiError {
  constructor(
    error: ApiError,
    readonly retryAfterSeconds: number,
  ) {
    super(error.code, error.message, error.status, error.fieldErrors, { cause: error });
  }
}

export type SendCodeInput = { channel: Channel; target: string };

/**
 * Sends a one-time code to a phone (SMS) or an e-mail. `ApiError` drops response headers, so this call reads
 * Retry-After itself from a 429 and throws it as a `CodeCooldownError`.
 */
export function useSendCode() {
  return useMutation<{ resendInSeconds: number }, ApiError, SendCodeInput>({
    mutationFn: async ({ channel, target }) => {
      let retryAfter: number | undefined;
      const readRetryAfter: AfterResponseHook = (_request, _options, response) => {
        if (response.status === 429) retryAfter = Number(response.headers.get('retry-after')) || undefined;
      };
      try {
        return await readData(
          sentSchema,
          api.post(channel === 'phone' ? 'auth/users/sendOTP' : 'auth/users/sendEmailOTP', {
            json: channel === 'phone' ? { phone: target } : { email: target },
            hooks: { afterResponse: [readRetryAfter] },
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 429 && retryAfter) throw new CodeCooldownError(error, retryAfter);
        throw error;
      }
    },
  });
}
