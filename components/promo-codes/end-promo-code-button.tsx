'use client';

import { useTranslations } from 'next-intl';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { buttonClass } from '@/components/ui/button-styles';

/** Ends a promo code at once, after a confirmation. */
export function EndPromoCodeButton({ id, code }: { id: number; code: string }) {
  const t = useTranslations('promoCodes.list');
  const { pending, run } = useDeskAction();
  const end = () => {
    if (!window.confirm(t('endConfirm', { code }))) return;
    void run(
      async () => {
        const { promoCodesApi } = await import('@/lib/api/promo-codes');
        await promoCodesApi.end(id);
      },
      t('ended', { code }),
    );
  };
  return (
    <button type="button" disabled={pending} onClick={end} className={buttonClass('secondary', 'sm', 'text-red-700')}>
      {t('end')}
      <span className="sr-only"> {code}</span>
    </button>
  );
}
