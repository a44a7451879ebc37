import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatArea, formatCount, formatDate, formatPrice, formatPricePerSqm, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';
import { buttonClass } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';
import { appraisalPath } from './valuation-paths';

type Estimated = Extract<InstantValuation['estimate'], { status: 'estimated' }>;

/** Low, value and high on one line: where the estimate sits within its range. */
function RangeBar({ estimate, locale }: { estimate: Estimated; locale: Locale }) {
  const span = estimate.highFils - estimate.lowFils;
  const at = span > 0 ? ((estimate.valueFils - estimate.lowFils) / span) * 100 : 50;
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
            <span className="block text-slate-600">{t('landHow', { size: formatArea(input.sizeSqm, locale), perSqm: formatPricePerSqm(building.landPerSqmFils, locale) })}</span>
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
          {t('rates', { date: formatDate(building.ratesAsOf, locale) })}
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
      <section data-testid="estimate-thin" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <AlertIcon className="size-6 shrink-0 text-amber-600" />
          {t('thinTitle')}
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-slate-700">{t('thinBody', { area })}</p>
        <p className="mt-2 text-sm text-slate-600">{used}</p>
        <Link href={appraisalPath(valuation.id)} className={buttonClass('primary', 'lg', 'mt-5')}>
          {t('appraisal')}
        </Link>
      </section>
    );
  }

  const basis = t(`basis.${estimate.basis}`, { area, governorate: localName(locale, valuation.governorate) });
  return (
    <section data-testid="estimate" aria-labelledby="estimate-value" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
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
            {t('rangeText', { low: formatPrice(estimate.lowFils, locale), high: formatPrice(estimate.highFils, locale) })}
          </p>
          <RangeBar estimate={estimate} locale={locale} />
        </div>
        <dl className="grid content-start gap-4 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{t('perSqm')}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900">{formatPricePerSqm(estimate.pricePerSqmFils, locale)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">{t('confidenceTitle', { level: t(`confidence.${estimate.confidence}`) })}</dt>
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
