'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import type { PromoCodeInput } from '@/lib/schemas/promo-codes';
import { typedKdFils, typedNumber } from '@/lib/typed-amount';

/** Creates a promo code: a percentage or an amount in KD off, its days, its uses, for every package or one. */
export function PromoCodeForm({ packages, today }: { packages: { id: number; name: string }[]; today: string }) {
  const t = useTranslations('promoCodes.form');
  const [discountType, setDiscountType] = useState<'percent' | 'fixed'>('percent');
  const { pending, errors, run } = useDeskAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const optional = (name: string) =>
      String(data.get(name) ?? '').trim() === '' ? undefined : typedNumber(data.get(name));
    const input = {
      code: String(data.get('code') ?? ''),
      discountType,
      value: discountType === 'fixed' ? typedKdFils(data.get('value')) : typedNumber(data.get('value')),
      packageId: optional('packageId'),
      validFrom: String(data.get('validFrom') ?? ''),
      validUntil: String(data.get('validUntil') ?? ''),
      maxRedemptions: optional('maxRedemptions'),
      perMemberLimit: typedNumber(data.get('perMemberLimit')),
    } as PromoCodeInput;
    void run(
      async () => {
        const { promoCodesApi } = await import('@/lib/api/promo-codes');
        const created = await promoCodesApi.create(input);
        flashStore.show(t('created', { code: created.code }));
      },
      undefined,
      () => form.reset(),
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="promo-code-form"
    >
      <h2 className="text-lg font-bold text-brand-900">{t('title')}</h2>
      <TextField label={t('code')} name="code" hint={t('codeHint')} error={errors.code} autoComplete="off" dir="ltr" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('discountType')}
          name="discountType"
          value={discountType}
          onChange={(event) => setDiscountType(event.target.value as 'percent' | 'fixed')}
          options={[
            { value: 'percent', label: t('percent') },
            { value: 'fixed', label: t('fixed') },
          ]}
        />
        <TextField
          label={discountType === 'percent' ? t('valuePercent') : t('valueKd')}
          name="value"
          inputMode="decimal"
          error={errors.value}
        />
      </div>
      <SelectField
        label={t('package')}
        name="packageId"
        placeholder={t('anyPackage')}
        options={packages.map((pkg) => ({ value: String(pkg.id), label: pkg.name }))}
        error={errors.packageId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('validFrom')} name="validFrom" type="date" defaultValue={today} error={errors.validFrom} />
        <TextField label={t('validUntil')} name="validUntil" type="date" error={errors.validUntil} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('maxRedemptions')}
          name="maxRedemptions"
          inputMode="numeric"
          hint={t('maxRedemptionsHint')}
          error={errors.maxRedemptions}
        />
        <TextField
          label={t('perMemberLimit')}
          name="perMemberLimit"
          inputMode="numeric"
          defaultValue="1"
          error={errors.perMemberLimit}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {pending ? t('creating') : t('create')}
      </button>
    </form>
  );
}
