'use client';

import { useTranslations } from 'next-intl';
import { ApiError, clientErrorCodes } from '@/lib/api/api-error';
import type messages from '@/messages/ar.json';

type ValidationKey = `general.validation.${keyof (typeof messages)['general']['validation']}`;
type ErrorKey = `errors.${keyof (typeof messages)['errors']}`;

/**
 * Field errors are message keys from the shared schemas, or text the API already translated; a failed call shows
 * the server's own (localized) message, or the client's own codes (NETWORK, TIMEOUT, INTERNAL) translated.
 */
export function useErrorText() {
  const t = useTranslations();
  return {
    field(message: string | undefined): string | undefined {
      if (!message) return undefined;
      const key = message as ValidationKey;
      return message.startsWith('general.validation.') && t.has(key) ? t(key) : message;
    },
    request(error: unknown): string {
      if (!(error instanceof ApiError)) return t('general.messages.requestFailed');
      const key = `errors.${error.code}` as ErrorKey;
      // Codes the client made up carry an English placeholder message; the server's own are already localized.
      const fromClient = (Object.values(clientErrorCodes) as string[]).includes(error.code);
      if (fromClient || !error.message) return t.has(key) ? t(key) : t('general.messages.requestFailed');
      return error.message;
    },
  };
}
