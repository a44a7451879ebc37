'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import type { PackagePriceInput } from '@/lib/schemas/package-prices';
import { typedKdFils } from '@/lib/typed-amount';

type Errors = Partial<Record<keyof PackagePriceInput, string>>;

/** Sets one package's price in KD from a day (today: at once), with where the figure comes from. */
export function PackagePriceForm({ packageId, name, today }: { packageId: number; name: string; today: string }) {
  const t = useTranslations('packagePrices.form');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      priceFils: typedKdFils(String(data.get('price') ?? '')),
      from: String(data.get('from') ?? ''),
      source: String(data.get('source') ?? ''),
    } as PackagePriceInput;
    setPending(true);
    setErrors({});
    try {
      const { packagePricesApi } = await import('@/lib/api/package-prices');
      await packagePricesApi.set(packageId, input);
      flashStore.show(t('saved', { name }));
      form.reset();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [field, errorText.field(messages[0])]),
          ),
        );
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
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
