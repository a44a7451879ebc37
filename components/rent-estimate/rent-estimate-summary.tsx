import { getTranslations } from 'next-intl/server';
import { formatCount, formatPrice, formatRentPerSqm, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate } from '@/lib/schemas/rent-estimate';
import { RangeBar, ThinDataNotice } from '../instant-valuation/estimate-parts';
import { appraisalPath } from '../instant-valuation/instant-valuation-paths';

/** The answer: a monthly rent with its range, rent per m², confidence and basis; or, where the ads are thin, no number. */
export async function RentEstimateSummary({
  estimate: stored,
  governorate,
  locale,
}: {
  estimate: RentEstimate;
  governorate: string;
  locale: Locale;
}) {
  const t = await getTranslations('rentEstimator.result');
  const { estimate } = stored;
  const area = localName(locale, stored.area);
  const used = t('used', { count: estimate.adsUsed, formatted: formatCount(estimate.adsUsed, locale) });

  if (estimate.status === 'thin-data') {
    return (
      <ThinDataNotice
        testId="rent-thin"
        title={t('thinTitle')}
        body={t('thinBody', { area })}
        used={used}
        appraisalHref={appraisalPath(stored.id)}
        appraisalLabel={t('appraisal')}
      />
    );
  }

  return (
    <section
      data-testid="rent-estimate"
      aria-labelledby="rent-value"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
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
            {t('rangeText', {
              low: formatPrice(estimate.lowFils, locale),
              high: formatPrice(estimate.highFils, locale),
            })}
          </p>
          <RangeBar
            lowFils={estimate.lowFils}
            valueFils={estimate.rentFils}
            highFils={estimate.highFils}
            locale={locale}
          />
        </div>
        <dl className="grid content-start gap-4 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{t('perSqm')}</dt>
            <dd data-testid="rent-per-sqm" className="mt-0.5 text-lg font-semibold text-slate-900">
              {formatRentPerSqm(estimate.rentPerSqmFils, locale)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">
              {t('confidenceTitle', { level: t(`confidence.${estimate.confidence}`) })}
            </dt>
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
