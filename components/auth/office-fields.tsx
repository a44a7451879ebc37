'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ThirdPartyInfoOutput } from '@/lib/schemas/auth';
import { useOffices } from '@/lib/queries/use-offices';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import type { AccountDetailsInput } from './account-details-form';
import { ChoiceCards } from './choice-cards';
import { documentTypes } from './file-checks';
import { SelectField, toId } from '@/components/ui/field';

type OfficeFieldsProps = {
  form: UseFormReturn<AccountDetailsInput, unknown, ThirdPartyInfoOutput>;
  isOwner: boolean;
  licenceChosen?: string;
  licenceError?: string;
  onLicenceChange(event: ChangeEvent<HTMLInputElement>): void;
};

/** Office accounts: a licensed broker gives the office's name, licence number and document; a marketeer picks the office. */
export function OfficeFields({ form, isOwner, licenceChosen, licenceError, onLicenceChange }: OfficeFieldsProps) {
  const t = useTranslations('signUp');
  const errorText = useErrorText();
  const offices = useOffices(!isOwner);
  const { errors } = form.formState;

  return (
    <div className="grid gap-5 rounded-xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-2 sm:p-5">
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="isOwner"
          render={({ field }) => (
            <ChoiceCards
              legend={t('brokerType')}
              name={field.name}
              value={field.value !== false}
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
            hint={licenceChosen ?? t('licenceHint')}
            onChange={onLicenceChange}
            error={licenceError}
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
    </div>
  );
}
