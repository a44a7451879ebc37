'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';
import type { Channel } from '@/lib/api/auth';
import { emailField, messageKeys, phoneField } from '@/lib/schemas/fields';
import { updateProfileSchema, type AuthUser, type UpdateProfileInput, type UpdateProfileOutput } from '@/lib/schemas/auth';
import { useUpdateProfile } from '@/lib/queries/use-update-profile';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField, emailInput, phoneInput } from '@/components/ui/field';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { ConfirmIdentity } from './confirm-identity';
import { NewContactCode } from './new-contact-code';

const baseResolver = zodResolver(updateProfileSchema);

const fields = ['firstName', 'lastName', 'email', 'phone', 'otp'] as const;

const valuesOf = (user: AuthUser): UpdateProfileInput => ({ firstName: user.firstName, lastName: user.lastName, email: user.email ?? '', phone: user.phone ?? '' });

/** The new phone or e-mail that needs a code, when exactly one of them changed to a valid value. */
function changedContact(user: AuthUser, email: string | undefined, phone: string | undefined): { channel: Channel; target: string } | 'both' | undefined {
  const newEmail = emailField.safeParse(email);
  const newPhone = phoneField.safeParse(phone);
  const emailChanged = newEmail.success && newEmail.data.toLowerCase() !== user.email?.toLowerCase();
  const phoneChanged = newPhone.success && newPhone.data !== user.phone;
  if (emailChanged && phoneChanged) return 'both';
  if (emailChanged) return { channel: 'email', target: newEmail.data.toLowerCase() };
  if (phoneChanged) return { channel: 'phone', target: newPhone.data };
  return undefined;
}

const needsRecentSignIn = (error: unknown) => error instanceof ApiError && error.code === 'RECENT_SIGN_IN_REQUIRED';

/**
 * Names and contacts of the signed-in member; a new phone or e-mail is confirmed with a code sent to it, and when the
 * sign-in is not recent the member first confirms with a code to a current contact.
 */
export function ProfileForm({ user, demo }: { user: AuthUser; demo: boolean }) {
  const t = useTranslations('profile');
  const tMessages = useTranslations('general.messages');
  const errorText = useErrorText();
  const update = useUpdateProfile();
  // The resolver depends on the watched contacts, so the form calls the one of the latest render.
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileOutput>({ resolver: (...args) => resolver(...args), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] });
  const contact = changedContact(user, email, phone);
  const needsCode = contact !== undefined && contact !== 'both';
  const phoneRemoved = Boolean(user.phone) && phone === '';
  const [confirming, setConfirming] = useState(false);

  // An empty e-mail keeps the stored one, and a code is sent only with a changed contact, where it is required.
  const resolver: Resolver<UpdateProfileInput, unknown, UpdateProfileOutput> = async (values, context, options) => {
    const otp = needsCode ? values.otp || undefined : undefined;
    const result = await baseResolver({ ...values, email: values.email || undefined, otp }, context, options);
    if (!needsCode || otp) return result;
    return { values: {}, errors: { ...result.errors, otp: { type: 'required', message: messageKeys.required } } };
  };

  const submit = form.handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: (updated) => form.reset(valuesOf(updated)),
        onError: (error) => {
          if (needsRecentSignIn(error)) setConfirming(true);
          else applyServerFieldErrors(error, form.setError, fields);
        },
      }),
    // An earlier save's message would contradict the errors now shown.
    () => update.reset(),
  );

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={submit} data-testid="profile-form" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <TextField {...form.register('firstName')} label={t('firstName')} autoComplete="given-name" error={errorText.field(errors.firstName?.message)} />
        <TextField {...form.register('lastName')} label={t('lastName')} autoComplete="family-name" error={errorText.field(errors.lastName?.message)} />
        <TextField
          {...form.register('email')}
          label={t('email')}
          {...emailInput}
          error={errorText.field(errors.email?.message)}
        />
        <TextField
          {...form.register('phone')}
          label={t('phone')}
          hint={t('phoneHint')}
          {...phoneInput}
          maxLength={8}
          error={errorText.field(errors.phone?.message)}
        />
        {phoneRemoved && <p className="text-sm text-slate-700 sm:col-span-2">{t('phoneRemoval')}</p>}
        {contact === 'both' && (
          <div className="sm:col-span-2">
            <FormAlert>{t('oneContactAtATime')}</FormAlert>
          </div>
        )}
        {needsCode && (
          <Controller
            key={`${contact.channel}:${contact.target}`}
            control={form.control}
            name="otp"
            shouldUnregister
            render={({ field }) => (
              <NewContactCode
                channel={contact.channel}
                target={contact.target}
                code={field.value ?? ''}
                onCodeChange={field.onChange}
                codeError={errorText.field(errors.otp?.message)}
                demo={demo}
              />
            )}
          />
        )}
        <div className="grid gap-3 sm:col-span-2">
          <FormSuccess shown={update.isSuccess}>{tMessages('profileUpdated')}</FormSuccess>
          {update.isError && !needsRecentSignIn(update.error) && (
            <FormAlert>
              {tMessages('profileUpdateFailed')} {errorText.request(update.error)}
            </FormAlert>
          )}
          <button type="submit" disabled={update.isPending || contact === 'both'} className={buttonClass('primary', 'lg', 'sm:justify-self-start')}>
            {update.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
      {confirming && (
        <ConfirmIdentity
          user={user}
          demo={demo}
          onConfirmed={() => {
            setConfirming(false);
            void submit();
          }}
        />
      )}
    </div>
  );
}
