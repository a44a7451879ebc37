'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { Controller, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useOffices } from '@/lib/queries/use-offices';
import { SelectField, TextField, toId } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import { ChoiceCards } from './choice-cards';
import { documentTypes, fileProblem } from './file-checks';

/** The fields of an office account, named alike in every form that asks for them (sign-up, the upgrade in settings). */
type OfficeFieldValues = {
  isOwner?: boolean;
  companyName?: string | null;
  registrationNumber?: string | null;
  companyId?: number | null;
};

/** The licence document chosen beside the form's fields (a file, not part of the JSON body), checked as it is chosen. */
export function useLicenceFile({
  initial,
  onChoose,
}: { initial?: File; /** A new choice: an earlier refusal no longer applies. */ onChoose?(): void } = {}) {
  const t = useTranslations('officeFields');
  const [licence, setLicence] = useState<File | undefined>(initial);
  const [licenceError, setLicenceError] = useState<string>();
  const onLicenceChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    onChoose?.();
    const problem = file && fileProblem(file, documentTypes);
    setLicenceError(problem === 'tooLarge' ? t('fileTooLarge') : problem === 'badType' ? t('fileBadType') : undefined);
    setLicence(problem ? undefined : file);
    if (problem) event.target.value = '';
  };
  return { licence, licenceError, setLicenceError, onLicenceChange };
}

type OfficeFieldsProps<Values extends FieldValues & OfficeFieldValues, Output extends FieldValues> = {
  form: UseFormReturn<Values, unknown, Output>;
  isOwner: boolean;
  licence: ReturnType<typeof useLicenceFile>;
  /** An error the server gave about the licence document. */
  licenceServerError?: string;
};

/** Office accounts: a licensed broker gives the office's name, licence number and document; a marketeer picks the office. */
export function OfficeFields<Values extends FieldValues & OfficeFieldValues, Output extends FieldValues>({
  form,
  isOwner,
  licence,
  licenceServerError,
}: OfficeFieldsProps<Values, Output>) {
  const t = useTranslations('officeFields');
  const errorText = useErrorText();
  const offices = useOffices(!isOwner);
  // The form's own type is wider than these four fields; they are named alike in all of them.
  const errors = form.formState.errors as FieldErrors<OfficeFieldValues>;
  const field = (name: keyof OfficeFieldValues) => name as Path<Values>;

  return (
    <div className="grid gap-5 rounded-xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-2 sm:p-5">
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name={field('isOwner')}
          render={({ field: choice }) => (
            <ChoiceCards
              legend={t('brokerType')}
              name={choice.name}
              value={choice.value !== false}
              onChange={choice.onChange}
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
          <TextField
            {...form.register(field('companyName'))}
            label={t('companyName')}
            autoComplete="organization"
            error={errorText.field(errors.companyName?.message)}
          />
          <TextField
            {...form.register(field('registrationNumber'))}
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
            hint={licence.licence?.name ?? t('licenceHint')}
            onChange={licence.onLicenceChange}
            error={licence.licenceError ?? errorText.field(licenceServerError)}
            className="sm:col-span-2"
          />
        </>
      ) : (
        <SelectField
          {...form.register(field('companyId'), { setValueAs: toId })}
          label={t('officeSelect')}
          placeholder={offices.data?.length === 0 ? t('noOffices') : t('chooseOffice')}
          options={(offices.data ?? []).map((office) => ({ value: office.id, label: office.companyName }))}
          error={
            errorText.field(errors.companyId?.message) ??
            (offices.isError ? errorText.request(offices.error) : undefined)
          }
          aria-busy={offices.isPending || undefined}
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
