'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/api-error';
import type messages from '@/messages/ar.json';

type ValidationKey = `general.validation.${keyof (typeof messages)['general']['validation']}`;

/**
 * Field errors are message keys from the shared schemas, or text the API already translated; a failed call shows
 * the server's own message, or a generic one when no response arrived.
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
      if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
      return t('general.messages.requestFailed');
    },
  };
}
