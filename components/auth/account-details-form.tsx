'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { localName } from '@/lib/format';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { messageKeys } from '@/lib/schemas/fields';
import { accountDetailsSchema, type AccountDetailsOutput } from '@/lib/schemas/auth';
import { useRegistrationReasons } from '@/lib/queries/use-registration-reasons';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField, emailInput, phoneInput, toId } from '@/components/ui/field';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { ChoiceCards } from './choice-cards';
import { FormAlert } from '@/components/ui/form-status';
import { OfficeFields, useLicenceFile } from './office-fields';

export type AccountDetailsInput = z.input<typeof accountDetailsSchema>;

const emptyAccountDetails: AccountDetailsInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  accountType: 1,
  isOwner: true,
  companyName: '',
  registrationNumber: '',
  companyId: null,
  registrationReasonId: null,
};

const baseResolver = zodResolver(accountDetailsSchema);

const serverFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'registrationNumber',
  'companyId',
  'registrationReasonId',
] as const;

type AccountDetailsFormProps = {
  defaultValues?: Partial<AccountDetailsInput>;
  /** The contact a code was already sent to: shown, not editable. */
  lockedField?: 'phone' | 'email';
  /** Sign-up by phone needs the number; e-mail and Google/Apple accounts may leave it out. */
  phoneRequired: boolean;
  /** A Google/Apple account adds its phone later, from the profile, with a code. */
  withoutPhone?: boolean;
  /** A licence chosen earlier (the browser cannot put it back into the file field). */
  defaultLicence?: File;
  onSubmit(details: AccountDetailsOutput, licence: File | undefined): void;
  pending: boolean;
  /** The last request's failure: its field errors go onto the fields, its message into an alert. */
  error?: unknown;
  /** Words the failure when the API's own message is not the best one (a refused code send). */
  describeError?(error: unknown): string;
  submitLabel: string;
  pendingLabel: string;
};

/** Only the fields of the chosen account type go to the API. */
function payloadOf(values: AccountDetailsOutput): AccountDetailsOutput {
  const { firstName, lastName, email, phone, registrationReasonId } = values;
  const common = { firstName, lastName, email, phone, ...(registrationReasonId ? { registrationReasonId } : {}) };
  if (values.accountType === 1) return { ...common, accountType: 1 };
  if (values.isOwner === false) return { ...common, accountType: 2, isOwner: false, companyId: values.companyId };
  return {
    ...common,
    accountType: 2,
    isOwner: true,
    companyName: values.companyName,
    registrationNumber: values.registrationNumber,
  };
}

/** Personal details, account type and office details: sign-up, finishing a code sign-in, completing a Google/Apple account. */
export function AccountDetailsForm(props: AccountDetailsFormProps) {
  const {
    defaultValues,
    lockedField,
    phoneRequired,
    withoutPhone,
    defaultLicence,
    onSubmit,
    pending,
    error,
    describeError,
    submitLabel,
    pendingLabel,
  } = props;
  const t = useTranslations('signUp');
  const locale = useLocale();
  const errorText = useErrorText();
  const reasons = useRegistrationReasons();
  const licenceFile = useLicenceFile({ initial: defaultLicence });
  const { licence, setLicenceError } = licenceFile;

  const resolver: Resolver<AccountDetailsInput, unknown, AccountDetailsOutput> = async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    if (!phoneRequired || values.phone?.trim()) return result;
    return { values: {}, errors: { ...result.errors, phone: { type: 'required', message: messageKeys.required } } };
  };
  const form = useForm<AccountDetailsInput, unknown, AccountDetailsOutput>({
    resolver,
    defaultValues: { ...emptyAccountDetails, ...defaultValues },
  });
  const { errors } = form.formState;
  const [accountType, isOwner] = useWatch({ control: form.control, name: ['accountType', 'isOwner'] });
  const needsLicence = accountType === 2 && isOwner !== false;

  useEffect(() => {
    applyServerFieldErrors(error, form.setError, serverFields);
  }, [error, form.setError]);

  /** The licence is not a form value (files stay out of the JSON payload); it is checked beside the fields. */
  const licenceMissing = () => {
    const missing = needsLicence && !licence;
    if (missing) setLicenceError(errorText.field(messageKeys.required));
    return missing;
  };
  const submit = form.handleSubmit(
    (values) => {
      if (!licenceMissing()) onSubmit(payloadOf(values), needsLicence ? licence : undefined);
    },
    () => void licenceMissing(),
  );

  return (
    <form noValidate onSubmit={submit} data-testid="account-details-form" className="grid gap-6">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-bold text-slate-900">{t('personalInfo')}</legend>
        <TextField
          {...form.register('firstName')}
          label={t('firstName')}
          autoComplete="given-name"
          error={errorText.field(errors.firstName?.message)}
        />
        <TextField
          {...form.register('lastName')}
          label={t('lastName')}
          autoComplete="family-name"
          error={errorText.field(errors.lastName?.message)}
        />
        <TextField
          {...form.register('email')}
          label={t('email')}
          {...emailInput}
          readOnly={lockedField === 'email'}
          error={errorText.field(errors.email?.message)}
        />
        {!withoutPhone && (
          <TextField
            {...form.register('phone')}
            label={phoneRequired ? t('phone') : t('phoneOptional')}
            hint={t('phoneHint')}
            {...phoneInput}
            maxLength={8}
            readOnly={lockedField === 'phone'}
            error={errorText.field(errors.phone?.message)}
          />
        )}
      </fieldset>

      <Controller
        control={form.control}
        name="accountType"
        render={({ field }) => (
          <ChoiceCards
            legend={t('accountType')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 1, label: t('regularUser'), hint: t('regularUserHint') },
              { value: 2, label: t('office'), hint: t('officeHint') },
            ]}
          />
        )}
      />

      {accountType === 2 && <OfficeFields form={form} isOwner={isOwner !== false} licence={licenceFile} />}

      <SelectField
        {...form.register('registrationReasonId', { setValueAs: toId })}
        label={t('reason')}
        placeholder={t('chooseReason')}
        options={(reasons.data ?? []).map((reason) => ({ value: reason.id, label: localName(locale, reason) }))}
        error={errorText.field(errors.registrationReasonId?.message)}
        aria-busy={reasons.isPending || undefined}
      />

      {error ? <FormAlert>{describeError ? describeError(error) : errorText.request(error)}</FormAlert> : null}
      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg')}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
