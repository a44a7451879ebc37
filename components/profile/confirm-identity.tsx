'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Channel } from '@/lib/api/auth';
import type { AuthUser } from '@/lib/schemas/auth';
import { isCodeCooldown, useSendCode } from '@/lib/queries/use-send-code';
import { useStepUp } from '@/lib/queries/use-step-up';
import { CodeStep } from '@/components/auth/code-step';
import { FormAlert } from '@/components/ui/form-status';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';

type Sent = { channel: Channel; target: string; wait: number; recentlySent?: boolean };

/**
 * Shown when the API wants a recent sign-in before a phone or e-mail change: a code to one of the member's current
 * contacts renews the session's sign-in time, then `onConfirmed` saves the change.
 */
export function ConfirmIdentity({ user, demo, onConfirmed }: { user: AuthUser; demo: boolean; onConfirmed(): void }) {
  const t = useTranslations('profile');
  const errorText = useErrorText();
  const sendCode = useSendCode();
  const stepUp = useStepUp();
  const [sent, setSent] = useState<Sent>();
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();
  // It appears below the form after a refused save: move there so the member sees what to do next.
  useEffect(() => sectionRef.current?.focus(), []);
  const contacts = [
    user.phone ? { channel: 'phone' as const, target: user.phone, label: t('sendCodeToCurrentPhone') } : undefined,
    user.email ? { channel: 'email' as const, target: user.email, label: t('sendCodeToCurrentEmail') } : undefined,
  ].filter((contact) => contact !== undefined);

  const send = (channel: Channel, target: string) =>
    sendCode.mutate(
      { channel, target },
      {
        onSuccess: ({ resendInSeconds }) => setSent({ channel, target, wait: resendInSeconds }),
        onError: (error) => {
          if (isCodeCooldown(error)) setSent({ channel, target, wait: error.retryAfterSeconds, recentlySent: true });
        },
      },
    );

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      data-testid="confirm-identity"
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-amber-200 bg-amber-50/60 p-6 outline-none"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('confirmIdentity')}
      </h2>
      <p className="text-sm text-slate-700">{t('confirmIdentityHint')}</p>
      {sent ? (
        <CodeStep
          channel={sent.channel}
          target={sent.target}
          initialWait={sent.wait}
          recentlySent={sent.recentlySent}
          demo={demo}
          onSubmit={(otp) => stepUp.mutateAsync({ channel: sent.channel, otp }).then(onConfirmed)}
          pending={stepUp.isPending}
          error={stepUp.error ? errorText.request(stepUp.error) : undefined}
          submitLabel={t('confirm')}
          pendingLabel={t('confirming')}
        >
          <p role="status" className="text-sm font-medium text-brand-700">
            {t('codeSentTo', { target: sent.target })}
          </p>
        </CodeStep>
      ) : (
        <div className="flex flex-wrap gap-3">
          {contacts.map((contact) => (
            <button
              key={contact.channel}
              type="button"
              onClick={() => send(contact.channel, contact.target)}
              disabled={sendCode.isPending}
              className={buttonClass('secondary', 'md')}
            >
              {contact.label}
            </button>
          ))}
        </div>
      )}
      {sendCode.isError && !isCodeCooldown(sendCode.error) && (
        <FormAlert>{errorText.request(sendCode.error)}</FormAlert>
      )}
    </section>
  );
}
