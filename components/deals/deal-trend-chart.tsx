import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { formatCount, formatDigits, formatPrice, formatPricePerSqm } from '@/lib/format';
import { LazyDetails } from '@/components/ui/lazy-details';
import { seriesStyles, TrendPlot, type PlotLabels } from './trend-plot';
import { trendRows, type TrendSeries } from './trend-rows';

interface DealTrendChartProps {
  /** One series, or two areas compared on one price axis. */
  series: TrendSeries[];
  subtitle: string;
  locale: Locale;
  /** Controls shown under the subtitle (the deals page's compare form). */
  actions?: ReactNode;
}

/**
 * Median price per m² as a line, one point per quarter, over the count of deals as bars on their own axis. Time runs
 * left to right in both languages, as in Arabic financial charts; labels are localized. Each quarter's values show on
 * hover, tap and keyboard focus, and the table beneath holds them all.
 */
export function DealTrendChart({ series, subtitle, locale, actions }: DealTrendChartProps) {
  const t = useTranslations('deals.chart');
  const rows = trendRows(series);
  const compared = series.length > 1;
  const names = compared ? series.map((s) => s.name) : [t('median')];
  const quarter = (period: string) =>
    t('quarter', {
      year: formatDigits(Number(period.slice(0, 4)), locale),
      quarter: formatDigits(Number(period.slice(-1)), locale),
    });
  const labels: PlotLabels = {
    axis: t('axis'),
    countAxis: t('countAxis'),
    values: t('values'),
    noDeals: t('noDeals'),
    quarter,
    dealCount: (count) => t('dealCount', { count, formatted: formatCount(count, locale) }),
  };

  return (
    <section
      aria-labelledby="deal-trend-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <h2 id="deal-trend-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      {actions}
      {rows.length < 2 ? (
        <p className="mt-6 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <>
          <div dir="ltr" className="mt-4" data-testid="deal-trend-plot">
            <TrendPlot rows={rows} names={names} locale={locale} labels={labels} />
            <ul
              className="mt-2 flex flex-wrap justify-center gap-4 text-xs text-slate-600"
              dir="auto"
              data-testid="deal-trend-legend"
            >
              {names.map((name, s) => (
                <li key={name} className="flex items-center gap-1.5">
                  <svg aria-hidden="true" width="22" height="6" className="shrink-0">
                    <line
                      x1="1"
                      x2="21"
                      y1="3"
                      y2="3"
                      strokeWidth={2.5}
                      strokeDasharray={seriesStyles[s]!.dash}
                      className={seriesStyles[s]!.line}
                    />
                  </svg>
                  {name}
                </li>
              ))}
              {!compared && (
                <li className="flex items-center gap-1.5">
                  <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600/30" />
                  {t('deals')}
                </li>
              )}
            </ul>
          </div>
          <p className="mt-2 text-center text-xs text-slate-500">{t('hint')}</p>
          <LazyDetails
            className="mt-4 text-sm"
            summaryClassName="cursor-pointer font-medium text-brand-700"
            summary={t('tableToggle')}
          >
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-start">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 text-start font-medium">
                      {t('period')}
                    </th>
                    {names.map((name) => (
                      <ColumnPair
                        key={name}
                        prefix={compared ? `${name} · ` : ''}
                        perSqm={t('perSqm')}
                        count={t('count')}
                      />
                    ))}
                    {!compared && (
                      <th scope="col" className="py-2 text-start font-medium">
                        {t('total')}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={row.period}>
                      <th scope="row" className="py-2 text-start font-normal">
                        {quarter(row.period)}
                      </th>
                      {row.values.map((point, s) => (
                        <ValuePair
                          key={s}
                          perSqm={point ? formatPricePerSqm(point.medianPricePerSqmFils, locale) : '—'}
                          count={formatCount(point?.count ?? 0, locale)}
                        />
                      ))}
                      {!compared && <td className="py-2">{formatPrice(row.values[0]?.totalValueFils ?? 0, locale)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </LazyDetails>
        </>
      )}
    </section>
  );
}

function ColumnPair({ prefix, perSqm, count }: { prefix: string; perSqm: string; count: string }) {
  return (
    <>
      <th scope="col" className="py-2 pe-3 text-start font-medium">
        {prefix + perSqm}
      </th>
      <th scope="col" className="py-2 pe-3 text-start font-medium">
        {prefix + count}
      </th>
    </>
  );
}

function ValuePair({ perSqm, count }: { perSqm: string; count: string }) {
  return (
    <>
      <td className="py-2 pe-3">{perSqm}</td>
      <td className="py-2 pe-3">{count}</td>
    </>
  );
}
