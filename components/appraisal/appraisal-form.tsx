'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField, emailInput, phoneInput } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { FormAlert } from '@/components/ui/form-status';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { TermsCheckbox } from '@/components/ui/terms-checkbox';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { formatFils, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import {
  appraisalApplicationTypes,
  appraisalNeedsBank,
  appraisalSlotNames,
  appraisalSlots,
  type AppraisalDocumentSlot,
} from '@/lib/appraisals/constants';
import { toAppraisalRequestInput } from '@/lib/appraisals/request-input';
import type {
  AppraisalFormOutput,
  AppraisalFormValues,
  AppraisalOptions,
  AppraisalRequest,
} from '@/lib/schemas/appraisals';
import type { PaymentMethod } from '@/lib/schemas/payments';
import { AppraisalPay } from './appraisal-pay';

type Values = {
  propertyTypeId: string;
  areaId: string;
  size: string;
  applicationType: string;
  bankId: string;
  appraiserId: string;
  address: string;
  details: string;
  applicantName: string;
  phone: string;
  email: string;
  termsAccepted: boolean;
  documents: Record<AppraisalDocumentSlot, Uploaded[]>;
};

/** The form's fields in their order on the page. */
const fieldOrder = [
  'propertyTypeId',
  'areaId',
  'size',
  'applicationType',
  'bankId',
  'appraiserId',
  'address',
  'details',
  'applicantName',
  'phone',
  'email',
  ...appraisalSlotNames.map((slot) => `documents.${slot}`),
  'termsAccepted',
];

/** The checked values: documents as the ids the API gave, no application type or bank chosen as missing. */
const checkValues = async ({ documents, applicationType, bankId, ...typed }: Values) => {
  const { checkAppraisal } = await import('./appraisal-check');
  const ids = Object.fromEntries(appraisalSlotNames.map((slot) => [slot, documents[slot].map((item) => item.id)]));
  return checkAppraisal({
    ...typed,
    applicationType: applicationType || undefined,
    bankId: bankId || undefined,
    documents: ids,
  });
};

/** An image the API stored for the form, with the name of the file it came from. */
type Uploaded = { id: number; url: string; name: string };

type Props = {
  options: AppraisalOptions;
  defaults: Partial<AppraisalFormValues>;
  valuationId?: string;
  methods: Array<{ id: PaymentMethod; name: string }>;
};

const loadApi = async () => (await import('@/lib/api/appraisals')).appraisalsApi;

