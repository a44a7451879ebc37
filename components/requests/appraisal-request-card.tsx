import { getTranslations } from 'next-intl/server';
import { AppraisalPay } from '@/components/appraisal/appraisal-pay';
import { buttonClass } from '@/components/ui/button-styles';
import { formatArea, formatDateTime, formatFils, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { appraisalStatusNames } from '@/lib/appraisals/constants';
import type { AppraisalRequest } from '@/lib/schemas/appraisals';
import type { PaymentMethod } from '@/lib/schemas/payments';

/**
 * One official appraisal request: the property, the office, and its timeline (received → review → rejected with the
 * reason, or accepted → report delivered with the PDF). Unpaid, it says so and offers to pay.
 */
export async function AppraisalRequestCard({ request, locale, methods }: { request: AppraisalRequest; locale: Locale; methods: Array<{ id: PaymentMethod; name: string }> }) {
  const t = await getTranslations('requests');
  const tAppraisal = await getTranslations('appraisal');
  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5" data-testid="appraisal-request" data-status={request.statusName} data-paid={request.paid ? 'true' : 'false'}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t('appraisalTitle', { id: request.id, appraiser: localName(locale, request.appraiser) })}</h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{tAppraisal(`status.${request.statusName}`)}</span>
      </header>
      <p className="text-sm text-slate-600">
        {localName(locale, request.propertyType)} · {localName(locale, request.area)} · {formatArea(request.sizeSqm, locale)}
      </p>
      {/* Named, and apart from the property's facts: three decimals beside a whole-dinar amount read as a price otherwise. */}
      <p className="font-semibold text-brand-900" data-testid="appraisal-request-fee">
        {tAppraisal('fee', { fee: formatFils(request.feeFils, locale) })}
      </p>
      {!request.paid && (
        <div className="grid gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          <p>{t('unpaid')}</p>
          <AppraisalPay requestId={request.id} feeFils={request.feeFils} methods={methods} />
        </div>
      )}
      <ol className="grid gap-2 border-s-2 border-slate-200 ps-4 text-sm" aria-label={t('timeline')}>
        {request.timeline.map((event) => (
          <li key={event.status} className="text-slate-900" data-step={appraisalStatusNames[event.status]}>
            <span className="font-medium">{tAppraisal(`status.${appraisalStatusNames[event.status]!}`)}</span>
            <span className="block text-slate-600">{formatDateTime(event.at, locale)}</span>
            {event.note && <span className="block text-slate-700">{event.status === 2 ? t('reason', { note: event.note }) : t('noteLabel', { note: event.note })}</span>}
          </li>
        ))}
      </ol>
      {request.reportUrl && (
        <a href={request.reportUrl} download className={buttonClass('primary', 'md', 'justify-self-start')} data-testid="appraisal-report">
          {t('downloadReport')}
        </a>
      )}
    </article>
  );
}
