'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';

/** Adds a checked file's new deals to the recorded deals, once the person confirms; refused rows stay out. */
export function CommitImportButton({ importId, newRows }: { importId: number; newRows: number }) {
  const t = useTranslations('dealImports.commit');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);

  const commit = async () => {
    if (!window.confirm(t('confirm', { count: newRows }))) return;
    setPending(true);
    try {
      const { dealImportsApi } = await import('@/lib/api/deal-imports');
      const committed = await dealImportsApi.commit(importId);
      flashStore.show(t('done', { count: committed.addedRows ?? 0 }));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      disabled={pending}
      onClick={commit}
      className={buttonClass('primary', 'md', 'justify-self-start')}
      data-testid="commit-import"
    >
      {pending ? t('committing') : t('button', { count: newRows })}
    </button>
  );
}
