'use client';

import { useTranslations } from 'next-intl';
import type { Channel } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/api-error';
import type { AuthUser } from '@/lib/schemas/auth';
import { useCompleteThirdPartyInfo } from '@/lib/queries/use-complete-third-party-info';
import { useRegister } from '@/lib/queries/use-register';
import { useErrorText } from '@/components/ui/use-error-text';
import { AccountDetailsForm } from './account-details-form';

/** Reports the end of a sign-up: a message for the next page, as an error when the documents did not upload. */
export type OnAccountReady = (message?: string, tone?: 'success' | 'error') => void;

/** The wording of a finished sign-up, or of the licence that failed to upload with it. */
export function useReadyMessage() {
  const t = useTranslations('signUp');
  const errorText = useErrorText();
  return (documentsError: ApiError | undefined): [string, 'success' | 'error'] =>
    documentsError ? [t('licenceUploadFailed', { reason: errorText.request(documentsError) }), 'error'] : [t('success'), 'success'];
}

type RegisterWithCodeStepProps = { channel: Channel; target: string; otp: string; onDone: OnAccountReady };

/**
 * A code sign-in found no account: the same, still unused code registers one with these details. The page's heading
 * says so (login-flow.tsx): this is no longer a sign-in.
 */
export function RegisterWithCodeStep({ channel, target, otp, onDone }: RegisterWithCodeStepProps) {
  const t = useTranslations('login');
  const register = useRegister();
  const readyMessage = useReadyMessage();
  return (
    <AccountDetailsForm
      defaultValues={{ [channel]: target }}
      lockedField={channel}
      phoneRequired={channel === 'phone'}
      pending={register.isPending}
      error={register.error}
      submitLabel={t('registerSubmit')}
      pendingLabel={t('saving')}
      onSubmit={(details, licence) =>
        register.mutate(
          // The code belongs to this phone or e-mail, whatever the (read-only) field holds.
          { channel, otp, details: { ...details, [channel]: target }, documents: licence && [licence] },
          { onSuccess: ({ documentsError }) => onDone(...readyMessage(documentsError)) },
        )
      }
    />
  );
}

/** A Google or Apple account signed in without its details (spec: isCompleted false) gives them before going on. */
export function CompleteAccountStep({ user, onDone }: { user: AuthUser; onDone: OnAccountReady }) {
  const t = useTranslations('login');
  const complete = useCompleteThirdPartyInfo();
  const readyMessage = useReadyMessage();
  return (
    <AccountDetailsForm
      defaultValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email ?? '', phone: user.phone ?? '' }}
      phoneRequired={false}
      pending={complete.isPending}
      error={complete.error}
      submitLabel={t('completeSubmit')}
      pendingLabel={t('saving')}
      onSubmit={(details, licence) =>
        complete.mutate({ details, documents: licence && [licence] }, { onSuccess: ({ documentsError }) => onDone(...readyMessage(documentsError)) })
      }
    />
  );
}
