'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import type { MoveInput } from '@/lib/schemas/site-content';

/** Moves a FAQ within its topic, or a banner within its screen, one place up or down. */
export function MoveButtons({
  kind,
  id,
  label,
  first,
  last,
}: {
  kind: 'faq' | 'banner';
  id: number;
  /** What is moved, for the buttons' accessible names. */
  label: string;
  first: boolean;
  last: boolean;
}) {
  const t = useTranslations('contentDesk.list');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const move = async (direction: MoveInput['direction']) => {
    setPending(true);
    try {
      const { siteContentApi } = await import('@/lib/api/site-content');
      await (kind === 'faq' ? siteContentApi.moveFaq(id, { direction }) : siteContentApi.moveBanner(id, { direction }));
      router.refresh();
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex gap-1">
      <button
        type="button"
        disabled={pending || first}
        onClick={() => move('up')}
        aria-label={t('moveUp', { item: label })}
        className={buttonClass('secondary', 'sm')}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={pending || last}
        onClick={() => move('down')}
        aria-label={t('moveDown', { item: label })}
        className={buttonClass('secondary', 'sm')}
      >
        ↓
      </button>
    </div>
  );
}
