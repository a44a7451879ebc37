'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { NewsletterOutcome } from '@/lib/queries/subscribe-newsletter';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { TextField, emailInput } from '@/components/ui/field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';

type Tone = 'light' | 'dark';

/**
 * Weekly newsletter sign-up; `dark` sits on the footer's green, `light` on a pale card. It is on every page, so it is a
 * plain form (no form library) whose validation and request code load on the first submit; measured in the issue note.
 */
export function NewsletterForm({ tone = 'light', className }: { tone?: Tone; className?: string }) {
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

  const fieldError = outcome && !outcome.ok && 'fieldError' in outcome ? errorText.field(outcome.fieldError) : undefined;
  const requestError = outcome && !outcome.ok && 'error' in outcome ? errorText.request(outcome.error) : undefined;
  const dark = tone === 'dark';

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
          className={cn('min-w-0 flex-1', dark && '[&_[role=alert]]:text-red-200')}
        />
        <button type="submit" disabled={pending} className={buttonClass(dark ? 'light' : 'primary', 'md', 'shrink-0')}>
          {pending ? t('submitting') : t('submit')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={cn('mt-2 flex items-center gap-1.5 text-sm', dark ? 'text-brand-100' : 'text-brand-700')}>
        {outcome?.ok && (
          <>
            <CheckCircleIcon className="size-4 shrink-0" />
            {outcome.alreadySubscribed ? t('alreadySubscribed') : t('success')}
          </>
        )}
      </p>
      {requestError && (
        <p role="alert" className={cn('mt-2 text-sm', dark ? 'text-red-200' : 'text-red-700')}>
          {requestError}
        </p>
      )}
      <p className={cn('mt-2 text-xs', dark ? 'text-brand-100/80' : 'text-slate-600')}>{t('privacy')}</p>
    </form>
  );
}
