'use client';

import { useTranslations } from 'next-intl';
import { useCodeLogin } from '@/lib/queries/use-code-login';
import { useErrorText } from '@/components/ui/use-error-text';
import { CodeStep } from './code-step';
import type { CodeSent } from './identify-form';
import { StepHeader } from './step-header';

type LoginCodeStepProps = {
  sent: CodeSent;
  demo: boolean;
  /** The code signed a member in. */
  onSignedIn(): void;
  /** The code is right but no account has this phone or e-mail: it registers one with the same code. */
  onNewAccount(otp: string): void;
  /** Back to the first step, to change the phone number or e-mail address. */
  onChange(): void;
};

/** The sign-in's second step: the 6-digit code sent to the phone or e-mail, loaded when the visitor reaches it. */
export function LoginCodeStep({ sent, demo, onSignedIn, onNewAccount, onChange }: LoginCodeStepProps) {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const login = useCodeLogin();
  const { channel, target } = sent;
  const verify = (otp: string) =>
    login
      .mutateAsync({ channel, target, otp })
      .then((result) => (result.isRegistered ? onSignedIn() : onNewAccount(otp)));
  return (
    <>
      <StepHeader
        title={t('code.title')}
        description={t('code.sentTo', { target })}
        back={{
          label: t('code.change'),
          onClick: () => {
            login.reset();
            onChange();
          },
        }}
      />
      <CodeStep
        channel={channel}
        target={target}
        initialWait={sent.wait}
        recentlySent={sent.recentlySent}
        demo={demo}
        onSubmit={verify}
        pending={login.isPending}
        error={login.isError ? errorText.request(login.error) : undefined}
        submitLabel={t('code.verify')}
        pendingLabel={t('code.verifying')}
      />
    </>
  );
}
