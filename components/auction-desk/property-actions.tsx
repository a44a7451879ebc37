'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { SelectField, TextField } from '@/components/ui/field';
import type { AuctionDeskProperty } from '@/lib/schemas/auction-desk';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { typedNumber } from '@/lib/typed-amount';

/** Publishes the property's file: one PDF, checked by the API as appraisal reports are. */
export function PropertyFileForm({ property }: { property: AuctionDeskProperty }) {
  const t = useTranslations('auctionDesk.file');
  const { pending, errors, run } = useDeskAction();
  const [missing, setMissing] = useState(false);
  const inputId = `property-file-${property.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    setMissing(!(file instanceof File) || file.size === 0);
    if (!(file instanceof File) || file.size === 0) return;
    return run(
      async () => (await import('@/lib/api/auction-desk')).auctionDeskApi.uploadFile(property.id, file),
      t('uploaded'),
      () => form.reset(),
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2" data-testid="auction-file-form">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {t('label')}
      </label>
      <p className="text-sm text-slate-700">{property.hasFile ? t('has') : t('none')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          name="file"
          type="file"
          accept="application/pdf"
          aria-describedby={missing || errors.file ? `${inputId}-error` : undefined}
          className="max-w-full text-sm text-slate-800"
        />
        <button type="submit" disabled={pending} className={buttonClass('secondary', 'sm')}>
          {pending ? t('uploading') : t('upload')}
        </button>
      </div>
      {(missing || errors.file) && (
        <FieldError id={`${inputId}-error`}>{missing ? t('choose') : errors.file}</FieldError>
      )}
    </form>
  );
}

/** Records a property's result: sold at a final price in whole KD (the increase is worked out), or not sold. */
export function ResultForm({ property }: { property: AuctionDeskProperty }) {
  const t = useTranslations('auctionDesk.result');
  const { pending, errors, run } = useDeskAction();
  const [outcome, setOutcome] = useState<'sold' | 'unsold'>(property.status === 'unsold' ? 'unsold' : 'sold');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input =
      outcome === 'sold' ? { outcome, finalPriceKwd: typedNumber(data.get('finalPriceKwd')) } : ({ outcome } as const);
    return run(
      async () => (await import('@/lib/api/auction-desk')).auctionDeskApi.recordResult(property.id, input),
      t('recorded'),
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      data-testid="auction-result-form"
    >
      <SelectField
        label={t('outcome')}
        name="outcome"
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as 'sold' | 'unsold')}
        options={[
          { value: 'sold', label: t('sold') },
          { value: 'unsold', label: t('unsold') },
        ]}
      />
      {outcome === 'sold' && (
        <TextField
          label={t('finalPriceKwd')}
          name="finalPriceKwd"
          inputMode="numeric"
          dir="ltr"
          defaultValue={property.finalPriceFils === null ? undefined : property.finalPriceFils / 1000}
          error={errors.finalPriceKwd}
        />
      )}
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {pending ? t('recording') : t('record')}
      </button>
    </form>
  );
}

/** Removes a property that has no result yet, after a confirmation. */
export function RemovePropertyButton({ property }: { property: AuctionDeskProperty }) {
  const t = useTranslations('auctionDesk.property');
  const { pending, run } = useDeskAction();
  const remove = () => {
    if (!window.confirm(t('removeConfirm', { paci: property.paciNumber }))) return;
    return run(
      async () => (await import('@/lib/api/auction-desk')).auctionDeskApi.removeProperty(property.id),
      t('removed'),
    );
  };
  return (
    <button
      type="button"
      disabled={pending}
      onClick={remove}
      className={buttonClass('secondary', 'sm', 'text-red-700')}
    >
      {t('remove')}
      <span className="sr-only"> {property.paciNumber}</span>
    </button>
  );
}
