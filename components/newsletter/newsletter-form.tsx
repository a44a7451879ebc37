'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { NewsletterOutcome } from '@/lib/queries/subscribe-newsletter';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField, emailInput } from '@/components/ui/field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';

/**
 * Weekly newsletter sign-up, on the footer's green: the one form of every page. So it is a plain form (no form library)
 * whose validation and request code load on the first submit; measured in the issue note.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const t = useTranslations('newsletter');
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<NewsletterOutcome>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    const { subscribeToNewsletter } = await import('@/lib/queries/subscribe-newsletter');
    const result = await subscribeToNewsletter(String(new FormData(form).get('email') ?? ''));
    setOutcome(result);
    setPending(false);
    if (result.ok) form.reset();
  }

  const fieldError =
    outcome && !outcome.ok && 'fieldError' in outcome ? errorText.field(outcome.fieldError) : undefined;
  const requestError = outcome && !outcome.ok && 'error' in outcome ? errorText.request(outcome.error) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} data-testid="newsletter-form" className={className}>
      <div className="flex items-start gap-2">
        <TextField
          name="email"
          label={t('emailLabel')}
          labelClassName="sr-only"
          {...emailInput}
          placeholder={t('placeholder')}
          error={fieldError}
          className="min-w-0 flex-1 [&_[role=alert]]:text-red-200"
        />
        <button type="submit" disabled={pending} className={buttonClass('light', 'md', 'shrink-0')}>
          {pending ? t('submitting') : t('submit')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-2 flex items-center gap-1.5 text-sm text-brand-100">
        {outcome?.ok && (
          <>
            <CheckCircleIcon className="size-4 shrink-0" />
            {t('success')}
          </>
        )}
      </p>
      {requestError && (
        <p role="alert" className="mt-2 text-sm text-red-200">
          {requestError}
        </p>
      )}
      <p className="mt-2 text-xs text-brand-100/80">{t('privacy')}</p>
    </form>
  );
}
