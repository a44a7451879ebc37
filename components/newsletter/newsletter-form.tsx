'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { newsletterSubscriptionSchema, type NewsletterSubscriptionInput } from '@/lib/schemas/common';
import { useSubscribeNewsletter } from '@/lib/queries/use-subscribe-newsletter';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';

type Tone = 'light' | 'dark';

/** Weekly newsletter sign-up; `dark` sits on the footer's green, `light` on a pale card. */
export function NewsletterForm({ tone = 'light', className }: { tone?: Tone; className?: string }) {
  const t = useTranslations('newsletter');
  const errorText = useErrorText();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterSubscriptionInput>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    subscribe.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['email']),
    }),
  );

  const fieldError = errorText.field(errors.email?.message);
  const requestError = subscribe.isError && !fieldError ? errorText.request(subscribe.error) : undefined;
  const dark = tone === 'dark';

  return (
    <form noValidate onSubmit={onSubmit} data-testid="newsletter-form" className={className}>
      <div className="flex items-start gap-2">
        <TextField
          {...form.register('email')}
          label={t('emailLabel')}
          labelClassName="sr-only"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          placeholder={t('placeholder')}
          error={fieldError}
          className={cn('min-w-0 flex-1', dark && '[&_[role=alert]]:text-red-200')}
        />
        <button type="submit" disabled={subscribe.isPending} className={buttonClass(dark ? 'light' : 'primary', 'md', 'shrink-0')}>
          {subscribe.isPending ? t('submitting') : t('submit')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={cn('mt-2 flex items-center gap-1.5 text-sm', dark ? 'text-brand-100' : 'text-brand-700')}>
        {subscribe.isSuccess && (
          <>
            <CheckCircleIcon className="size-4 shrink-0" />
            {subscribe.data.alreadySubscribed ? t('alreadySubscribed') : t('success')}
          </>
        )}
      </p>
      {requestError && (
        <p role="alert" className={cn('mt-2 text-sm', dark ? 'text-red-200' : 'text-red-700')}>
          {requestError}
        </p>
      )}
      <p className={cn('mt-2 text-xs', dark ? 'text-brand-100/80' : 'text-slate-500')}>{t('privacy')}</p>
    </form>
  );
}
