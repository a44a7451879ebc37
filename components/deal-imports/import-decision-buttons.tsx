'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

/**
 * A checked file's two ends, each once the person confirms: add its new deals to the recorded deals (refused rows stay
 * out), or discard it with its staged rows.
 */
export function ImportDecisionButtons({ importId, newRows }: { importId: number; newRows: number }) {
  const t = useTranslations('dealImports');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState<'commit' | 'discard'>();

  const decide = async (action: 'commit' | 'discard') => {
    if (!window.confirm(action === 'commit' ? t('commit.confirm', { count: newRows }) : t('discard.confirm'))) return;
    setPending(action);
    try {
      const { dealImportsApi } = await import('@/lib/api/deal-imports');
      const decided = await dealImportsApi[action](importId);
      flashStore.show(action === 'commit' ? t('commit.done', { count: decided.addedRows ?? 0 }) : t('discard.done'));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
      setPending(undefined);
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      {newRows > 0 && (
        <button
          type="button"
          disabled={pending !== undefined}
          onClick={() => decide('commit')}
          className={buttonClass('primary', 'md')}
          data-testid="commit-import"
        >
          {pending === 'commit' ? t('commit.committing') : t('commit.button', { count: newRows })}
        </button>
      )}
      <button
        type="button"
        disabled={pending !== undefined}
        onClick={() => decide('discard')}
        className={buttonClass('secondary', 'md', 'text-red-700')}
        data-testid="discard-import"
      >
        {pending === 'discard' ? t('discard.discarding') : t('discard.button')}
      </button>
    </div>
  );
}
