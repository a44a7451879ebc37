'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Channel } from '@/lib/api/auth';
import { isCodeCooldown, isSendLimit, useSendCode } from '@/lib/queries/use-send-code';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { formatCountdown, useCountdown } from './use-countdown';
import { useSendErrorText } from './use-send-error-text';

type ResendCodeProps = { channel: Channel; target: string; initialWait: number };

/** "Resend code", disabled while the server's cooldown runs, with the time left shown beside it. */
export function ResendCode({ channel, target, initialWait }: ResendCodeProps) {
  const t = useTranslations('login.code');
  const sendErrorText = useSendErrorText();
  const countdown = useCountdown(initialWait);
  const sendCode = useSendCode();
  const waiting = countdown.secondsLeft > 0;
  const countdownId = useId();

  const resend = () =>
    sendCode.mutate(
      { channel, target },
      {
        onSuccess: ({ resendInSeconds }) => countdown.start(resendInSeconds),
        onError: (error) => {
          if (isCodeCooldown(error) || isSendLimit(error)) countdown.start(error.retryAfterSeconds);
        },
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        onClick={resend}
        disabled={waiting || sendCode.isPending}
        aria-describedby={waiting ? countdownId : undefined}
        data-testid="resend-code"
        className={cn(
          'inline-flex h-9 items-center rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
          focusRing,
        )}
      >
        {t('resend')}
      </button>
      {waiting && (
        <span id={countdownId} data-testid="resend-countdown" className="text-slate-600">
          {t('resendIn', { time: formatCountdown(countdown.secondsLeft) })}
        </span>
      )}
      <p role="status" aria-live="polite" className="basis-full text-brand-700 empty:hidden">
        {sendCode.isSuccess && t('resent')}
      </p>
      {sendCode.isError && (
        <p role="alert" className="basis-full text-red-700">
          {sendErrorText(sendCode.error)}
        </p>
      )}
    </div>
  );
}
