'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { Channel } from '@/lib/api/auth';
import { validEmail, validPhone } from '@/lib/schemas/contact-rules';
import type { AuthUser, UpdateProfileOutput } from '@/lib/schemas/auth';
import { useUpdateProfile } from '@/lib/queries/use-update-profile';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField, emailInput, phoneInput } from '@/components/ui/field';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { useErrorText } from '@/components/ui/use-error-text';

// The code steps load when a contact changes or the API asks for a recent sign-in, not with the page.
const NewContactCode = dynamic(() => import('./new-contact-code').then((m) => m.NewContactCode));
const ConfirmIdentity = dynamic(() => import('./confirm-identity').then((m) => m.ConfirmIdentity));

type Values = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'otp', string>;

const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'otp'];

const valuesOf = (user: AuthUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  phone: user.phone ?? '',
  otp: '',
});

type NewContact = { channel: Channel; target: string };
type ChangedContact = NewContact | 'both' | undefined;

/** The new phone or e-mail that needs a code, when exactly one of them changed to a valid value. */
function changedContact(user: AuthUser, { email, phone }: Values): ChangedContact {
  const newEmail = validEmail(email)?.toLowerCase();
  const newPhone = validPhone(phone);
  const emailChanged = newEmail !== undefined && newEmail !== user.email?.toLowerCase();
  const phoneChanged = newPhone !== undefined && newPhone !== user.phone;
  if (emailChanged && phoneChanged) return 'both';
  if (emailChanged) return { channel: 'email', target: newEmail };
  if (phoneChanged) return { channel: 'phone', target: newPhone };
  return undefined;
}

const needsCodeFor = (contact: ChangedContact): contact is NewContact => typeof contact === 'object';
const contactKey = (contact: ChangedContact) =>
  needsCodeFor(contact) ? `${contact.channel}:${contact.target}` : (contact ?? '');

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
  const [confirming, setConfirming] = useState(false);
  const { formRef, values, change, bind, errorOf, submit, placeServerErrors, reset } = useCheckedForm<
    Values,
    UpdateProfileOutput
  >({
    initial: valuesOf(user),
    fieldOrder,
    check: async (typed) =>
      (await import('./profile-check')).checkProfile(typed, needsCodeFor(changedContact(user, typed))),
  });
  const contact = changedContact(user, values);
  const phoneRemoved = Boolean(user.phone) && values.phone === '';

  /** A contact's box; a code typed for another new contact is dropped when the contact to confirm changes. */
  const bindContact = (name: 'email' | 'phone') => ({
    ...bind(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      change((current) =>
        contactKey(changedContact(user, { ...current, [name]: typed })) === contactKey(changedContact(user, current))
          ? { [name]: typed }
          : { [name]: typed, otp: '' },
      );
    },
  });

  const save = async () => {
    const data = await submit();
    // An earlier save's message would contradict the errors now shown.
    if (!data) return update.reset();
    update.mutate(data, {
      onSuccess: (updated) => reset(valuesOf(updated)),
      onError: (error) => {
        if (needsRecentSignIn(error)) setConfirming(true);
        else placeServerErrors(error);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <div className="grid gap-6">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        data-testid="profile-form"
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2"
      >
        <TextField {...bind('firstName')} label={t('firstName')} autoComplete="given-name" />
        <TextField {...bind('lastName')} label={t('lastName')} autoComplete="family-name" />
        <TextField {...bindContact('email')} label={t('email')} {...emailInput} />
        <TextField {...bindContact('phone')} label={t('phone')} hint={t('phoneHint')} {...phoneInput} maxLength={8} />
        {phoneRemoved && <p className="text-sm text-slate-700 sm:col-span-2">{t('phoneRemoval')}</p>}
        {contact === 'both' && (
          <div className="sm:col-span-2">
            <FormAlert>{t('oneContactAtATime')}</FormAlert>
          </div>
        )}
        {needsCodeFor(contact) && (
          <NewContactCode
            key={contactKey(contact)}
            channel={contact.channel}
            target={contact.target}
            code={values.otp}
            onCodeChange={(otp) => change({ otp })}
            codeError={errorOf('otp')}
            demo={demo}
          />
        )}
        <div className="grid gap-3 sm:col-span-2">
          <FormSuccess shown={update.isSuccess}>{tMessages('profileUpdated')}</FormSuccess>
          {update.isError && !needsRecentSignIn(update.error) && (
            <FormAlert>
              {tMessages('profileUpdateFailed')} {errorText.request(update.error)}
            </FormAlert>
          )}
          <button
            type="submit"
            disabled={update.isPending || contact === 'both'}
            className={buttonClass('primary', 'lg', 'sm:justify-self-start')}
          >
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
            void save();
          }}
        />
      )}
    </div>
  );
}
