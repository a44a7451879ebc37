'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess } from '@/components/ui/form-status';
import { ClockIcon } from '@/components/ui/icons';
import { formatDate, formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { setPaymentSuccess } from '@/lib/payments/payment-success-flag';
import type { ResultPolling } from '@/lib/payments/return-pages';
import { usePaymentStatus } from '@/lib/queries/use-payment-status';
import type { PaymentOutcome, PaymentStatus } from '@/lib/schemas/payments';

/** The gateway's no: nothing was taken, and only these offer to pay again. */
const unpaidOutcomes: ReadonlySet<PaymentOutcome> = new Set(['failed', 'cancelled', 'expired']);

/** What the page shows (`data-state`): the charge's outcome, or why it is not known yet. */
type ResultState = PaymentStatus['outcome'] | 'checking' | 'unreachable' | 'not-found' | 'missing';

/** Where to pay again after the gateway's no, and where the member follows what was bought. */
function links(status: PaymentStatus) {
  if (status.item.kind === 'appraisal')
    return { retry: '/profile/request-followup', follow: '/profile/request-followup', followKey: 'follow' as const };
  return {
    retry: status.item.packageId ? `/payment?packageId=${status.item.packageId}` : '/packages',
    follow: '/profile/account-balances',
    followKey: 'balance' as const,
  };
}

/** A state the member waits in (amber, with a clock) or is simply told (neutral); announced politely. */
function Notice({ waiting = false, children }: { waiting?: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-lg px-4 py-3 text-sm ring-1 ${waiting ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-slate-50 text-slate-800 ring-slate-200'}`}
    >
      {waiting && <ClockIcon className="size-5 shrink-0" />}
      {children}
    </p>
  );
}

const successBodyKey = {
  package: 'successBody',
  subscription: 'subscriptionSuccessBody',
  appraisal: 'appraisalSuccessBody',
} as const;

/**
 * The return page's result, for every kind of payment. The charge is read by its reference alone (a return without a
 * session still learns the truth), asked about again while the gateway has not settled it; only the gateway's own no
 * reads as failed and offers to pay again — never a charge that is paid or still open, nor a check that did not get
 * through.
 */
export function PaymentResult({ chargeId, polling }: { chargeId: string | undefined; polling: ResultPolling }) {
  const t = useTranslations('payments.redirect');
  const locale = toLocale(useLocale());
  const query = usePaymentStatus(chargeId, polling);
  const status = query.data;
  const [outwaited, setOutwaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOutwaited(true), polling.patienceSeconds * 1000);
    return () => clearTimeout(timer);
  }, [polling.patienceSeconds]);

  const paid = status?.outcome === 'paid';
  useEffect(() => {
    if (paid && chargeId) setPaymentSuccess(chargeId, status.item.kind === 'appraisal' ? 'appraisal' : 'package');
  }, [paid, chargeId, status?.item.kind]);

  const error = query.error;
  const state: ResultState = !chargeId
    ? 'missing'
    : status
      ? status.outcome
      : error?.status === 404
        ? 'not-found'
        : error?.status === 400
          ? 'missing'
          : error
            ? 'unreachable'
            : 'checking';
  const { retry, follow, followKey } = status
    ? links(status)
    : { retry: undefined, follow: '/profile/account-balances', followKey: 'balance' as const };

  return (
    <div className="grid gap-4" data-testid="payment-result" data-state={state}>
      {state === 'checking' && <Notice waiting>{t('checking')}</Notice>}
      {state === 'missing' && <FormAlert>{t('missing')}</FormAlert>}
      {state === 'not-found' && <Notice>{t('notFound')}</Notice>}
      {(state === 'unreachable' || (state === 'pending' && error)) && <Notice waiting>{t('unreachable')}</Notice>}
      {state === 'pending' && <Notice waiting>{t(outwaited ? 'stillChecking' : 'pending')}</Notice>}
      <FormSuccess shown={paid}>{t('success')}</FormSuccess>
      {paid && <p className="text-slate-700">{t(successBodyKey[status.item.kind])}</p>}
      {state === 'refunded' && <Notice>{t('refunded')}</Notice>}
      {status && unpaidOutcomes.has(status.outcome) && (
        <FormAlert>{t(status.outcome as 'failed' | 'cancelled' | 'expired')}</FormAlert>
      )}
      {status && (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4 text-sm"
          aria-label={t('summary')}
        >
          <dt className="text-slate-600">{t('item')}</dt>
          <dd>{status.item.name}</dd>
          <dt className="text-slate-600">{t('amount')}</dt>
          <dd className="tabular-nums">{formatFils(status.amountFils, locale)}</dd>
          <dt className="text-slate-600">{t('date')}</dt>
          <dd>{formatDate(status.createdAt, locale)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        {status && unpaidOutcomes.has(status.outcome) && retry && (
          <Link href={retry} className={buttonClass('primary', 'md')}>
            {t('retry')}
          </Link>
        )}
        {state !== 'missing' && (
          <Link href={follow} className={buttonClass('secondary', 'md')}>
            {t(followKey)}
          </Link>
        )}
      </div>
    </div>
  );
}
