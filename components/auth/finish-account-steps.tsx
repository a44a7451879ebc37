'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Channel } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/api-error';
import type { AccountDetailsOutput, AuthUser } from '@/lib/schemas/auth';
import { useCompleteThirdPartyInfo } from '@/lib/queries/use-complete-third-party-info';
import { useRegister } from '@/lib/queries/use-register';
import { useErrorText } from '@/components/ui/use-error-text';
import { AccountDetailsForm } from './account-details-form';
import { ConfirmContactStep, isolated, type UnprovenContact } from './confirm-contact-step';

/** Reports the end of a sign-up: a message for the next page, as an error when the documents did not upload. */
export type OnAccountReady = (message?: string, tone?: 'success' | 'error') => void;

/** The wording of a finished sign-up, or of the licence that failed to upload with it. */
export function useReadyMessage() {
  const t = useTranslations('signUp');
  const errorText = useErrorText();
  return (documentsError: ApiError | undefined): [string, 'success' | 'error'] =>
    documentsError
      ? [t('licenceUploadFailed', { reason: errorText.request(documentsError) }), 'error']
      : [t('success'), 'success'];
}

/** The contact given beside the proven one that the new account does not have yet: the API sent it a code. */
export function unprovenContact(details: AccountDetailsOutput, user: AuthUser): UnprovenContact | undefined {
  if (details.email && details.email.toLowerCase() !== user.email?.toLowerCase())
    return { channel: 'email', target: details.email.toLowerCase() };
  if (details.phone && details.phone !== user.phone) return { channel: 'phone', target: details.phone };
  return undefined;
}

type Ready = { user: AuthUser; unproven?: UnprovenContact; message: [string, 'success' | 'error'] };

/** The account is ready: on to the next page, or first the code step of a contact it does not have yet. */
export function useAccountReady(demo: boolean, onDone: OnAccountReady) {
  const t = useTranslations('signUp.confirmContact');
  const [ready, setReady] = useState<Ready>();
  const unproven = ready?.unproven;
  const step = ready && unproven && (
    <ConfirmContactStep
      {...unproven}
      user={ready.user}
      demo={demo}
      // Left for later: the page after says where to add it, unless the licence upload failed, which matters more.
      onDone={(confirmed) =>
        confirmed || ready.message[1] === 'error'
          ? onDone(...ready.message)
          : onDone(t('addLater', { target: isolated(unproven.target) }))
      }
    />
  );
  return { step, done: (next: Ready) => (next.unproven ? setReady(next) : onDone(...next.message)) };
}

type RegisterWithCodeStepProps = {
  channel: Channel;
  target: string;
  otp: string;
  demo: boolean;
  onDone: OnAccountReady;
};

/**
 * A code sign-in found no account: the same, still unused code registers one with these details. The page's heading
 * says so (login-flow.tsx): this is no longer a sign-in.
 */
export function RegisterWithCodeStep({ channel, target, otp, demo, onDone }: RegisterWithCodeStepProps) {
  const t = useTranslations('login');
  const register = useRegister();
  const readyMessage = useReadyMessage();
  const ready = useAccountReady(demo, onDone);
  if (ready.step) return ready.step;
  return (
    <AccountDetailsForm
      defaultValues={{ [channel]: target }}
      lockedField={channel}
      phoneRequired={channel === 'phone'}
      pending={register.isPending}
      error={register.error}
      submitLabel={t('registerSubmit')}
      pendingLabel={t('saving')}
      onSubmit={(details, licence) => {
        // The code belongs to this phone or e-mail, whatever the (read-only) field holds.
        const registered = { ...details, [channel]: target };
        register.mutate(
          { channel, otp, details: registered, documents: licence && [licence] },
          {
            onSuccess: ({ user, documentsError }) =>
              ready.done({ user, unproven: unprovenContact(registered, user), message: readyMessage(documentsError) }),
          },
        );
      }}
    />
  );
}

/**
 * A Google or Apple account signed in without its details (spec: isCompleted false) gives them before going on. Its
 * e-mail is the one the provider vouched for; the phone is added from the profile.
 */
export function CompleteAccountStep({ user, demo, onDone }: { user: AuthUser; demo: boolean; onDone: OnAccountReady }) {
  const t = useTranslations('login');
  const complete = useCompleteThirdPartyInfo();
  const readyMessage = useReadyMessage();
  const ready = useAccountReady(demo, onDone);
  if (ready.step) return ready.step;
  return (
    <AccountDetailsForm
      defaultValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email ?? '', phone: '' }}
      phoneRequired={false}
      withoutPhone
      pending={complete.isPending}
      error={complete.error}
      submitLabel={t('completeSubmit')}
      pendingLabel={t('saving')}
      onSubmit={(details, licence) =>
        complete.mutate(
          { details, documents: licence && [licence] },
          {
            onSuccess: (completed) =>
              ready.done({
                user: completed,
                unproven: unprovenContact(details, completed),
                message: readyMessage(undefined),
              }),
          },
        )
      }
    />
  );
}
