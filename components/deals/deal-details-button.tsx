'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { LockIcon } from '@/components/ui/icons';

// The dialog, its data fetching and the API client's schemas load on the first open (or hover), not with the page.
const loadDialog = () => import('./deal-detail-dialog');
const DealDetailDialog = dynamic(() => loadDialog().then((m) => m.DealDetailDialog));

/** Opens a deal's full record and similar deals for subscribers; everyone else is offered the subscription. */
export function DealDetailsButton({ dealId, fullAccess }: { dealId: number; fullAccess: boolean }) {
  const t = useTranslations('deals');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} onPointerEnter={loadDialog} onFocus={loadDialog} className={buttonClass('ghost', 'sm', 'text-brand-700')}>
        {!fullAccess && <LockIcon className="size-4" />}
        {t('table.details')}
      </button>
      {open && <DealDetailDialog dealId={dealId} fullAccess={fullAccess} onClose={() => setOpen(false)} />}
    </>
  );
}
