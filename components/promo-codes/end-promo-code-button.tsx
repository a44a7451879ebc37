'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

/** Ends a promo code at once, after a confirmation. */
export function EndPromoCodeButton({ id, code }: { id: number; code: string }) {
  const t = useTranslations('promoCodes.list');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const end = async () => {
    if (!window.confirm(t('endConfirm', { code }))) return;
    setPending(true);
    try {
      const { promoCodesApi } = await import('@/lib/api/promo-codes');
      await promoCodesApi.end(id);
      flashStore.show(t('ended', { code }));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" disabled={pending} onClick={end} className={buttonClass('secondary', 'sm', 'text-red-700')}>
      {t('end')}
      <span className="sr-only"> {code}</span>
    </button>
  );
}
