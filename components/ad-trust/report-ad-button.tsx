'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';

// The form, its schema and the API client load on the first open (or hover), never with the ad page.
const loadDialog = () => import('./report-ad-dialog');
const ReportAdDialog = dynamic(() => loadDialog().then((m) => m.ReportAdDialog));

/** "Report this ad", for visitors and members alike. */
export function ReportAdButton({ adId }: { adId: number }) {
  const t = useTranslations('adReport');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="report-ad"
        onClick={() => setOpen(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={buttonClass('ghost', 'sm', 'justify-self-start text-slate-600')}
      >
        <AlertIcon className="size-4" />
        {t('open')}
      </button>
      {open && <ReportAdDialog adId={adId} onClose={() => setOpen(false)} />}
    </>
  );
}
