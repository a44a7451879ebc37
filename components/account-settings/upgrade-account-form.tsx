'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  upgradeAccountFormSchema,
  type UpgradeAccountFormInput,
  type UpgradeAccountFormOutput,
} from '@/lib/schemas/auth';
import { messageKeys } from '@/lib/schemas/fields';
import { useUpgradeAccount } from '@/lib/queries/use-upgrade-account';
import { OfficeFields, useLicenceFile } from '@/components/auth/office-fields';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';

/** Every field of both kinds of office account; only the chosen kind's go to the API. */
type UpgradeValues = { isOwner: boolean; companyName: string; registrationNumber: string; companyId: number | null };

const empty: UpgradeValues = { isOwner: true, companyName: '', registrationNumber: '', companyId: null };

/** The chosen kind's fields, for the shared (strict) schema to check. */
function payloadOf(values: UpgradeValues): UpgradeAccountFormInput {
  if (values.isOwner)
    return { isOwner: true, companyName: values.companyName, registrationNumber: values.registrationNumber };
  // A missing office stays missing for the schema to name (null is not an id).
  return { isOwner: false, companyId: values.companyId as number };
}

const schemaResolver = zodResolver(upgradeAccountFormSchema);
// The schema's shape is the chosen kind's part of the form's values, under the same field names: its options and its
// result fit the form, but TypeScript cannot see that through the union.
const resolver: Resolver<UpgradeValues, unknown, UpgradeAccountFormOutput> = (values, context, options) =>
  schemaResolver(payloadOf(values), context, options as never) as ReturnType<
    Resolver<UpgradeValues, unknown, UpgradeAccountFormOutput>
  >;

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
  const licenceFile = useLicenceFile({ onChoose: () => upgrade.error && upgrade.reset() });
  const { licence, setLicenceError } = licenceFile;
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens when the member asks for it: their next step is its first choice, not the button that is gone.
  useEffect(() => {
    const form = formRef.current;
    (form?.querySelector<HTMLInputElement>('input:checked') ?? form?.querySelector('input'))?.focus();
  }, []);

  useEffect(() => {
    applyServerFieldErrors(upgrade.error, form.setError, serverFields);
  }, [upgrade.error, form.setError]);

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
    return (
      <FormSuccess shown>{t(upgrade.data.brokerType === 'marketeer' ? 'marketeerDone' : 'licensedDone')}</FormSuccess>
    );
  }
  const failure = upgrade.error && !upgrade.error.fieldErrors ? errorText.request(upgrade.error) : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      data-testid="upgrade-account-form"
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <OfficeFields
          form={form}
          isOwner={isOwner}
          licence={licenceFile}
          licenceServerError={upgrade.error?.fieldErrors?.documentIds?.[0]}
        />
      </div>
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
