'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { LockIcon } from '@/components/ui/icons';
import type { SubscriptionOffer } from './subscriber-lock';

// The dialog, its data fetching and the API client's schemas load on the first open (or hover), not with the page.
const loadDialog = () => import('./deal-detail-dialog');
const DealDetailDialog = dynamic(() => loadDialog().then((m) => m.DealDetailDialog));

/** Opens a deal's full record and similar deals for subscribers; everyone else (given an `offer`) the subscription. */
export function DealDetailsButton({ dealId, offer }: { dealId: number; offer?: SubscriptionOffer }) {
  const t = useTranslations('deals');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={buttonClass('ghost', 'sm', 'text-brand-700')}
      >
        {offer && <LockIcon className="size-4" />}
        {t('table.details')}
      </button>
      {open && <DealDetailDialog dealId={dealId} offer={offer} onClose={() => setOpen(false)} />}
    </>
  );
}
