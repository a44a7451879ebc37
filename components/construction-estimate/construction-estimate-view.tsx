import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ConstructionEstimate, EstimateLine } from '@/lib/construction-estimate/estimate';
import { formatArea, formatDate, formatDigits, formatPercent, formatPrice, formatPricePerSqm } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { ConstructionEstimateInput } from '@/lib/schemas/construction-estimate';
import { RateSources } from './rate-sources';

function RateText({ line, locale }: { line: EstimateLine; locale: Locale }) {
  const t = useTranslations('construction.units');
  if (line.unit === 'fixed') return t('fixed');
  if (line.unit === 'percent')
    return t('percent', {
      rate: `${formatPercent(line.rateLow / 100, locale)}–${formatPercent(line.rateHigh / 100, locale)}`,
    });
  return t(line.unit, { rate: `${formatPrice(line.rateLow, locale)}–${formatPrice(line.rateHigh, locale)}` });
}

function quantityText(line: EstimateLine, locale: Locale): string {
  if (line.unit === 'fixed') return '1';
  if (line.unit === 'percent') return formatPrice(line.quantity, locale);
  return formatArea(line.quantity, locale);
}

/** The estimate: range, areas and the itemised table, each line with its quantity and rates. */
/** `ratesCurrent` false: the rates were old on the estimate's date, and read "last updated" with the reason. */
export function ConstructionEstimateView({
  estimate,
  inputs,
  ratesCurrent,
  locale,
}: {
  estimate: ConstructionEstimate;
  inputs: ConstructionEstimateInput;
  ratesCurrent: boolean;
  locale: Locale;
}) {
  const t = useTranslations('construction');
  const { areas, total } = estimate;
  const areaRows: Array<[string, number]> = [
    [t('result.plot'), areas.plotSqm],
    [t('result.aboveGround', { ratio: formatDigits(areas.appliedRatio, locale) }), areas.aboveGroundSqm],
    [t('result.footprint'), areas.footprintSqm],
    ...(areas.basementSqm ? [[t('result.basement'), areas.basementSqm] as [string, number]] : []),
    ...(areas.annexSqm ? [[t('result.annex'), areas.annexSqm] as [string, number]] : []),
  ];
  return (
    <div className="grid min-w-0 gap-6">
      <section className="rounded-xl border border-brand-100 bg-brand-50 p-5" data-testid="construction-total">
        <p className="text-sm text-slate-700">
          {t('result.inputs', {
            level: t(`levels.${inputs.finishingLevel}`),
            floors: t('form.floorCount', { count: inputs.floors, formatted: formatDigits(inputs.floors, locale) }),
          })}{' '}
          ·{' '}
          {t(ratesCurrent ? 'result.ratesAsOf' : 'result.ratesDated', { date: formatDate(estimate.ratesAsOf, locale) })}
        </p>
        <p className="mt-2 text-2xl font-bold text-brand-900 md:text-3xl">
          {t('result.range', { low: formatPrice(total.low, locale), high: formatPrice(total.high, locale) })}
        </p>
        <p className="mt-1 text-slate-700">
          {t('result.mid')}: <strong>{formatPrice(total.mid, locale)}</strong> ·{' '}
          {t('result.perSqm', {
            low: formatPricePerSqm(estimate.perSqm.low, locale),
            high: formatPricePerSqm(estimate.perSqm.high, locale),
          })}
        </p>
      </section>

      <section>
        <h2 className="text-lg font-semibold text-slate-900">{t('result.areas')}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {areaRows.map(([label, sqm]) => (
            <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{formatArea(sqm, locale)}</dd>
            </div>
          ))}
          <div className="border-brand-200 rounded-lg border bg-white p-3" data-testid="built-up-area">
            <dt className="text-xs text-slate-600">{t('result.builtUp')}</dt>
            <dd className="text-brand-800 mt-1 font-semibold">{formatArea(areas.builtUpSqm, locale)}</dd>
          </div>
        </dl>
        {areas.limitedByFloors && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('result.limitedByFloors', {
              asked: formatDigits(inputs.buildingRatio, locale),
              floors: t('form.floorCount', { count: inputs.floors, formatted: formatDigits(inputs.floors, locale) }),
              applied: formatDigits(areas.appliedRatio, locale),
            })}
          </p>
        )}
      </section>

      <section className="min-w-0">
        <h2 id="breakdown-title" className="text-lg font-semibold text-slate-900">
          {t('result.breakdown')}
        </h2>
        <ScrollRegion labelledBy="breakdown-title" className="mt-3">
          <table className="w-full min-w-[36rem] text-sm" data-testid="construction-breakdown">
            <thead className="bg-slate-50 text-start text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('result.item')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('result.low')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('result.high')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('result.quantity')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('result.rate')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {estimate.lines.map((line) => (
                <tr key={line.item}>
                  <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                    {t(`items.${line.item}`)}
                  </th>
                  <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{formatPrice(line.low, locale)}</td>
                  <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                    {formatPrice(line.high, locale)}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{quantityText(line, locale)}</td>
                  <td className="px-3 py-2 text-slate-700">
                    <RateText line={line} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold text-slate-900">
              <tr>
                <th scope="row" className="px-3 py-2 text-start">
                  {t('result.total')}
                </th>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{formatPrice(total.low, locale)}</td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{formatPrice(total.high, locale)}</td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      </section>

      <p className="text-sm text-slate-600">{t('result.notice')}</p>
      <RateSources
        sources={estimate.sources}
        title={t(ratesCurrent ? 'form.ratesNote' : 'form.ratesNoteDated', {
          date: formatDate(estimate.ratesAsOf, locale),
        })}
      />
    </div>
  );
}
