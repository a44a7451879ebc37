import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { DealTrendPoint } from '@/lib/schemas/deals';
import { formatKwd, intlLocale } from '@/lib/format';

const width = 720;
const height = 300;
const pad = { start: 64, end: 16, top: 20, bottom: 36 };
const plotWidth = width - pad.start - pad.end;
const plotHeight = height - pad.top - pad.bottom;

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
  const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 0 });
  const quarterLabel = (period: string) => {
    const { year, quarter } = quarterParts(period);
    return t('quarter', { year: number.format(Number(year)).replace(/٬|,/g, ''), quarter: number.format(Number(quarter)) });
  };

  return (
    <section aria-labelledby="deal-trend-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id="deal-trend-title" className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      {points.length < 2 ? (
        <p className="mt-6 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <>
          <Chart points={points} number={number} axisLabel={t('axis')} medianLabel={t('median')} dealsLabel={t('deals')} quarterLabel={quarterLabel} />
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">{t('tableToggle')}</summary>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[28rem] text-start">
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
                      <td className="py-2">{formatKwd(point.medianPricePerSqmFils, locale)}</td>
                      <td className="py-2">{number.format(point.count)}</td>
                      <td className="py-2">{formatKwd(point.totalValueFils, locale)}</td>
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
  number: Intl.NumberFormat;
  axisLabel: string;
  medianLabel: string;
  dealsLabel: string;
  quarterLabel(period: string): string;
}

function Chart({ points, number, axisLabel, medianLabel, dealsLabel, quarterLabel }: ChartProps) {
  const medians = points.map((p) => p.medianPricePerSqmFils / 1000);
  const low = Math.min(...medians) * 0.9;
  const high = Math.max(...medians) * 1.1;
  const maxCount = Math.max(...points.map((p) => p.count));
  const step = plotWidth / points.length;
  const x = (index: number) => pad.start + step * index + step / 2;
  const y = (kwd: number) => pad.top + plotHeight - ((kwd - low) / (high - low || 1)) * plotHeight;
  const ticks = Array.from({ length: 5 }, (_, i) => low + ((high - low) * i) / 4);
  const line = medians.map((kwd, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(kwd).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;

  return (
    <div dir="ltr" className="mt-4">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="deal-trend-title" className="h-auto w-full">
        <desc>{`${quarterLabel(first.period)}: ${number.format(first.medianPricePerSqmFils / 1000)} → ${quarterLabel(last.period)}: ${number.format(last.medianPricePerSqmFils / 1000)} ${axisLabel}`}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.start} x2={width - pad.end} y1={y(tick)} y2={y(tick)} className="stroke-slate-100" />
            <text x={pad.start - 8} y={y(tick) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {number.format(tick)}
            </text>
          </g>
        ))}
        <text x={pad.start - 8} y={12} textAnchor="end" className="fill-slate-500 text-[11px]">{axisLabel}</text>
        {points.map((point, i) => {
          const barHeight = (point.count / maxCount) * plotHeight * 0.3;
          return (
            <rect key={point.period} x={x(i) - step * 0.3} width={step * 0.6} y={pad.top + plotHeight - barHeight} height={barHeight} rx={2} className="fill-sand-500/40">
              <title>{`${quarterLabel(point.period)} · ${dealsLabel}: ${number.format(point.count)}`}</title>
            </rect>
          );
        })}
        <path d={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-brand-600" />
        {points.map((point, i) => (
          <circle key={point.period} cx={x(i)} cy={y(medians[i]!)} r={3.5} className="fill-white stroke-brand-600" strokeWidth={2}>
            <title>{`${quarterLabel(point.period)} · ${medianLabel}: ${number.format(medians[i]!)} ${axisLabel}`}</title>
          </circle>
        ))}
        {points.map((point, i) =>
          point.period.endsWith('Q1') || i === 0 ? (
            <text key={point.period} x={x(i)} y={height - 12} textAnchor="middle" className="fill-slate-500 text-[11px]">
              {number.format(Number(quarterParts(point.period).year)).replace(/٬|,/g, '')}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="mt-2 flex flex-wrap justify-center gap-4 text-xs text-slate-600" dir="auto">
        <li className="flex items-center gap-1.5"><span aria-hidden="true" className="h-0.5 w-5 bg-brand-600" />{medianLabel}</li>
        <li className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-sm bg-sand-500/40" />{dealsLabel}</li>
      </ul>
    </div>
  );
}
