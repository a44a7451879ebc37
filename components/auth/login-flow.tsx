'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Channel } from '@/lib/api/auth';
import type { AuthUser } from '@/lib/schemas/auth';
import { useCodeLogin } from '@/lib/queries/use-code-login';
import { useErrorText } from '@/components/ui/use-error-text';
import { IdentifyForm, type CodeSent } from './identify-form';
import { SocialSignIn, type SocialClientIds } from './social-sign-in';
import { StepHeader } from './step-header';
import { useFinishSignIn } from './use-finish-sign-in';

// The steps after the first load when the visitor reaches them: the page's first load is the identify form only.
const CodeStep = dynamic(() => import('./code-step').then((m) => m.CodeStep));
const RegisterWithCodeStep = dynamic(() => import('./finish-account-steps').then((m) => m.RegisterWithCodeStep));
const CompleteAccountStep = dynamic(() => import('./finish-account-steps').then((m) => m.CompleteAccountStep));

type Step =
  | { name: 'identify'; channel: Channel; target?: string }
  | ({ name: 'code' } & CodeSent)
  | { name: 'register'; channel: Channel; target: string; otp: string }
  | { name: 'complete'; user: AuthUser };

type LoginFlowProps = { returnTo: string; demo: boolean; clientIds: SocialClientIds };

/**
 * Sign-in: phone or e-mail, then the 6-digit code. An unknown number goes on to the account details and registers with
 * the same code; a Google or Apple account that is not complete yet is asked for its details.
 */
export function LoginFlow({ returnTo, demo, clientIds }: LoginFlowProps) {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ name: 'identify', channel: 'phone' });
  const login = useCodeLogin();
  const finish = useFinishSignIn(returnTo);

  if (step.name === 'code') {
    const { channel, target } = step;
    const verify = (otp: string) =>
      login.mutateAsync({ channel, target, otp }).then((result) => {
        if (result.isRegistered) finish();
        else setStep({ name: 'register', channel, target, otp });
      });
    return (
      <>
        <StepHeader
          title={t('code.title')}
          description={t('code.sentTo', { target })}
          back={{
            label: t('code.change'),
            onClick: () => {
              login.reset();
              setStep({ name: 'identify', channel, target });
            },
          }}
        />
        <CodeStep
          channel={channel}
          target={target}
          initialWait={step.wait}
          recentlySent={step.recentlySent}
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

  if (step.name === 'register') {
    return <RegisterWithCodeStep {...step} onDone={finish} onRestart={() => setStep({ name: 'identify', channel: step.channel, target: step.target })} />;
  }

  if (step.name === 'complete') return <CompleteAccountStep user={step.user} onDone={finish} />;

  return (
    <div className="grid gap-6">
      <IdentifyForm defaultChannel={step.channel} defaultTarget={step.target} onSent={(sent) => setStep({ name: 'code', ...sent })} />
      <SocialSignIn clientIds={clientIds} onSignedIn={(user) => (user.isCompleted ? finish() : setStep({ name: 'complete', user }))} />
    </div>
  );
}
