'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { useDeskAction } from './use-desk-action';

/** Puts a job that failed every attempt back on its queue. */
export function RetryDeadLetterButton({ id, queue }: { id: string; queue: string }) {
  const t = useTranslations('staff.dashboard');
  const { pending, run } = useDeskAction();
  const retry = () =>
    run(
      async () => {
        const { staffApi } = await import('@/lib/api/staff');
        await staffApi.retryDeadLetter(id);
      },
      t('retried', { queue }),
    );
  return (
    <button
      type="button"
      onClick={retry}
      disabled={pending}
      aria-label={t('retryLabel', { queue })}
      className={buttonClass('secondary', 'sm')}
      data-testid={`retry-${id}`}
    >
      {pending ? t('retrying') : t('retry')}
    </button>
  );
}
