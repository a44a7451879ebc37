'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import type { AuthUser } from '@/lib/schemas/auth';
import { isCodeCooldown, useSendCode } from '@/lib/queries/use-send-code';
import { CodeStep } from '@/components/auth/code-step';
import { FormAlert } from '@/components/ui/form-status';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';

type DeletionStepsProps = {
  user: AuthUser;
  demo: boolean;
  onDelete(otp: string): Promise<unknown>;
  pending: boolean;
  error: ApiError | null;
};

/** Confirm the 90-day rule, send the code to the member's phone (or e-mail without one), then delete with it. */
export function DeletionSteps({ user, demo, onDelete, pending, error }: DeletionStepsProps) {
  const t = useTranslations('accountDeletion');
  const errorText = useErrorText();
  const checkboxId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [sent, setSent] = useState<{ wait: number; recentlySent?: boolean }>();
  const sendCode = useSendCode();
  const channel = user.phone ? 'phone' : 'email';
  const target = user.phone ?? user.email;

  if (!target) return <p className="text-slate-700">{t('noContact')}</p>;

  if (sent) {
    return (
      <CodeStep
        channel={channel}
        target={target}
        initialWait={sent.wait}
        recentlySent={sent.recentlySent}
        demo={demo}
        autoSubmit={false}
        danger
        onSubmit={onDelete}
        pending={pending}
        error={error ? errorText.request(error) : undefined}
        submitLabel={t('delete')}
        pendingLabel={t('deleting')}
      >
        <p className="text-sm text-slate-700">{t('codeTo', { target })}</p>
      </CodeStep>
    );
  }

  const send = () =>
    sendCode.mutate(
      { channel, target },
      {
        onSuccess: ({ resendInSeconds }) => setSent({ wait: resendInSeconds }),
        onError: (failure) => {
          if (isCodeCooldown(failure)) setSent({ wait: failure.retryAfterSeconds, recentlySent: true });
        },
      },
    );

  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-red-700"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
          {t('confirm')}
        </label>
      </div>
      <p className="text-sm text-slate-600">{t('codeTo', { target })}</p>
      {sendCode.isError && <FormAlert>{errorText.request(sendCode.error)}</FormAlert>}
      <button
        type="button"
        onClick={send}
        disabled={!confirmed || sendCode.isPending}
        className={buttonClass('primary', 'lg', 'justify-self-start')}
      >
        {sendCode.isPending ? t('sending') : t('sendCode')}
      </button>
    </div>
  );
}
