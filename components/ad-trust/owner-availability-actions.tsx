'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AvailabilityAnswer } from '@/lib/ad-trust/reasons';
import { adTrustApi } from '@/lib/api/ad-trust';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

const labels = { available: 'confirmAvailable', rented: 'markRented', sold: 'markSold' } as const;

/** The owner's "still available?" answers on their ad list: confirm, or take the ad off the market as rented or sold. */
export function OwnerAvailabilityActions({ adId }: { adId: number }) {
  const t = useTranslations('myAds.availability');
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function answer(value: AvailabilityAnswer) {
    setBusy(true);
    try {
      await adTrustApi.answer(adId, value);
      flashStore.show(t('done'));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="owner-availability">
      {(['available', 'rented', 'sold'] as const).map((value) => (
        <button
          key={value}
          type="button"
          disabled={busy}
          onClick={() => answer(value)}
          data-testid={`owner-availability-${value}`}
          className={buttonClass(value === 'available' ? 'primary' : 'secondary', 'sm')}
        >
          {t(labels[value])}
        </button>
      ))}
    </div>
  );
}