/** The official appraisal request (spec §3, §5): the property, the applicant, the documents by slot, the terms; then the fee. */
export function AppraisalForm({ options, defaults, valuationId, methods }: Props) {
  const t = useTranslations('appraisal');
  const locale = toLocale(useLocale());
  const errorText = useErrorText();
  const [sent, setSent] = useState<AppraisalRequest>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState<AppraisalDocumentSlot>();
  const [sending, setSending] = useState(false);
  const { formRef, values, change, bind, errorOf, setFieldError, submit, placeServerErrors } = useCheckedForm<
    Values,
    AppraisalFormOutput
  >({
    initial: {
      ...{
        propertyTypeId: '',
        areaId: '',
        size: '',
        applicationType: '',
        bankId: '',
        appraiserId: '',
        address: '',
        details: '',
        applicantName: '',
        phone: '',
        email: '',
      },
      ...defaults,
      termsAccepted: false,
      documents: { ownership: [], civilId: [], propertyImages: [], other: [] },
    },
    fieldOrder,
    check: checkValues,
    apiFields: { sizeSqm: 'size' },
  });
  const { documents } = values;
  const fee = formatFils(options.fee.feeFils, locale);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form gives way to a much shorter box: bring it into view (under the sticky header) and put the focus on it.
  useEffect(() => {
    if (!sent) return;
    sentHeading.current?.focus({ preventScroll: true });
    sentHeading.current?.scrollIntoView({ block: 'start' });
  }, [sent]);

  const setSlot = (slot: AppraisalDocumentSlot, items: (current: Uploaded[]) => Uploaded[]) =>
    change((current) => ({ documents: { ...current.documents, [slot]: items(current.documents[slot]) } }));

  const addFiles = async (slot: AppraisalDocumentSlot, files: File[]) => {
    const field = `documents.${slot}`;
    if (files.length > appraisalSlots[slot].max - documents[slot].length)
      return setFieldError(field, 'uploads.tooMany');
    setUploading(slot);
    setFieldError(field, undefined);
    try {
      const stored = await (await loadApi()).upload(slot, files);
      setSlot(slot, (current) => [
        ...current,
        ...stored.map((s, i) => ({ id: s.id, url: s.url, name: files[i]?.name ?? '' })),
      ]);
      // The slot now holds a valid image: its earlier problem (missing, refused file) is gone.
      setFieldError(field, undefined);
    } catch (cause) {
      const message =
        cause instanceof ApiError && cause.fieldErrors ? Object.values(cause.fieldErrors)[0]?.[0] : undefined;
      setFieldError(field, message ?? errorText.request(cause));
    } finally {
      setUploading(undefined);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const data = await submit();
    if (!data) return;
    setSending(true);
    try {
      setSent(await (await loadApi()).send(toAppraisalRequestInput(data, valuationId)));
    } catch (cause) {
      if (!placeServerErrors(cause)) setError(errorText.request(cause));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <section
        data-testid="appraisal-sent"
        aria-labelledby="appraisal-sent"
        className="grid gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 md:p-6"
      >
        <h2
          id="appraisal-sent"
          ref={sentHeading}
          tabIndex={-1}
          className="flex scroll-mt-24 items-center gap-2 text-lg font-semibold text-emerald-900 outline-none"
        >
          <CheckCircleIcon className="size-6 shrink-0 text-emerald-700" />
          {t('sent.title')}
        </h2>
        <p className="text-emerald-950">
          {t('sent.body', {
            id: sent.id,
            fee: formatFils(sent.feeFils, locale),
            appraiser: localName(locale, sent.appraiser),
          })}
        </p>
        <AppraisalPay requestId={sent.id} feeFils={sent.feeFils} methods={methods} />
        <p className="text-sm text-slate-700">{t('sent.unpaid')}</p>
        <Link
          href="/profile/request-followup"
          className="justify-self-start font-medium text-brand-700 underline underline-offset-2"
        >
          {t('sent.later')}
        </Link>
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="appraisal-form"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 md:p-8"
    >
      <SelectField
        {...bind('propertyTypeId')}
        label={t('fields.propertyType')}
        placeholder={t('fields.choose')}
        options={options.propertyTypes.map((p) => ({ value: p.id, label: localName(locale, p) }))}
      />
      <SelectField
        {...bind('areaId')}
        label={t('fields.area')}
        placeholder={t('fields.choose')}
        options={options.areas.map((a) => ({ value: a.id, label: localName(locale, a) }))}
      />
      <TextField {...bind('size')} label={t('fields.size')} inputMode="decimal" dir="ltr" />
      <SelectField
        {...bind('applicationType')}
        label={t('fields.applicationType')}
        placeholder={t('fields.choose')}
        options={appraisalApplicationTypes.map((type) => ({ value: type, label: t(`applicationTypes.${type}`) }))}
      />
      <SelectField
        {...bind('bankId')}
        label={t('fields.bank')}
        hint={appraisalNeedsBank(values.applicationType) ? t('fields.bankNeededHint') : t('fields.bankHint')}
        placeholder={t('fields.choose')}
        options={options.banks.map((b) => ({ value: b.id, label: localName(locale, b) }))}
      />
      <SelectField
        {...bind('appraiserId')}
        label={t('fields.appraiser')}
        placeholder={t('fields.choose')}
        options={options.appraisers.map((a) => ({
          value: a.id,
          label: `${localName(locale, a)} — ${a.mociGrade ? t('grade', { grade: a.mociGrade }) : t('gradeUnknown')}`,
        }))}
      />
      <TextField
        {...bind('address')}
        className="sm:col-span-2"
        label={t('fields.address')}
        hint={t('fields.addressHint')}
      />
      <TextAreaField
        {...bind('details')}
        className="sm:col-span-2"
        rows={3}
        label={t('fields.details')}
        hint={t('fields.detailsHint')}
      />
      <TextField {...bind('applicantName')} label={t('fields.applicantName')} autoComplete="name" />
      <TextField {...bind('phone')} label={t('fields.phone')} {...phoneInput} maxLength={12} />
      <TextField {...bind('email')} className="sm:col-span-2" label={t('fields.email')} {...emailInput} />

      <fieldset className="grid gap-4 sm:col-span-2">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('slots.heading')}</legend>
        <p className="text-sm text-slate-600">{t('slots.hint')}</p>
        {appraisalSlotNames.map((slot) => {
          const { max } = appraisalSlots[slot];
          return (
            <FilePicker
              key={slot}
              id={`documents.${slot}`}
              testId={`slot-${slot}`}
              label={t(`slots.${slot}`)}
              limit={t('slots.limit', { max })}
              buttonText={t('slots.add', { max })}
              emptyText={t('slots.empty')}
              removeText={t('slots.remove')}
              accept="image/jpeg,image/png,image/webp"
              multiple={max > 1}
              canAdd={documents[slot].length < max}
              disabled={uploading !== undefined}
              busyText={uploading === slot ? t('slots.uploading') : undefined}
              error={errorOf(`documents.${slot}`)}
              files={documents[slot].map((item, i) => ({
                id: item.id,
                name: item.name,
                preview: { url: item.url, alt: t('slots.image', { n: i + 1 }) },
              }))}
              onPick={(files) => void addFiles(slot, files)}
              onRemove={(id) => setSlot(slot, (current) => current.filter((x) => x.id !== id))}
            />
          );
        })}
      </fieldset>

      <div className="grid gap-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">
        <p className="font-semibold" data-testid="appraisal-fee">
          {t('fee', { fee })}
        </p>
        <p>{t('feeNote')}</p>
      </div>

      <TermsCheckbox
        checked={values.termsAccepted}
        onChange={(termsAccepted) => change({ termsAccepted })}
        error={errorOf('termsAccepted')}
      >
        {t.rich('terms', {
          link: (chunks) => (
            <Link href="/terms-conditions" className="font-medium text-brand-700 underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </TermsCheckbox>

      {error && (
        <div className="sm:col-span-2">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'sm:col-span-2')}
        disabled={sending || uploading !== undefined}
        data-testid="appraisal-submit"
      >
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
