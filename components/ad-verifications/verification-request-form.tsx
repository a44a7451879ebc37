'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';

type Errors = Partial<Record<'unitNumber' | 'files', string>>;

/** The advertiser's verification request: the unit number, the plate photo and (an owner's) document of the right. */
export function VerificationRequestForm({
  adId,
  unitNumber,
  needsDocument,
}: {
  adId: number;
  unitNumber: string | null;
  needsDocument: boolean;
}) {
  const t = useTranslations('adVerifications.owner');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const plate = form.get('plate');
    const document = form.get('document');
    const file = (value: FormDataEntryValue | null) => (value instanceof File && value.size > 0 ? value : undefined);
    const platePhoto = file(plate);
    if (!platePhoto) {
      setErrors({ files: t('platePhoto') });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      const { adVerificationsApi } = await import('@/lib/api/ad-verifications');
      await adVerificationsApi.request(adId, String(form.get('unitNumber') ?? ''), platePhoto, file(document));
      flashStore.show(t('sent'));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        setErrors({
          unitNumber: error.fieldErrors.unitNumber?.[0] && errorText.field(error.fieldErrors.unitNumber[0]),
          files: error.fieldErrors.files?.[0] && errorText.field(error.fieldErrors.files[0]),
        });
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" data-testid="verification-form" noValidate>
      <TextField
        name="unitNumber"
        label={t('unitNumber')}
        hint={t('unitNumberHint')}
        error={errors.unitNumber}
        defaultValue={unitNumber ?? ''}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        maxLength={20}
        required
      />
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        {t('platePhoto')}
        <input type="file" name="plate" accept="image/jpeg,image/png,image/webp" capture="environment" required />
      </label>
      {needsDocument && (
        <label className="grid gap-1 text-sm font-medium text-slate-700">
          {t('rightDocument')}
          <span className="text-xs font-normal text-slate-500">{t('rightDocumentHint')}</span>
          <input type="file" name="document" accept="image/jpeg,image/png,image/webp,application/pdf" required />
        </label>
      )}
      {errors.files && (
        <p role="alert" className="text-sm text-red-700">
          {errors.files}
        </p>
      )}
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
