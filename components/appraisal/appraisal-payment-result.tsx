'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { useSettleCharge } from '@/components/payments/use-settle-charge';

/**
 * The appraisal fee's result: the API settles the charge with the gateway (nothing in this URL is believed), then
 * success, the spec's failure message with a retry from the member's requests, or still pending.
 */
export function AppraisalPaymentResult({ chargeId }: { chargeId: string | undefined }) {
  const t = useTranslations('payments.redirect');
  const tAppraisal = useTranslations('appraisal.redirect');
  const update = useSettleCharge(chargeId, 'appraisal');

  if (!chargeId) return <FormAlert>{t('missing')}</FormAlert>;
  const state = update.data;
  const failed = update.isError || (state && !state.paid && state.orderStatus !== 'pending');
  return (
    <div className="grid gap-4" data-testid="payment-result" data-state={state?.paid ? 'paid' : failed ? 'failed' : 'pending'}>
      {!state && !update.isError && <p role="status">{t('checking')}</p>}
      <FormSuccess shown={Boolean(state?.paid)}>{t('success')}</FormSuccess>
      {state?.paid && <p className="text-slate-700">{tAppraisal('successBody')}</p>}
      {failed && <FormAlert>{t('failed')}</FormAlert>}
      {state && !state.paid && state.orderStatus === 'pending' && <p role="status">{t('pending')}</p>}
      <div className="flex flex-wrap gap-3">
        {failed && (
          <Link href="/profile/request-followup" className={buttonClass('primary', 'md')}>
            {t('retry')}
          </Link>
        )}
        <Link href="/profile/request-followup" className={buttonClass('secondary', 'md')}>
          {tAppraisal('follow')}
        </Link>
      </div>
    </div>
  );
}
