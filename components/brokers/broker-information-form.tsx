'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField, phoneInput } from '@/components/ui/field';
import { ApiError } from '@/lib/api/api-error';
import { localName } from '@/lib/format';
import type { BrokerInformationOutput } from '@/lib/schemas/offices';
import { useErrorText } from '@/components/ui/use-error-text';

type Named = { id: number; nameAr: string; nameEn: string };
export type BrokerInformationInitial = Omit<BrokerInformationOutput, 'licenceDocumentId'> & {
  licenceDocumentId: number | null;
};

const hours = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/**
 * The office's public information (spec §7 update-broker-information). A plain form read on submit; the API checks
 * every field with the shared schema and answers field errors, shown beside each field.
 */
export function BrokerInformationForm({
  initial,
  areas,
  sectors,
}: {
  initial: BrokerInformationInitial;
  areas: Named[];
  sectors: Named[];
}) {
  const t = useTranslations('offices.manage');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const [documentId, setDocumentId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const fieldError = (name: string) => errorText.field(errors[name]?.[0]);

  const uploadLicence = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { officesApi } = await import('@/lib/api/offices');
      const [stored] = await officesApi.uploadLicence(file);
      if (stored) {
        setDocumentId(stored.id);
        flashStore.show(t('licenceDocumentUploaded'));
      }
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const optional = (name: string) => text(name) || null;
    const input = {
      companyName: text('companyName'),
      registrationNumber: text('registrationNumber'),
      about: text('about'),
      contactPhone: optional('contactPhone'),
      whatsapp: optional('whatsapp'),
      website: text('website'),
      instagram: text('instagram'),
      facebook: text('facebook'),
      twitter: text('twitter'),
      areaIds: data.getAll('areaIds').map(Number),
      sectorIds: data.getAll('sectorIds').map(Number),
      opensAt: text('opensAt'),
      closesAt: text('closesAt'),
      allowMarketeerBrokerAds: data.get('allowMarketeerBrokerAds') === 'on',
      ...(documentId && { licenceDocumentId: documentId }),
    } as unknown as BrokerInformationOutput;
    setPending(true);
    setErrors({});
    try {
      const { officesApi } = await import('@/lib/api/offices');
      await officesApi.updateBrokerInformation(input);
      const backToReview = input.registrationNumber !== initial.registrationNumber || documentId !== null;
      flashStore.show(backToReview && initial.registrationNumber ? t('backToVerification') : t('saved'));
      setDocumentId(null);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  const checkboxGroup = (name: 'areaIds' | 'sectorIds', legend: string, options: Named[], chosen: number[]) => (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className="grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-3"
        tabIndex={-1}
      >
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={option.id}
              defaultChecked={chosen.includes(option.id)}
              className="size-4 accent-brand-600"
            />
            {localName(locale, option)}
          </label>
        ))}
      </div>
      {fieldError(name) && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(name)}
        </p>
      )}
    </fieldset>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="broker-information-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('companyName')}
          name="companyName"
          defaultValue={initial.companyName}
          error={fieldError('companyName')}
          required
          maxLength={120}
        />
        <TextField
          label={t('registrationNumber')}
          name="registrationNumber"
          defaultValue={initial.registrationNumber}
          error={fieldError('registrationNumber')}
          required
          maxLength={40}
          dir="auto"
        />
      </div>
      <TextAreaField
        label={t('about')}
        name="about"
        defaultValue={initial.about}
        error={fieldError('about')}
        rows={4}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contactPhone')}
          name="contactPhone"
          defaultValue={initial.contactPhone ?? ''}
          error={fieldError('contactPhone')}
          {...phoneInput}
        />
        <TextField
          label={t('whatsapp')}
          name="whatsapp"
          defaultValue={initial.whatsapp ?? ''}
          error={fieldError('whatsapp')}
          {...phoneInput}
        />
        <TextField
          label={t('website')}
          name="website"
          defaultValue={initial.website ?? ''}
          hint={t('websiteHint')}
          error={fieldError('website')}
          type="url"
          dir="ltr"
        />
        <TextField
          label={t('instagram')}
          name="instagram"
          defaultValue={initial.instagram ?? ''}
          hint={t('handleHint')}
          error={fieldError('instagram')}
          dir="ltr"
        />
        <TextField
          label={t('facebook')}
          name="facebook"
          defaultValue={initial.facebook ?? ''}
          hint={t('handleHint')}
          error={fieldError('facebook')}
          dir="ltr"
        />
        <TextField
          label={t('twitter')}
          name="twitter"
          defaultValue={initial.twitter ?? ''}
          hint={t('handleHint')}
          error={fieldError('twitter')}
          dir="ltr"
        />
        <SelectField
          label={t('opensAt')}
          name="opensAt"
          defaultValue={initial.opensAt}
          placeholder="—"
          options={hours.map((h) => ({ value: h, label: h }))}
          error={fieldError('opensAt')}
        />
        <SelectField
          label={t('closesAt')}
          name="closesAt"
          defaultValue={initial.closesAt}
          placeholder="—"
          options={hours.map((h) => ({ value: h, label: h }))}
          error={fieldError('closesAt')}
        />
      </div>
      {checkboxGroup('areaIds', t('areas'), areas, initial.areaIds)}
      {checkboxGroup('sectorIds', t('sectors'), sectors, initial.sectorIds)}
      <div className="grid gap-1.5">
        <label htmlFor="licence-document" className="text-sm font-medium text-slate-800">
          {t('licenceDocument')}
        </label>
        <input
          id="licence-document"
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          disabled={uploading}
          onChange={(e) => uploadLicence(e.currentTarget.files?.[0])}
          className="text-sm"
          aria-describedby="licence-document-hint"
        />
        <p id="licence-document-hint" className="text-xs text-slate-500">
          {uploading ? t('uploading') : t('licenceDocumentHint')}
        </p>
        {fieldError('licenceDocumentId') && (
          <p role="alert" className="text-sm text-red-700">
            {fieldError('licenceDocumentId')}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="allowMarketeerBrokerAds"
          defaultChecked={initial.allowMarketeerBrokerAds ?? false}
          className="size-4 accent-brand-600"
        />
        {t('allowMarketeerBrokerAds')}
      </label>
      <button
        type="submit"
        disabled={pending || uploading}
        className={buttonClass('primary', 'md', 'justify-self-start')}
      >
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
