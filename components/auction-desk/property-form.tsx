'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import type { DealPropertyKind } from '@/lib/constants';
import type { AuctionDeskProperty, AuctionPropertyInput } from '@/lib/schemas/auction-desk';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { typedNumber } from '@/lib/typed-amount';

type Option = { value: string; label: string };

/** Adds a property to a session, or edits one (`property`) still offered. */
export function PropertyForm({
  sessionId,
  areas,
  kinds,
  property,
}: {
  sessionId: number;
  areas: Option[];
  kinds: Option[];
  property?: AuctionDeskProperty;
}) {
  const t = useTranslations('auctionDesk.property');
  const { pending, errors, run } = useDeskAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const input: AuctionPropertyInput = {
      areaId: Number(text('areaId')),
      propertyKind: text('propertyKind') as DealPropertyKind,
      paciNumber: text('paciNumber'),
      plotNumber: text('plotNumber'),
      sizeSqm: typedNumber(data.get('sizeSqm')),
      addressAr: text('addressAr'),
      addressEn: text('addressEn'),
      conditionAr: text('conditionAr'),
      conditionEn: text('conditionEn'),
      startingPriceKwd: typedNumber(data.get('startingPriceKwd')),
    };
    return run(
      async () => {
        const { auctionDeskApi } = await import('@/lib/api/auction-desk');
        if (property) await auctionDeskApi.updateProperty(property.id, input);
        else await auctionDeskApi.addProperty(sessionId, input);
      },
      property ? t('saved') : t('added'),
      property ? undefined : () => form.reset(),
    );
  };

  const titleId = property ? `property-form-${property.id}` : 'property-form-new';
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="auction-property-form"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {property ? t('editTitle') : t('addTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('area')}
          name="areaId"
          placeholder=""
          defaultValue={property ? String(property.area.id) : ''}
          options={areas}
          error={errors.areaId}
        />
        <SelectField
          label={t('kind')}
          name="propertyKind"
          placeholder=""
          defaultValue={property?.propertyKind ?? ''}
          options={kinds}
          error={errors.propertyKind}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('paciNumber')}
          name="paciNumber"
          hint={t('paciHint')}
          inputMode="numeric"
          dir="ltr"
          defaultValue={property?.paciNumber}
          error={errors.paciNumber}
        />
        <TextField
          label={t('plotNumber')}
          name="plotNumber"
          dir="ltr"
          defaultValue={property?.plotNumber}
          error={errors.plotNumber}
        />
        <TextField
          label={t('sizeSqm')}
          name="sizeSqm"
          inputMode="decimal"
          dir="ltr"
          defaultValue={property?.sizeSqm}
          error={errors.sizeSqm}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('addressAr')}
          name="addressAr"
          dir="rtl"
          defaultValue={property?.addressAr}
          error={errors.addressAr}
        />
        <TextField
          label={t('addressEn')}
          name="addressEn"
          dir="ltr"
          defaultValue={property?.addressEn}
          error={errors.addressEn}
        />
        <TextField
          label={t('conditionAr')}
          name="conditionAr"
          dir="rtl"
          defaultValue={property?.conditionAr}
          error={errors.conditionAr}
        />
        <TextField
          label={t('conditionEn')}
          name="conditionEn"
          dir="ltr"
          defaultValue={property?.conditionEn}
          error={errors.conditionEn}
        />
      </div>
      <TextField
        label={t('startingPriceKwd')}
        name="startingPriceKwd"
        hint={t('startingPriceHint')}
        inputMode="numeric"
        dir="ltr"
        defaultValue={property ? property.startingPriceFils / 1000 : undefined}
        error={errors.startingPriceKwd}
      />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {property ? t('save') : pending ? t('adding') : t('add')}
      </button>
    </form>
  );
}
