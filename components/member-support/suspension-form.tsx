'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';

/**
 * Suspends a member with a reason (every session ends at once, their ads leave the lists, sign-in is refused), or
 * lifts a suspension with an optional note for the log.
 */
export function SuspensionForm({ memberId, suspended }: { memberId: number; suspended: boolean }) {
  const t = useTranslations('memberSupport.suspension');
  const router = useRouter();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    setPending(true);
    setFieldError(undefined);
    try {
      const { memberSupportApi } = await import('@/lib/api/member-support');
      if (suspended) await memberSupportApi.lift(memberId, text ? { note: text } : {});
      else await memberSupportApi.suspend(memberId, { reason: text });
      flashStore.show(suspended ? t('lifted') : t('suspended'));
      setOpen(false);
      router.refresh();
    } catch (error) {
      const field = error instanceof ApiError && (error.fieldErrors?.reason ?? error.fieldErrors?.note);
      if (field) setFieldError(errorText.field(field[0]!));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-3">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        className={buttonClass(
          suspended ? 'primary' : 'secondary',
          'md',
          `justify-self-start ${suspended ? '' : 'text-red-700'}`,
        )}
        data-testid={suspended ? 'lift-suspension' : 'suspend-member'}
      >
        {suspended ? t('lift') : t('suspend')}
      </button>
      {open && (
        <form onSubmit={submit} className="grid gap-2" data-testid="suspension-form">
          <TextAreaField
            label={suspended ? t('note') : t('reason')}
            name="text"
            hint={suspended ? t('noteHint') : t('reasonHint')}
            error={fieldError}
            rows={3}
            maxLength={500}
            required={!suspended}
          />
          <button
            type="submit"
            disabled={pending}
            className={buttonClass(
              'primary',
              'md',
              suspended ? 'justify-self-start' : 'justify-self-start bg-red-700 hover:bg-red-800',
            )}
          >
            {suspended ? t('confirmLift') : t('confirmSuspend')}
          </button>
        </form>
      )}
    </div>
  );
}
