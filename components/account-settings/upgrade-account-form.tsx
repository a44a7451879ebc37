'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { upgradeAccountFormSchema, type UpgradeAccountFormInput, type UpgradeAccountFormOutput } from '@/lib/schemas/auth';
import { messageKeys } from '@/lib/schemas/fields';
import { useOffices } from '@/lib/queries/use-offices';
import { useUpgradeAccount } from '@/lib/queries/use-upgrade-account';
import { ChoiceCards } from '@/components/auth/choice-cards';
import { documentTypes, fileProblem } from '@/components/auth/file-checks';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField, toId } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';

/** Every field of both kinds of office account; only the chosen kind's go to the API. */
type UpgradeValues = { isOwner: boolean; companyName: string; registrationNumber: string; companyId: number | null };

const empty: UpgradeValues = { isOwner: true, companyName: '', registrationNumber: '', companyId: null };

/** The chosen kind's fields, for the shared (strict) schema to check. */
function payloadOf(values: UpgradeValues): UpgradeAccountFormInput {
  if (values.isOwner) return { isOwner: true, companyName: values.companyName, registrationNumber: values.registrationNumber };
  // A missing office stays missing for the schema to name (null is not an id).
  return { isOwner: false, companyId: values.companyId as number };
}

const schemaResolver = zodResolver(upgradeAccountFormSchema);
// The schema's shape is the chosen kind's part of the form's values, under the same field names: its options and its
// result fit the form, but TypeScript cannot see that through the union.
const resolver: Resolver<UpgradeValues, unknown, UpgradeAccountFormOutput> = (values, context, options) =>
  schemaResolver(payloadOf(values), context, options as never) as ReturnType<Resolver<UpgradeValues, unknown, UpgradeAccountFormOutput>>;

const serverFields = ['companyName', 'registrationNumber', 'companyId'] as const;

/**
 * Spec §2 "upgrade the account", for a regular member: a licensed broker gives the office's name, its commercial
 * registration or licence number and the licence document (reviewed before it is verified); a marketeer picks the
 * office. Once sent, the form gives way to what happened.
 */
export function UpgradeAccountForm() {
  const t = useTranslations('accountSettings.upgrade');
  const errorText = useErrorText();
  const upgrade = useUpgradeAccount();
  const form = useForm<UpgradeValues, unknown, UpgradeAccountFormOutput>({ resolver, defaultValues: empty });
  const isOwner = useWatch({ control: form.control, name: 'isOwner' });
  const offices = useOffices(!isOwner);
  const [licence, setLicence] = useState<File>();
  const [licenceError, setLicenceError] = useState<string>();
  const { errors } = form.formState;

  useEffect(() => {
    applyServerFieldErrors(upgrade.error, form.setError, serverFields);
  }, [upgrade.error, form.setError]);

  const onLicenceChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (upgrade.error) upgrade.reset();
    const problem = file && fileProblem(file, documentTypes);
    setLicenceError(problem === 'tooLarge' ? t('fileTooLarge') : problem === 'badType' ? t('fileBadType') : undefined);
    setLicence(problem ? undefined : file);
    if (problem) event.target.value = '';
  };
  /** The licence is a file beside the fields (not in the JSON body), checked with them. */
  const licenceMissing = () => {
    const missing = isOwner && !licence;
    if (missing) setLicenceError(errorText.field(messageKeys.required));
    return missing;
  };
  const submit = form.handleSubmit(
    (details) => {
      if (!licenceMissing()) upgrade.mutate({ details, licence: details.isOwner ? licence : undefined });
    },
    () => void licenceMissing(),
  );

  if (upgrade.isSuccess) {
    return <FormSuccess shown>{t(upgrade.data.brokerType === 'marketeer' ? 'marketeerDone' : 'licensedDone')}</FormSuccess>;
  }
  const failure = upgrade.error && !upgrade.error.fieldErrors ? errorText.request(upgrade.error) : undefined;

  return (
    <form noValidate onSubmit={submit} data-testid="upgrade-account-form" className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="isOwner"
          render={({ field }) => (
            <ChoiceCards
              legend={t('brokerType')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              choices={[
                { value: true, label: t('licensed'), hint: t('licensedHint') },
                { value: false, label: t('marketeer'), hint: t('marketeerHint') },
              ]}
            />
          )}
        />
      </div>
      {isOwner ? (
        <>
          <TextField {...form.register('companyName')} label={t('companyName')} autoComplete="organization" error={errorText.field(errors.companyName?.message)} />
          <TextField
            {...form.register('registrationNumber')}
            label={t('registrationNumber')}
            dir="ltr"
            autoComplete="off"
            error={errorText.field(errors.registrationNumber?.message)}
          />
          <TextField
            type="file"
            name="licence"
            accept={documentTypes.join(',')}
            label={t('licence')}
            hint={licence?.name ?? t('licenceHint')}
            onChange={onLicenceChange}
            error={licenceError ?? errorText.field(upgrade.error?.fieldErrors?.documentIds?.[0])}
            className="sm:col-span-2"
          />
        </>
      ) : (
        <SelectField
          {...form.register('companyId', { setValueAs: toId })}
          label={t('officeSelect')}
          placeholder={offices.data?.length === 0 ? t('noOffices') : t('chooseOffice')}
          options={(offices.data ?? []).map((office) => ({ value: office.id, label: office.companyName }))}
          error={errorText.field(errors.companyId?.message) ?? (offices.isError ? errorText.request(offices.error) : undefined)}
          aria-busy={offices.isPending || undefined}
          className="sm:col-span-2"
        />
      )}
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" disabled={upgrade.isPending} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          {upgrade.isPending ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
