'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

/** Withdraws a price set for a later day, after a confirmation. */
export function WithdrawPriceButton({
  packageId,
  priceId,
  label,
}: {
  packageId: number;
  priceId: number;
  label: string;
}) {
  const t = useTranslations('packagePrices.withdraw');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const withdraw = async () => {
    if (!window.confirm(t('confirm', { price: label }))) return;
    setPending(true);
    try {
      const { packagePricesApi } = await import('@/lib/api/package-prices');
      await packagePricesApi.withdraw(packageId, priceId);
      flashStore.show(t('done'));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      disabled={pending}
      onClick={withdraw}
      className={buttonClass('secondary', 'sm', 'text-red-700')}
    >
      {t('label')}
      <span className="sr-only"> {label}</span>
    </button>
  );
}
