'use client';

import { useTranslations } from 'next-intl';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { buttonClass } from '@/components/ui/button-styles';

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
  const { pending, run } = useDeskAction();
  const withdraw = () => {
    if (!window.confirm(t('confirm', { price: label }))) return;
    void run(async () => {
      const { packagePricesApi } = await import('@/lib/api/package-prices');
      await packagePricesApi.withdraw(packageId, priceId);
    }, t('done'));
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
