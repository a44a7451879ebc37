'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { isSendLimit } from '@/lib/queries/use-send-code';
import { useErrorText } from '@/components/ui/use-error-text';

const MINUTE_MS = 60_000;

/**
 * The words for a refused code send: past a limit, that no code was sent and the time (rounded up to the minute, in
 * Kuwait) from which a new one can be asked for; any other failure as the API worded it.
 */
export function useSendErrorText() {
  const t = useTranslations('login.code');
  const format = useFormatter();
  const errorText = useErrorText();
  return (error: unknown): string => {
    if (!isSendLimit(error)) return errorText.request(error);
    const at = new Date(Math.ceil((Date.now() + error.retryAfterSeconds * 1000) / MINUTE_MS) * MINUTE_MS);
    return t('limitReached', {
      time: format.dateTime(at, {
        hour: 'numeric',
        minute: '2-digit',
        numberingSystem: 'latn',
        timeZone: 'Asia/Kuwait',
      }),
    });
  };
}
