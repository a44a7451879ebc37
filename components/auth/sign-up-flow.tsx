'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { AccountDetailsOutput } from '@/lib/schemas/auth';
import { useRegister } from '@/lib/queries/use-register';
import { isCodeCooldown, useSendCode } from '@/lib/queries/use-send-code';
import { useErrorText } from '@/components/ui/use-error-text';
import { AccountDetailsForm } from './account-details-form';
import { CodeStep } from './code-step';
import { unprovenContact, useAccountReady, useReadyMessage } from './finish-account-steps';
import { StepHeader } from './step-header';
import { useFinishSignIn } from './use-finish-sign-in';
import { useReturnTo } from './use-return-to';
import { welcomeHref } from './return-to';
import { useSendErrorText } from './use-send-error-text';

type Step = { name: 'details' } | { name: 'code'; phone: string; wait: number; recentlySent?: boolean };
type Draft = { details?: AccountDetailsOutput; licence?: File };

/**
 * Sign-up: account details, then the code sent to the phone registers and signs in; the licence is uploaded after.
 * Then the welcome ("what next") page, which offers the way on to `returnTo` (the page's own, checked), else the
 * previous route, else `fallback`.
 */
export function SignUpFlow({
  returnTo,
  fallback,
  demo,
}: {
  returnTo: string | undefined;
  fallback: string;
  demo: boolean;
}) {
  const t = useTranslations('signUp');
  const tCode = useTranslations('login.code');
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ name: 'details' });
  // Kept across the steps so going back shows what was typed; emptied after registering (spec: the payload resets).
  const [draft, setDraft] = useState<Draft>({});
  const sendCode = useSendCode();
  const register = useRegister();
  const finish = useFinishSignIn(welcomeHref(useReturnTo(returnTo, fallback)));
  const readyMessage = useReadyMessage();
  const sendErrorText = useSendErrorText();
  const ready = useAccountReady(demo, finish);

  const submitDetails = (details: AccountDetailsOutput, licence: File | undefined) => {
    const phone = details.phone ?? '';
    setDraft({ details, licence });
    register.reset();
    sendCode.mutate(
      { channel: 'phone', target: phone },
      {
        onSuccess: ({ resendInSeconds }) => setStep({ name: 'code', phone, wait: resendInSeconds }),
        onError: (error) => {
          if (isCodeCooldown(error))
            setStep({ name: 'code', phone, wait: error.retryAfterSeconds, recentlySent: true });
        },
      },
    );
  };

  if (ready.step) return ready.step;

  if (step.name === 'code' && draft.details) {
    const details = draft.details;
    const verify = (otp: string) =>
      register.mutateAsync({ channel: 'phone', otp, details, documents: draft.licence && [draft.licence] }).then(
        ({ user, documentsError }) => {
          setDraft({});
          ready.done({ user, unproven: unprovenContact(details, user), message: readyMessage(documentsError) });
        },
        (error: unknown) => {
          // A taken phone or e-mail (or any field the API refused) is fixed in the details, not with another code.
          if (error instanceof ApiError && error.fieldErrors) setStep({ name: 'details' });
          throw error;
        },
      );
    return (
      <>
        <StepHeader
          title={tCode('title')}
          description={tCode('sentTo', { target: step.phone })}
          back={{ label: t('back'), onClick: () => setStep({ name: 'details' }) }}
        />
        <CodeStep
          channel="phone"
          target={step.phone}
          initialWait={step.wait}
          recentlySent={step.recentlySent}
          demo={demo}
          onSubmit={verify}
          pending={register.isPending}
          error={register.isError ? errorText.request(register.error) : undefined}
          submitLabel={t('submit')}
          pendingLabel={t('submitting')}
        />
      </>
    );
  }

  return (
    <AccountDetailsForm
      defaultValues={draft.details}
      defaultLicence={draft.licence}
      phoneRequired
      pending={sendCode.isPending}
      error={register.error ?? (isCodeCooldown(sendCode.error) ? undefined : sendCode.error)}
      describeError={register.error ? undefined : sendErrorText}
      submitLabel={t('continue')}
      pendingLabel={t('sending')}
      onSubmit={submitDetails}
    />
  );
}
