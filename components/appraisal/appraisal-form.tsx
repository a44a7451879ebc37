'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField, emailInput, phoneInput } from '@/components/ui/field';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { formatFils, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { appraisalApplicationTypes, appraisalSlotNames, appraisalSlots, toAppraisalRequestInput, type AppraisalDocumentSlot } from '@/lib/appraisals/constants';
import type { AppraisalFormOutput, AppraisalFormValues, AppraisalOptions, AppraisalRequest } from '@/lib/schemas/appraisals';
import type { PaymentMethod } from '@/lib/schemas/payments';
import { AppraisalPay } from './appraisal-pay';

/** The API's fields on the form's. */
const formField: Record<string, FieldPath<AppraisalFormValues>> = {
  propertyTypeId: 'propertyTypeId',
  bankId: 'bankId',
  appraiserId: 'appraiserId',
  areaId: 'areaId',
  sizeSqm: 'size',
  email: 'email',
  address: 'address',
  details: 'details',
  applicantName: 'applicantName',
  phone: 'phone',
  applicationType: 'applicationType',
  termsAccepted: 'termsAccepted',
  'documents.ownership': 'documents.ownership',
  'documents.civilId': 'documents.civilId',
  'documents.propertyImages': 'documents.propertyImages',
  'documents.other': 'documents.other',
};

type Props = {
  options: AppraisalOptions;
  defaults: Partial<AppraisalFormValues>;
  valuationId?: string;
  methods: Array<{ id: PaymentMethod; name: string }>;
};

type Uploaded = { id: number; url: string };

