'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { contactUsSchema, type ContactUsInput, type ContactUsOutput } from '@/lib/schemas/common';
import { useContactUs } from '@/lib/queries/use-contact-us';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField, TextField, emailInput, phoneInput } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';

const fields = ['name', 'phone', 'email', 'message'] as const;

export function ContactForm() {
  const t = useTranslations('contact');
  const tMessages = useTranslations('general.messages');
  const errorText = useErrorText();
  const contactUs = useContactUs();
  const form = useForm<ContactUsInput, unknown, ContactUsOutput>({
    resolver: zodResolver(contactUsSchema),
    defaultValues: { name: '', phone: '', email: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    contactUs.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerFieldErrors(error, form.setError, fields),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="contact-form" className="grid gap-5 sm:grid-cols-2">
      <TextField
        {...form.register('name')}
        label={t('name')}
        autoComplete="name"
        error={errorText.field(errors.name?.message)}
      />
      <TextField
        {...form.register('phone')}
        label={t('phone')}
        hint={t('phoneHint')}
        {...phoneInput}
        maxLength={12}
        error={errorText.field(errors.phone?.message)}
      />
      <TextField
        {...form.register('email')}
        label={t('email')}
        {...emailInput}
        className="sm:col-span-2"
        error={errorText.field(errors.email?.message)}
      />
      <TextAreaField
        {...form.register('message')}
        label={t('message')}
        rows={6}
        className="sm:col-span-2"
        error={errorText.field(errors.message?.message)}
      />

      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormSuccess shown={contactUs.isSuccess}>{tMessages('requestSent')}</FormSuccess>
        {contactUs.isError && <FormAlert>{errorText.request(contactUs.error)}</FormAlert>}
        <button type="submit" disabled={contactUs.isPending} className={buttonClass('primary', 'lg', 'sm:self-start')}>
          {contactUs.isPending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
