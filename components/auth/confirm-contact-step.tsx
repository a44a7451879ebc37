'use client';

import { useTranslations } from 'next-intl';
import type { Channel } from '@/lib/api/auth';
import type { AuthUser } from '@/lib/schemas/auth';
import { useUpdateProfile } from '@/lib/queries/use-update-profile';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';
import { CodeStep } from './code-step';

/** A phone or e-mail inside a sentence keeps its own (left-to-right) order in Arabic text: a first-strong isolate. */
export const isolated = (contact: string) => `\u2068${contact}\u2069`;

/** A contact given at sign-up that its code did not prove: the API sent it a code of its own. */
export type UnprovenContact = { channel: Channel; target: string };

type ConfirmContactStepProps = UnprovenContact & {
  user: AuthUser;
  demo: boolean;
  /** Confirmed (true) or left for later from the profile (false). */
  onDone(confirmed: boolean): void;
};

/**
 * The new account's other phone or e-mail joins it with the code sent to it (the profile's code-checked change), so an
 * address nobody proved is never written to an account. It can wait: the profile offers the same later.
 */
export function ConfirmContactStep({ channel, target, user, demo, onDone }: ConfirmContactStepProps) {
  const t = useTranslations('signUp.confirmContact');
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const confirm = (otp: string) =>
    update
      .mutateAsync({
        firstName: user.firstName,
        lastName: user.lastName,
        ...(channel === 'phone' ? { phone: target } : { email: target }),
        otp,
      })
      .then(() => onDone(true));
  return (
    <div className="grid gap-4" data-testid="confirm-contact-step">
      <p className="text-sm text-slate-700">
        {t(channel === 'phone' ? 'phoneIntro' : 'emailIntro', { target: isolated(target) })}
      </p>
      <CodeStep
        channel={channel}
        target={target}
        initialWait={0}
        demo={demo}
        onSubmit={confirm}
        pending={update.isPending}
        error={update.isError ? errorText.request(update.error) : undefined}
        submitLabel={t('submit')}
        pendingLabel={t('submitting')}
      />
      <button
        type="button"
        onClick={() => onDone(false)}
        className={buttonClass('secondary', 'md', 'justify-self-start')}
      >
        {t('later')}
      </button>
    </div>
  );
}
