'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/field';
import type { PackagePriceInput } from '@/lib/schemas/package-prices';
import { typedKdFils } from '@/lib/typed-amount';

/** Sets one package's price in KD from a day (today: at once), with where the figure comes from. */
export function PackagePriceForm({ packageId, name, today }: { packageId: number; name: string; today: string }) {
  const t = useTranslations('packagePrices.form');
  const { pending, errors, run } = useDeskAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      priceFils: typedKdFils(data.get('price')),
      from: String(data.get('from') ?? ''),
      source: String(data.get('source') ?? ''),
    } as PackagePriceInput;
    void run(
      async () => {
        const { packagePricesApi } = await import('@/lib/api/package-prices');
        await packagePricesApi.set(packageId, input);
      },
      t('saved', { name }),
      () => form.reset(),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 pt-3" data-testid={`price-form-${packageId}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('price')}
          name="price"
          inputMode="decimal"
          hint={t('priceHint')}
          error={errors.priceFils}
          dir="ltr"
        />
        <TextField
          label={t('from')}
          name="from"
          type="date"
          defaultValue={today}
          hint={t('fromHint')}
          error={errors.from}
        />
      </div>
      <TextField label={t('source')} name="source" hint={t('sourceHint')} error={errors.source} />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
