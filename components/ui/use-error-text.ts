'use client';

import { useTranslations } from 'next-intl';
import { ApiError, clientErrorCodes } from '@/lib/api/api-error';
import type messages from '@/messages/ar.json';

type ErrorKey = `errors.${keyof (typeof messages)['errors']}`;
/** Field messages are keys of any namespace: checked with `has` at run time rather than typed. */
type AnyKeyTranslator = { (key: string): string; has(key: string): boolean };

/**
 * Field errors are message keys from the shared schemas (translated when the page has their namespace), or text the API already translated; a failed call shows
 * the server's own (localized) message, or the client's own codes (NETWORK, TIMEOUT, INTERNAL) translated.
 */
export function useErrorText() {
  const t = useTranslations();
  return {
    field(message: string | undefined): string | undefined {
      if (!message) return undefined;
      // A schema's message key (general.validation.…, or a feature's own such as financeRequest.errors.…).
      const translate = t as unknown as AnyKeyTranslator;
      return /^[A-Za-z_]+(\.[A-Za-z0-9_]+)+$/.test(message) && translate.has(message) ? translate(message) : message;
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
