import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatArea, formatCount, formatDate, formatPrice, formatPricePerSqm, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';
import { RangeBar, ThinDataNotice } from './estimate-parts';
import { appraisalPath } from './instant-valuation-paths';

/** A building's value in its two parts: the land from the sales, the building at its cost less its wear. */
async function BuildingBreakdown({ valuation, locale }: { valuation: InstantValuation; locale: Locale }) {
  const t = await getTranslations('valuation.result.breakdown');
  const { estimate, input } = valuation;
  if (estimate.status !== 'estimated' || !estimate.building || input.model !== 'building') return null;
  const { building } = estimate;
  return (
    <section aria-labelledby="estimate-breakdown" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="estimate-breakdown" className="font-semibold text-slate-900">
        {t('title')}
      </h3>
      <dl data-testid="estimate-breakdown" className="mt-3 grid gap-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt>
            <span className="font-medium text-slate-900">{t('land')}</span>
            <span className="block text-slate-600">
              {t('landHow', {
                size: formatArea(input.sizeSqm, locale),
                perSqm: formatPricePerSqm(building.landPerSqmFils, locale),
              })}
            </span>
          </dt>
          <dd className="font-semibold text-slate-900">{formatPrice(building.landValueFils, locale)}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt>
            <span className="font-medium text-slate-900">{t('building')}</span>
            <span className="block text-slate-600">
              {t('buildingHow', {
                builtUp: formatArea(building.builtUpSqm, locale),
                cost: formatPrice(building.replacementCostFils, locale),
                percent: formatCount(building.depreciationPercent, locale),
                age: input.buildingAge,
                life: building.lifeYears,
              })}
            </span>
          </dt>
          <dd className="font-semibold text-slate-900">{formatPrice(building.buildingValueFils, locale)}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-slate-100 pt-3">
          <dt className="font-medium text-slate-900">{t('total')}</dt>
          <dd className="font-bold text-brand-900">{formatPrice(estimate.valueFils, locale)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        <Link href="/evaluation/cce" className="underline underline-offset-2 hover:text-brand-700">
          {t(building.ratesCurrent === false ? 'ratesDated' : 'rates', {
            date: formatDate(building.ratesAsOf, locale),
          })}
        </Link>
      </p>
    </section>
  );
}

/** The answer: a value with its range, price per m², confidence and basis; or, where the data is thin, no number. */
export async function EstimateSummary({ valuation, locale }: { valuation: InstantValuation; locale: Locale }) {
  const t = await getTranslations('valuation.result');
  const { estimate } = valuation;
  const area = localName(locale, valuation.area);
  const used = t('used', { count: estimate.comparablesUsed, formatted: formatCount(estimate.comparablesUsed, locale) });

  if (estimate.status === 'thin-data') {
    return (
      <ThinDataNotice
        testId="estimate-thin"
        title={t('thinTitle')}
        body={t('thinBody', { area })}
        used={used}
        appraisalHref={appraisalPath(valuation.id)}
        appraisalLabel={t('appraisal')}
      />
    );
  }

  const basis = t(`basis.${estimate.basis}`, { area, governorate: localName(locale, valuation.governorate) });
  return (
    <section
      data-testid="estimate"
      aria-labelledby="estimate-value"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <h2 id="estimate-value" className="text-sm font-medium text-slate-600">
            {t('value')}
          </h2>
          <p data-testid="estimate-value" className="mt-1 text-4xl font-bold text-brand-900">
            {formatPrice(estimate.valueFils, locale)}
          </p>
          <p data-testid="estimate-range" className="mt-3 text-slate-700">
            <span className="font-medium">{t('range')}: </span>
            {t('rangeText', {
              low: formatPrice(estimate.lowFils, locale),
              high: formatPrice(estimate.highFils, locale),
            })}
          </p>
          <RangeBar
            lowFils={estimate.lowFils}
            valueFils={estimate.valueFils}
            highFils={estimate.highFils}
            locale={locale}
          />
        </div>
        <dl className="grid content-start gap-4 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{t('perSqm')}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900">
              {formatPricePerSqm(estimate.pricePerSqmFils, locale)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">
              {t('confidenceTitle', { level: t(`confidence.${estimate.confidence}`) })}
            </dt>
            <dd className="mt-0.5 leading-6 text-slate-600">{t(`confidenceHint.${estimate.confidence}`)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">{basis}</dt>
            <dd className="mt-0.5 text-slate-600">{used}</dd>
          </div>
        </dl>
      </div>
      <BuildingBreakdown valuation={valuation} locale={locale} />
    </section>
  );
}
