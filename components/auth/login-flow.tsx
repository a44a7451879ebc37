'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Channel } from '@/lib/api/auth';
import type { AuthUser } from '@/lib/schemas/auth';
import { AuthCard } from './auth-card';
import { IdentifyForm, type CodeSent } from './identify-form';
import { loginHref } from './return-to';
import type { SocialClientIds } from './social-sign-in';
import { StepBackButton } from './step-header';
import { useFinishSignIn } from './use-finish-sign-in';
import { useReturnTo } from './use-return-to';

// The steps after the first load when the visitor reaches them: the page's first load is the identify form only.
const LoginCodeStep = dynamic(() => import('./login-code-step').then((m) => m.LoginCodeStep));
const RegisterWithCodeStep = dynamic(() => import('./finish-account-steps').then((m) => m.RegisterWithCodeStep));
const CompleteAccountStep = dynamic(() => import('./finish-account-steps').then((m) => m.CompleteAccountStep));
// Google and Apple buttons appear in the browser only (each needs its provider's script and a nonce from the API), and
// only when a provider is configured: their code is not part of the page's first load.
const SocialSignIn = dynamic(() => import('./social-sign-in').then((m) => m.SocialSignIn), { ssr: false });

type Step =
  | { name: 'identify'; channel: Channel; target?: string }
  | ({ name: 'code' } & CodeSent)
  | { name: 'register'; channel: Channel; target: string; otp: string }
  | { name: 'complete'; user: AuthUser };

/** `returnTo`: the page's own `?returnTo=`, checked; without one the visitor goes back to the previous route. */
type LoginFlowProps = { returnTo: string | undefined; demo: boolean; clientIds: SocialClientIds };

/**
 * Sign-in: phone or e-mail, then the 6-digit code. An unknown number goes on to the account details and registers with
 * the same code; a Google or Apple account that is not complete yet is asked for its details. Those two steps create
 * an account, so the card's heading says so and the "create an account" link is gone.
 */
export function LoginFlow({ returnTo: given, demo, clientIds }: LoginFlowProps) {
  const t = useTranslations('login');
  const [step, setStep] = useState<Step>({ name: 'identify', channel: 'phone' });
  const returnTo = useReturnTo(given, '/');
  const finish = useFinishSignIn(returnTo);

  if (step.name === 'register') {
    const restart = () => setStep({ name: 'identify', channel: step.channel, target: step.target });
    return (
      <AuthCard
        title={t('registerTitle')}
        subtitle={
          <>
            {t('registerDescription', { target: step.target })}
            <StepBackButton label={t('code.change')} onClick={restart} />
          </>
        }
      >
        <RegisterWithCodeStep channel={step.channel} target={step.target} otp={step.otp} demo={demo} onDone={finish} />
      </AuthCard>
    );
  }

  if (step.name === 'complete') {
    return (
      <AuthCard title={t('completeTitle')} subtitle={t('completeDescription')}>
        <CompleteAccountStep user={step.user} demo={demo} onDone={finish} />
      </AuthCard>
    );
  }

  const signUpLink = (
    <>
      {t('noAccount')}{' '}
      <Link href={loginHref(returnTo, '/sign-up')} className="font-medium text-brand-700 hover:underline">
        {t('signUpLink')}
      </Link>
    </>
  );

  if (step.name === 'code') {
    const { channel, target } = step;
    return (
      <AuthCard title={t('title')} subtitle={t('subtitle')} footer={signUpLink}>
        <LoginCodeStep
          sent={step}
          demo={demo}
          onSignedIn={finish}
          onNewAccount={(otp) => setStep({ name: 'register', channel, target, otp })}
          onChange={() => setStep({ name: 'identify', channel, target })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} footer={signUpLink}>
      <div className="grid gap-6">
        <IdentifyForm
          defaultChannel={step.channel}
          defaultTarget={step.target}
          onSent={(sent) => setStep({ name: 'code', ...sent })}
        />
        {(clientIds.google || clientIds.apple) && (
          <SocialSignIn
            clientIds={clientIds}
            onSignedIn={(user) => (user.isCompleted ? finish() : setStep({ name: 'complete', user }))}
          />
        )}
      </div>
    </AuthCard>
  );
}