/** The shared zod schema and its resolver load with the first check, not with the page (first-load JS budget). */
const lazyResolver: Resolver<AppraisalFormValues, unknown, AppraisalFormOutput> = async (values, context, options) => {
  const [{ zodResolver }, { appraisalFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/appraisals')]);
  return zodResolver(appraisalFormSchema)(values, context, options);
};

const loadApi = async () => (await import('@/lib/api/appraisals')).appraisalsApi;

/** The official appraisal request (spec §3, §5): the property, the applicant, the documents by slot, the terms; then the fee. */
export function AppraisalForm({ options, defaults, valuationId, methods }: Props) {
  const t = useTranslations('appraisal');
  const tMessages = useTranslations('general.messages');
  const locale = toLocale(useLocale());
  const errorText = useErrorText();
  const [sent, setSent] = useState<AppraisalRequest>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState<AppraisalDocumentSlot>();
  const [previews, setPreviews] = useState<Record<AppraisalDocumentSlot, Uploaded[]>>({ ownership: [], civilId: [], propertyImages: [], other: [] });
  const form = useForm<AppraisalFormValues, unknown, AppraisalFormOutput>({
    resolver: lazyResolver,
    defaultValues: {
      propertyTypeId: '',
      bankId: '',
      appraiserId: '',
      areaId: '',
      size: '',
      email: '',
      address: '',
      details: '',
      applicantName: '',
      phone: '',
      applicationType: undefined,
      documents: { ownership: [], civilId: [], propertyImages: [], other: [] },
      termsAccepted: false,
      ...defaults,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const fee = formatFils(options.fee.feeFils, locale);

  const setSlot = (slot: AppraisalDocumentSlot, items: Uploaded[]) => {
    setPreviews((current) => ({ ...current, [slot]: items }));
    form.setValue(
      `documents.${slot}`,
      items.map((item) => item.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  const addFiles = async (slot: AppraisalDocumentSlot, event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = appraisalSlots[slot].max - previews[slot].length;
    if (files.length > room) {
      form.setError(`documents.${slot}`, { type: 'limit', message: 'uploads.tooMany' });
      return;
    }
    setUploading(slot);
    form.clearErrors(`documents.${slot}`);
    try {
      const stored = await (await loadApi()).upload(slot, files);
      setSlot(slot, [...previews[slot], ...stored.map((s) => ({ id: s.id, url: s.url }))]);
    } catch (cause) {
      const message = cause instanceof ApiError && cause.fieldErrors ? Object.values(cause.fieldErrors)[0]?.[0] : undefined;
      form.setError(`documents.${slot}`, { type: 'server', message: message ?? errorText.request(cause) });
    } finally {
      setUploading(undefined);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      setSent(await (await loadApi()).send(toAppraisalRequestInput(values, valuationId)));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fieldErrors) {
        const placed = Object.entries(cause.fieldErrors).filter(([field]) => formField[field]);
        placed.forEach(([field, messages], i) => form.setError(formField[field]!, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 }));
        if (placed.length > 0) return;
      }
      setError(errorText.request(cause));
    }
  });

  if (sent) {
    return (
      <section data-testid="appraisal-sent" aria-labelledby="appraisal-sent" className="grid gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <FormSuccess shown>{tMessages('requestSent')}</FormSuccess>
        <h2 id="appraisal-sent" className="text-lg font-semibold text-emerald-900">
          {t('sent.body', { id: sent.id, fee: formatFils(sent.feeFils, locale), appraiser: localName(locale, sent.appraiser) })}
        </h2>
        <AppraisalPay requestId={sent.id} feeFils={sent.feeFils} methods={methods} />
        <p className="text-sm text-slate-700">{t('sent.unpaid')}</p>
        <Link href="/profile/request-followup" className="justify-self-start font-medium text-brand-700 underline underline-offset-2">
          {t('sent.later')}
        </Link>
      </section>
    );
  }

  const field = (name: FieldPath<AppraisalFormValues>) => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return errorText.field((node as { message?: string } | undefined)?.message);
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="appraisal-form" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 md:p-8">
      <SelectField
        {...form.register('propertyTypeId')}
        label={t('fields.propertyType')}
        placeholder={t('fields.choose')}
        options={options.propertyTypes.map((p) => ({ value: p.id, label: localName(locale, p) }))}
        error={field('propertyTypeId')}
      />
      <SelectField
        {...form.register('areaId')}
        label={t('fields.area')}
        placeholder={t('fields.choose')}
        options={options.areas.map((a) => ({ value: a.id, label: localName(locale, a) }))}
        error={field('areaId')}
      />
      <TextField {...form.register('size')} label={t('fields.size')} inputMode="decimal" dir="ltr" error={field('size')} />
      <SelectField
        {...form.register('applicationType')}
        label={t('fields.applicationType')}
        placeholder={t('fields.choose')}
        options={appraisalApplicationTypes.map((type) => ({ value: type, label: t(`applicationTypes.${type}`) }))}
        error={field('applicationType')}
      />
      <SelectField
        {...form.register('bankId')}
        label={t('fields.bank')}
        placeholder={t('fields.choose')}
        options={options.banks.map((b) => ({ value: b.id, label: localName(locale, b) }))}
        error={field('bankId')}
      />
      <SelectField
        {...form.register('appraiserId')}
        label={t('fields.appraiser')}
        placeholder={t('fields.choose')}
        options={options.appraisers.map((a) => ({ value: a.id, label: `${localName(locale, a)} — ${a.mociGrade ? t('grade', { grade: a.mociGrade }) : t('gradeUnknown')}` }))}
        error={field('appraiserId')}
      />
      <TextField {...form.register('address')} className="sm:col-span-2" label={t('fields.address')} hint={t('fields.addressHint')} error={field('address')} />
      <TextAreaField {...form.register('details')} className="sm:col-span-2" rows={3} label={t('fields.details')} hint={t('fields.detailsHint')} error={field('details')} />
      <TextField {...form.register('applicantName')} label={t('fields.applicantName')} autoComplete="name" error={field('applicantName')} />
      <TextField {...form.register('phone')} label={t('fields.phone')} {...phoneInput} maxLength={12} error={field('phone')} />
      <TextField {...form.register('email')} className="sm:col-span-2" label={t('fields.email')} {...emailInput} error={field('email')} />

      <fieldset className="grid gap-4 sm:col-span-2">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('slots.heading')}</legend>
        <p className="text-sm text-slate-600">{t('slots.hint')}</p>
        {appraisalSlotNames.map((slot) => {
          const items = previews[slot];
          const { max } = appraisalSlots[slot];
          const slotError = field(`documents.${slot}`);
          const inputId = `appraisal-${slot}`;
          return (
            <div key={slot} className="grid gap-2 rounded-xl border border-slate-200 p-4" data-testid={`slot-${slot}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <label htmlFor={inputId} className="font-medium text-slate-900">
                  {t(`slots.${slot}`)}
                </label>
                <span className="text-xs text-slate-500">{t('slots.limit', { max })}</span>
              </div>
              {items.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {items.map((item, i) => (
                    <li key={item.id} className="grid justify-items-center gap-1">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a private image from the API, not optimisable */}
                      <img src={item.url} alt={t('slots.image', { n: i + 1 })} width={72} height={72} className="size-18 rounded-lg border border-slate-200 object-cover" />
                      <button type="button" className="text-xs text-red-700 underline" onClick={() => setSlot(slot, items.filter((x) => x.id !== item.id))}>
                        {t('slots.remove')}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {items.length < max && (
                <input
                  id={inputId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple={max > 1}
                  disabled={uploading !== undefined}
                  aria-invalid={slotError ? true : undefined}
                  aria-describedby={slotError ? `${inputId}-error` : undefined}
                  onChange={(event) => void addFiles(slot, event)}
                  className="text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
                />
              )}
              {uploading === slot && <p role="status" className="text-sm text-slate-600">{t('slots.uploading')}</p>}
              {slotError && (
                <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
                  {slotError}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>

      <div className="grid gap-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">
        <p className="font-semibold" data-testid="appraisal-fee">
          {t('fee', { fee })}
        </p>
        <p>{t('feeNote')}</p>
      </div>

      <div className="grid gap-1 sm:col-span-2">
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" {...form.register('termsAccepted')} className="mt-1 size-4 accent-brand-700" aria-invalid={errors.termsAccepted ? true : undefined} />
          <span>
            {t('terms')} (
            <Link href="/terms-conditions" className="text-brand-700 underline underline-offset-2">
              {t('termsLink')}
            </Link>
            )
          </span>
        </label>
        {errors.termsAccepted && (
          <p role="alert" className="text-sm text-red-700">
            {field('termsAccepted')}
          </p>
        )}
      </div>

      {error && (
        <div className="sm:col-span-2">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <button type="submit" className={buttonClass('primary', 'lg', 'sm:col-span-2')} disabled={isSubmitting || uploading !== undefined} data-testid="appraisal-submit">
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
