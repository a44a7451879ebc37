'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { useSettleCharge } from './use-settle-charge';

/**
 * The return page's result: the charge the gateway sent the member back with is settled by the API (which asks the
 * gateway; nothing in this URL is believed), then success, failure with a retry, or still pending.
 */
export function PaymentResult({ chargeId, retryHref }: { chargeId: string | undefined; retryHref: string }) {
  const t = useTranslations('payments.redirect');
  const update = useSettleCharge(chargeId, 'package');

  if (!chargeId) return <FormAlert>{t('missing')}</FormAlert>;
  const state = update.data;
  const failed = update.isError || (state && !state.paid && state.orderStatus !== 'pending');
  const retry = state?.packageId ? `/payment?packageId=${state.packageId}` : retryHref;

  return (
    <div className="grid gap-4" data-testid="payment-result" data-state={state?.paid ? 'paid' : failed ? 'failed' : 'pending'}>
      {!state && !update.isError && <p role="status">{t('checking')}</p>}
      <FormSuccess shown={Boolean(state?.paid)}>{t('success')}</FormSuccess>
      {state?.paid && <p className="text-slate-700">{t('successBody')}</p>}
      {failed && <FormAlert>{t('failed')}</FormAlert>}
      {state && !state.paid && state.orderStatus === 'pending' && <p role="status">{t('pending')}</p>}
      <div className="flex flex-wrap gap-3">
        {failed && (
          <Link href={retry} className={buttonClass('primary', 'md')}>
            {t('retry')}
          </Link>
        )}
        <Link href="/profile/account-balances" className={buttonClass('secondary', 'md')}>
          {t('balance')}
        </Link>
      </div>
    </div>
  );
}
