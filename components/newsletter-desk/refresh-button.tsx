'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';

/** Reads the progress again while its batches are being sent. */
export function RefreshButton() {
  const t = useTranslations('newsletterDesk');
  const router = useRouter();
  return (
    <button type="button" onClick={() => router.refresh()} className={buttonClass('secondary', 'sm')}>
      {t('refresh')}
    </button>
  );
}
