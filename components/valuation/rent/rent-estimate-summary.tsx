import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatCount, formatPrice, formatRentPerSqm, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate } from '@/lib/schemas/rent-estimate';
import { buttonClass } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';
import { appraisalPath } from '../valuation-paths';

type Estimated = Extract<RentEstimate['estimate'], { status: 'estimated' }>;

/** Low, rent and high on one line: where the estimate sits within its range. */
function RangeBar({ estimate, locale }: { estimate: Estimated; locale: Locale }) {
  const span = estimate.highFils - estimate.lowFils;
  const at = span > 0 ? ((estimate.rentFils - estimate.lowFils) / span) * 100 : 50;
  return (
    <div aria-hidden="true" className="mt-6">
      <div className="relative h-3 rounded-full bg-gradient-to-r from-brand-100 via-brand-500 to-brand-100">
        <span className="absolute top-1/2 size-5 -translate-y-1/2 rounded-full border-4 border-white bg-brand-700 shadow ltr:-translate-x-1/2 rtl:translate-x-1/2" style={{ insetInlineStart: `${at}%` }} />
      </div>
      <div className="mt-2 flex justify-between gap-4 text-sm text-slate-600">
        <span>{formatPrice(estimate.lowFils, locale)}</span>
        <span>{formatPrice(estimate.highFils, locale)}</span>
      </div>
    </div>
  );
}

/** The answer: a monthly rent with its range, rent per m², confidence and basis; or, where the ads are thin, no number. */
export async function RentEstimateSummary({ estimate: stored, governorate, locale }: { estimate: RentEstimate; governorate: string; locale: Locale }) {
  const t = await getTranslations('rentEstimator.result');
  const { estimate } = stored;
  const area = localName(locale, stored.area);
  const used = t('used', { count: estimate.adsUsed, formatted: formatCount(estimate.adsUsed, locale) });

  if (estimate.status === 'thin-data') {
    return (
      <section data-testid="rent-thin" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <AlertIcon className="size-6 shrink-0 text-amber-600" />
          {t('thinTitle')}
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-slate-700">{t('thinBody', { area })}</p>
        <p className="mt-2 text-sm text-slate-600">{used}</p>
        <Link href={appraisalPath(stored.id)} className={buttonClass('primary', 'lg', 'mt-5')}>
          {t('appraisal')}
        </Link>
      </section>
    );
  }

  return (
    <section data-testid="rent-estimate" aria-labelledby="rent-value" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <h2 id="rent-value" className="text-sm font-medium text-slate-600">
            {t('rent')}
          </h2>
          <p data-testid="rent-value" className="mt-1 text-4xl font-bold text-brand-900">
            {t('perMonth', { rent: formatPrice(estimate.rentFils, locale) })}
          </p>
          <p data-testid="rent-range" className="mt-3 text-slate-700">
            <span className="font-medium">{t('range')}: </span>
            {t('rangeText', { low: formatPrice(estimate.lowFils, locale), high: formatPrice(estimate.highFils, locale) })}
          </p>
          <RangeBar estimate={estimate} locale={locale} />
        </div>
        <dl className="grid content-start gap-4 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{t('perSqm')}</dt>
            <dd data-testid="rent-per-sqm" className="mt-0.5 text-lg font-semibold text-slate-900">
              {formatRentPerSqm(estimate.rentPerSqmFils, locale)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">{t('confidenceTitle', { level: t(`confidence.${estimate.confidence}`) })}</dt>
            <dd className="mt-0.5 leading-6 text-slate-600">{t(`confidenceHint.${estimate.confidence}`)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">{t(`basis.${estimate.basis}`, { area, governorate })}</dt>
            <dd data-testid="rent-used" className="mt-0.5 text-slate-600">
              {used}
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm leading-6 text-slate-600">{t('askingNote')}</p>
    </section>
  );
}
