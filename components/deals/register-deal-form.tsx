'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { localName } from '@/lib/format';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { dealCategories, dealPropertyKinds } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import {
  dealSubmissionFormSchema,
  toDealSubmission,
  type DealSubmissionFormInput,
  type DealSubmissionFormOutput,
} from '@/lib/schemas/deals';
import { useRegisterDeal } from '@/lib/queries/use-register-deal';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import type { AreaOption } from './area-options';

const fields = [
  'recordedOn',
  'areaId',
  'block',
  'category',
  'propertyKind',
  'sizeSqm',
  'totalValueKwd',
  'salePercentage',
  'notes',
] as const;

const emptyForm: DealSubmissionFormInput = {
  recordedOn: '',
  areaId: '',
  block: '',
  category: '' as DealSubmissionFormInput['category'],
  propertyKind: '' as DealSubmissionFormInput['propertyKind'],
  sizeSqm: '',
  totalValueKwd: '',
  salePercentage: '',
  notes: '',
};

/** The deal form, loaded when the member opens it (react-hook-form and the schema stay out of the page's first load). */
export default function RegisterDealForm({ areas, onCancel }: { areas: AreaOption[]; onCancel(): void }) {
  const t = useTranslations('deals');
  const locale = toLocale(useLocale());
  const errorText = useErrorText();
  const register = useRegisterDeal();
  const form = useForm<DealSubmissionFormInput, unknown, DealSubmissionFormOutput>({
    resolver: zodResolver(dealSubmissionFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(toDealSubmission(values), {
      onSuccess: () => form.reset(emptyForm),
      onError: (error) => applyServerFieldErrors(error, form.setError, fields),
    }),
  );

  return (
    <form
      id="register-deal"
      noValidate
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('register.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('register.intro')}</p>
      </div>
      <TextField
        {...form.register('recordedOn')}
        type="date"
        label={t('register.date')}
        error={errorText.field(errors.recordedOn?.message)}
      />
      <SelectField
        {...form.register('areaId')}
        label={t('register.area')}
        placeholder={t('register.chooseArea')}
        options={areas.map((area) => ({ value: area.id, label: localName(locale, area) }))}
        error={errorText.field(errors.areaId?.message)}
      />
      <SelectField
        {...form.register('category')}
        label={t('register.category')}
        placeholder={t('register.chooseCategory')}
        options={dealCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        error={errorText.field(errors.category?.message)}
      />
      <SelectField
        {...form.register('propertyKind')}
        label={t('register.kind')}
        placeholder={t('register.chooseKind')}
        options={dealPropertyKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        error={errorText.field(errors.propertyKind?.message)}
      />
      <TextField
        {...form.register('sizeSqm')}
        inputMode="decimal"
        dir="ltr"
        label={t('register.size')}
        error={errorText.field(errors.sizeSqm?.message)}
      />
      <TextField
        {...form.register('totalValueKwd')}
        inputMode="decimal"
        dir="ltr"
        label={t('register.value')}
        error={errorText.field(errors.totalValueKwd?.message)}
      />
      <TextField
        {...form.register('block')}
        inputMode="numeric"
        label={t('register.block')}
        error={errorText.field(errors.block?.message)}
      />
      <TextField
        {...form.register('salePercentage')}
        inputMode="decimal"
        dir="ltr"
        label={t('register.share')}
        error={errorText.field(errors.salePercentage?.message)}
      />
      <TextAreaField
        {...form.register('notes')}
        rows={3}
        label={t('register.notes')}
        className="sm:col-span-2"
        error={errorText.field(errors.notes?.message)}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormSuccess shown={register.isSuccess}>{t('register.sent')}</FormSuccess>
        {register.isError && <FormAlert>{errorText.request(register.error)}</FormAlert>}
        <div className="flex gap-2">
          <button type="submit" disabled={register.isPending} className={buttonClass('primary', 'md')}>
            {register.isPending ? t('register.sending') : t('register.submit')}
          </button>
          <button type="button" onClick={onCancel} className={buttonClass('ghost', 'md')}>
            {t('register.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
