import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { DealTrendPoint } from '@/lib/schemas/deals';
import { filsToDinars, formatCount, formatDigits, formatPrice, formatPricePerSqm } from '@/lib/format';
import { niceTicks } from './nice-ticks';

/** Drawn twice, each shown at its own width, so labels stay about 11–13 px on a phone and on a desktop alike. */
const layouts = {
  compact: { width: 360, height: 260, pad: { start: 52, end: 10, top: 28, bottom: 30 }, font: 12, className: 'md:hidden' },
  wide: { width: 760, height: 300, pad: { start: 64, end: 16, top: 28, bottom: 34 }, font: 11, className: 'hidden md:block' },
} as const;
type Layout = (typeof layouts)[keyof typeof layouts];

function quarterParts(period: string): { year: string; quarter: string } {
  const [year = '', quarter = ''] = period.split('-Q');
  return { year, quarter };
}

/**
 * Median price per m² as a line over the count of deals as bars, one point per quarter. Time runs left to right in
 * both languages, as in Arabic financial charts; labels are localized. The table beneath is the accessible alternative.
 */
export function DealTrendChart({ points, subtitle, locale }: { points: DealTrendPoint[]; subtitle: string; locale: Locale }) {
  const t = useTranslations('deals.chart');
  const quarterLabel = (period: string) => {
    const { year, quarter } = quarterParts(period);
    return t('quarter', { year: formatDigits(Number(year), locale), quarter: formatDigits(Number(quarter), locale) });
  };
  const chart = { points, locale, axisLabel: t('axis'), medianLabel: t('median'), dealsLabel: t('deals'), quarterLabel };

  return (
    <section aria-labelledby="deal-trend-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id="deal-trend-title" className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      {points.length < 2 ? (
        <p className="mt-6 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <>
          <div dir="ltr" className="mt-4">
            <Chart {...chart} layout={layouts.compact} />
            <Chart {...chart} layout={layouts.wide} />
            <ul className="mt-2 flex flex-wrap justify-center gap-4 text-xs text-slate-600" dir="auto">
              <li className="flex items-center gap-1.5"><span aria-hidden="true" className="h-0.5 w-5 bg-brand-600" />{t('median')}</li>
              <li className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-sm bg-sand-500/40" />{t('deals')}</li>
            </ul>
          </div>
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">{t('tableToggle')}</summary>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-start">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 text-start font-medium">{t('period')}</th>
                    <th scope="col" className="py-2 text-start font-medium">{t('perSqm')}</th>
                    <th scope="col" className="py-2 text-start font-medium">{t('count')}</th>
                    <th scope="col" className="py-2 text-start font-medium">{t('total')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {points.map((point) => (
                    <tr key={point.period}>
                      <th scope="row" className="py-2 text-start font-normal">{quarterLabel(point.period)}</th>
                      <td className="py-2">{formatPricePerSqm(point.medianPricePerSqmFils, locale)}</td>
                      <td className="py-2">{formatCount(point.count, locale)}</td>
                      <td className="py-2">{formatPrice(point.totalValueFils, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

interface ChartProps {
  points: DealTrendPoint[];
  locale: Locale;
  layout: Layout;
  axisLabel: string;
  medianLabel: string;
  dealsLabel: string;
  quarterLabel(period: string): string;
}

/** SVG coordinates to a tenth of a unit: finer is invisible and only makes the page heavier. */
const round = (n: number) => Math.round(n * 10) / 10;

function Chart({ points, locale, layout, axisLabel, medianLabel, dealsLabel, quarterLabel }: ChartProps) {
  const { width, height, pad, font } = layout;
  const plotWidth = width - pad.start - pad.end;
  const plotHeight = height - pad.top - pad.bottom;
  const baseline = pad.top + plotHeight;
  // Whole dinars per m², rounded as the table beneath and the deals list round them.
  const medians = points.map((p) => filsToDinars(p.medianPricePerSqmFils));
  const ticks = niceTicks(Math.min(...medians), Math.max(...medians), layout === layouts.compact ? 4 : 5);
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const maxCount = Math.max(...points.map((p) => p.count));
  const step = plotWidth / points.length;
  const barWidth = round(step * 0.6);
  const x = (index: number) => round(pad.start + step * index + step / 2);
  const y = (kwd: number) => round(baseline - ((kwd - low) / (high - low || 1)) * plotHeight);
  const line = medians.map((kwd, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(kwd)}`).join('');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  // Years are labelled at their first quarter; a span without one is labelled once, at its start.
  const hasFirstQuarter = points.some((p) => p.period.endsWith('Q1'));
  // Tooltips need a pointer that hovers; phones get the data table beneath instead.
  const hover = layout === layouts.wide;
  const perSqm = (kwd: number) => `${formatCount(kwd, locale)} ${axisLabel}`;

  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="deal-trend-title" className={`h-auto w-full ${layout.className}`} fontSize={font}>
      <desc>{`${quarterLabel(first.period)}: ${perSqm(medians[0]!)} → ${quarterLabel(last.period)}: ${perSqm(medians[medians.length - 1]!)}`}</desc>
      <g className="stroke-slate-200">
        {ticks.map((tick) => (
          <line key={tick} x1={pad.start} x2={width - pad.end} y1={y(tick)} y2={y(tick)} />
        ))}
      </g>
      <g textAnchor="end" className="fill-slate-600">
        {ticks.map((tick) => (
          <text key={tick} x={pad.start - 6} y={round(y(tick) + font / 3)}>
            {formatCount(tick, locale)}
          </text>
        ))}
        <text x={pad.start - 6} y={font + 2}>{axisLabel}</text>
      </g>
      <g className="fill-sand-500/40">
        {points.map((point, i) => {
          const barHeight = round((point.count / maxCount) * plotHeight * 0.3);
          return (
            <rect key={point.period} x={round(x(i) - barWidth / 2)} width={barWidth} y={round(baseline - barHeight)} height={barHeight} rx={2}>
              {hover && <title>{`${quarterLabel(point.period)} · ${dealsLabel}: ${formatCount(point.count, locale)}`}</title>}
            </rect>
          );
        })}
      </g>
      <path d={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-brand-600" />
      <g strokeWidth={2} className="fill-white stroke-brand-600">
        {points.map((point, i) => (
          <circle key={point.period} cx={x(i)} cy={y(medians[i]!)} r={3.5}>
            {hover && <title>{`${quarterLabel(point.period)} · ${medianLabel}: ${perSqm(medians[i]!)}`}</title>}
          </circle>
        ))}
      </g>
      <g textAnchor="middle" className="fill-slate-600">
        {points.map((point, i) =>
          (hasFirstQuarter ? point.period.endsWith('Q1') : i === 0) ? (
            <text key={point.period} x={x(i)} y={height - 10}>
              {formatDigits(Number(quarterParts(point.period).year), locale)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
