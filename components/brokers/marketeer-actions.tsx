'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/components/ui/use-error-text';

/** Accept or decline a request; remove an accepted marketeer only after a confirmation (spec §6). */
export function MarketeerActions({ id, name, status }: { id: number; name: string; status: 'pending' | 'accepted' }) {
  const t = useTranslations('offices.team');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const run = async (action: 'accept' | 'remove', done: string) => {
    setPending(true);
    try {
      const { officesApi } = await import('@/lib/api/offices');
      if (action === 'accept') await officesApi.acceptMarketeer(id);
      else await officesApi.removeMarketeer(id);
      flashStore.show(done);
      setConfirming(false);
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  if (status === 'pending')
    return (
      <div className="flex gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => run('accept', t('acceptedDone'))}
          className={buttonClass('primary', 'sm')}
        >
          {t('accept')}
          <span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => run('remove', t('declinedDone'))}
          className={buttonClass('secondary', 'sm')}
        >
          {t('decline')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={buttonClass('secondary', 'sm', 'text-red-700')}
      >
        {t('remove')}
        <span className="sr-only"> {name}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle', { name })}
        confirmLabel={t('confirmRemove')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={() => run('remove', t('removedDone'))}
        onClose={() => setConfirming(false)}
      >
        {t('confirmBody', { name })}
      </ConfirmDialog>
    </>
  );
}
