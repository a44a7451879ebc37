'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import type { PaidItem } from '@/lib/payments/payment-success-flag';

/**
 * Icon, title, subtitle, description, a close (x) and one action button; both close it (spec §2, `payment_package.success_modal`).
 * The description says what the payment did: a package is active, an appraisal's fee is received.
 */
export function PaymentSuccessModal({ item, onClose }: { item: PaidItem; onClose(): void }) {
  const t = useTranslations('payment_package.success_modal');
  const tActions = useTranslations('general.actions');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      data-testid="payment-success-modal"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-center text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <button
        type="button"
        onClick={() => ref.current?.close()}
        aria-label={tActions('close')}
        className={buttonClass('ghost', 'sm', 'absolute end-3 top-3 size-9 p-0 text-lg')}
      >
        <CloseIcon aria-hidden="true" />
      </button>
      <span className="mx-auto mt-2 flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CheckCircleIcon className="size-8" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-brand-800 mt-1 font-medium">{t('sub_title')}</p>
      <p id={bodyId} className="mt-3 text-sm leading-6 text-slate-600">
        {t(item === 'appraisal' ? 'description_appraisal' : 'description')}
      </p>
      <button
        type="button"
        onClick={() => ref.current?.close()}
        className={buttonClass('primary', 'md', 'mt-6 w-full')}
      >
        {t('btn_text')}
      </button>
    </dialog>
  );
}
