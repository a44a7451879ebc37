'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Channel } from '@/lib/api/auth';
import { isCodeCooldown, useSendCode } from '@/lib/queries/use-send-code';
import { CodeInput } from '@/components/auth/code-input';
import { DemoOutboxLink } from '@/components/auth/demo-outbox-link';
import { FormAlert } from '@/components/ui/form-status';
import { ResendCode } from '@/components/auth/resend-code';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';

type NewContactCodeProps = {
  channel: Channel;
  /** The new phone or e-mail, already valid. */
  target: string;
  code: string;
  onCodeChange(code: string): void;
  codeError?: string;
  demo: boolean;
};

/** A changed phone or e-mail is proven with a code sent to the new one before the profile can be saved. */
export function NewContactCode({ channel, target, code, onCodeChange, codeError, demo }: NewContactCodeProps) {
  const t = useTranslations('profile');
  const tCode = useTranslations('login.code');
  const errorText = useErrorText();
  const sendCode = useSendCode();
  const [wait, setWait] = useState<number>();

  const send = () =>
    sendCode.mutate(
      { channel, target },
      {
        onSuccess: ({ resendInSeconds }) => setWait(resendInSeconds),
        onError: (error) => {
          if (isCodeCooldown(error)) setWait(error.retryAfterSeconds);
        },
      },
    );

  return (
    <div
      data-testid="new-contact-code"
      className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:col-span-2"
    >
      {/* Saving before the code was even sent turns the explanation into the error. */}
      <p
        role={codeError && wait === undefined ? 'alert' : undefined}
        className={codeError && wait === undefined ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}
      >
        {channel === 'email' ? t('verifyNewEmail') : t('verifyNewPhone')}
      </p>
      {wait === undefined ? (
        <button
          type="button"
          onClick={send}
          disabled={sendCode.isPending}
          className={buttonClass('secondary', 'md', 'justify-self-start')}
        >
          {channel === 'email' ? t('sendCodeToNewEmail') : t('sendCodeToNewPhone')}
        </button>
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-brand-700">
            {isCodeCooldown(sendCode.error) ? tCode('recentlySent') : t('codeSentTo', { target })}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <CodeInput value={code} onChange={onCodeChange} error={codeError} />
            {demo && <DemoOutboxLink target={target} className="mb-3" />}
          </div>
          <ResendCode channel={channel} target={target} initialWait={wait} />
        </>
      )}
      {sendCode.isError && !isCodeCooldown(sendCode.error) && (
        <FormAlert>{errorText.request(sendCode.error)}</FormAlert>
      )}
    </div>
  );
}
