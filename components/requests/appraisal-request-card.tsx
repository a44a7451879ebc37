import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AppraisalPay } from '@/components/appraisal/appraisal-pay';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CheckCircleIcon } from '@/components/ui/icons';
import { formatArea, formatDateTime, formatFils, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { appraisalStatus, appraisalStatusNames } from '@/lib/appraisals/constants';
import type { AppraisalRequest } from '@/lib/schemas/appraisals';
import type { PaymentMethod } from '@/lib/schemas/payments';

/**
 * One official appraisal request: the property, the office, the fee (paid, with the gateway's reference, or to pay),
 * what happens next, and the timeline (received → review → rejected with the reason, or accepted → report delivered
 * with the PDF). The timeline's last step is where the request stands, so the status is not repeated in a badge.
 */
export async function AppraisalRequestCard({
  request,
  locale,
  methods,
}: {
  request: AppraisalRequest;
  locale: Locale;
  methods: Array<{ id: PaymentMethod; name: string }>;
}) {
  const t = await getTranslations('requests');
  const tAppraisal = await getTranslations('appraisal');
  const { payment } = request;
  // Until the fee is paid the office has not seen the request: paying is the next step whatever the status says.
  const next = request.paid ? request.statusName : 'unpaid';
  const current = request.timeline.length - 1;
  return (
    <article
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="appraisal-request"
      data-status={request.statusName}
      data-paid={request.paid ? 'true' : 'false'}
    >
      <header className="grid gap-1">
        <h3 className="font-semibold text-slate-900">
          {t('appraisalTitle', { id: request.id, appraiser: localName(locale, request.appraiser) })}
        </h3>
        <p className="text-sm text-slate-600">
          {localName(locale, request.propertyType)} · {localName(locale, request.area)} ·{' '}
          {formatArea(request.sizeSqm, locale)}
        </p>
      </header>
      {payment && (
        <p
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-emerald-800"
          data-testid="appraisal-paid"
        >
          <span className="flex items-center gap-1.5 font-medium">
            <CheckCircleIcon className="size-4 shrink-0" />
            {t('paid', {
              amount: formatFils(payment.amountFils, locale),
              date: formatDateTime(payment.paidAt, locale),
            })}
          </span>
          <span className="text-slate-700">
            {t.rich('receipt', {
              reference: payment.reference,
              ref: (chunks) => (
                <bdi dir="ltr" className="font-mono text-xs">
                  {chunks}
                </bdi>
              ),
            })}
          </span>
        </p>
      )}
      {/* Named, and apart from the property's facts: three decimals beside a whole-dinar amount read as a price otherwise. */}
      {!payment && (
        <p className="font-semibold text-brand-900" data-testid="appraisal-request-fee">
          {tAppraisal('fee', { fee: formatFils(request.feeFils, locale) })}
        </p>
      )}
      <div
        className={cn(
          'grid gap-3 rounded-lg p-4 text-sm',
          request.paid ? 'bg-slate-50 text-slate-800' : 'bg-amber-50 text-amber-950',
        )}
        data-testid="appraisal-next"
      >
        <div className="grid gap-1">
          <p className="font-semibold">{t('nextStep')}</p>
          <p>{t(`next.${next}`)}</p>
        </div>
        {!request.paid && <AppraisalPay requestId={request.id} feeFils={request.feeFils} methods={methods} />}
        {request.reportUrl && (
          <a
            href={request.reportUrl}
            download
            className={buttonClass('primary', 'md', 'justify-self-start')}
            data-testid="appraisal-report"
          >
            {t('downloadReport')}
          </a>
        )}
        {request.status === appraisalStatus.rejected && (
          <Link href="/official-appraisal" className={buttonClass('secondary', 'md', 'justify-self-start')}>
            {t('appraisalApply')}
          </Link>
        )}
      </div>
      <ol className="grid gap-3 border-s-2 border-slate-200 ps-4 text-sm" aria-label={t('timeline')}>
        {request.timeline.map((event, i) => (
          <li
            key={event.status}
            className={i === current ? 'text-slate-900' : 'text-slate-600'}
            data-step={appraisalStatusNames[event.status]}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className={i === current ? 'text-brand-800 font-semibold' : 'font-medium'}>
              {tAppraisal(`status.${appraisalStatusNames[event.status]!}`)}
            </span>
            <span className="block text-slate-600">{formatDateTime(event.at, locale)}</span>
            {event.note && (
              <span className="block text-slate-700">
                {event.status === appraisalStatus.rejected
                  ? t('reason', { note: event.note })
                  : t('noteLabel', { note: event.note })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
