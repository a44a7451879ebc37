import type { CSSProperties } from 'react';
import { formatCount, formatDigits, formatPricePerSqm } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { cn } from '@/components/ui/cn';
import { QuarterKeys } from './quarter-keys';
import { countTicks, medianKwd, priceTicks, type TrendRow } from './trend-rows';

/**
 * Drawn twice, each shown at its own width, so labels stay about 11–13 px on a phone and on a desktop alike. Prices on
 * top, the deal counts in a panel of their own beneath (a count is not a price and never shares its axis). Both share
 * one list of quarters laid over whichever is shown.
 */
export const plotLayouts = {
  compact: {
    width: 360,
    start: 52,
    end: 10,
    top: 26,
    price: 170,
    gap: 34,
    counts: 52,
    bottom: 26,
    font: 12,
    priceTicks: 4,
    marker: 3,
    className: 'block md:hidden',
  },
  wide: {
    width: 760,
    start: 64,
    end: 16,
    top: 26,
    price: 210,
    gap: 34,
    counts: 56,
    bottom: 28,
    font: 11,
    priceTicks: 5,
    marker: 3.5,
    className: 'hidden md:block',
  },
} as const;
type Layout = (typeof plotLayouts)[keyof typeof plotLayouts];

/** Each series' colours; the second is also dashed with square markers, so the two differ without colour. */
export const seriesStyles = [
  {
    line: 'stroke-brand-600',
    marker: 'fill-white stroke-brand-600',
    bar: 'fill-brand-600/30',
    swatch: 'bg-brand-600',
    dash: undefined,
  },
  {
    line: 'stroke-sand-700',
    marker: 'fill-sand-700 stroke-sand-700',
    bar: 'fill-sand-500/70',
    swatch: 'bg-sand-700',
    dash: '6 4',
  },
] as const;

export interface PlotLabels {
  /** The price axis, "KD / m²". */
  axis: string;
  /** The count panel, "Deals". */
  countAxis: string;
  /** The list of per-quarter values, for screen readers. */
  values: string;
  noDeals: string;
  quarter(period: string): string;
  dealCount(count: number): string;
}

interface PlotProps {
  rows: TrendRow[];
  /** What each series is called in a quarter's values: the area, or "Median" when there is one. */
  names: string[];
  locale: Locale;
  labels: PlotLabels;
}

/** SVG coordinates to a tenth of a unit: finer is invisible and only makes the page heavier. */
const round = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => `${round((part / whole) * 100)}%`;
const yearOf = (period: string) => Number(period.slice(0, 4));

// The quarters' list spans the plotting area of the drawing shown: the compact one's below `md`, the wide one's above.
const quarterInsets = {
  '--plot-start': percent(plotLayouts.compact.start, plotLayouts.compact.width),
  '--plot-end': percent(plotLayouts.compact.end, plotLayouts.compact.width),
  '--plot-start-md': percent(plotLayouts.wide.start, plotLayouts.wide.width),
  '--plot-end-md': percent(plotLayouts.wide.end, plotLayouts.wide.width),
} as CSSProperties;

/**
 * The chart and, over it, one band per quarter that shows the quarter's values while hovered, tapped or focused with
 * the keyboard: CSS does the showing, a few lines of script only move the keyboard between quarters. The bands are a
 * list in the page, so a screen reader reads every value too.
 */
export function TrendPlot({ rows, names, locale, labels }: PlotProps) {
  return (
    <div className="relative">
      <PlotDrawing rows={rows} names={names} locale={locale} layout={plotLayouts.compact} labels={labels} />
      <PlotDrawing rows={rows} names={names} locale={locale} layout={plotLayouts.wide} labels={labels} />
      <QuarterKeys
        label={labels.values}
        className="absolute inset-y-0 start-(--plot-start) end-(--plot-end) flex md:start-(--plot-start-md) md:end-(--plot-end-md)"
        style={quarterInsets}
      >
        {rows.map((row, i) => (
          <QuarterValues
            key={row.period}
            row={row}
            names={names}
            locale={locale}
            labels={labels}
            first={i === 0}
            align={i < rows.length / 3 ? 'start' : i >= (rows.length * 2) / 3 ? 'end' : 'center'}
          />
        ))}
      </QuarterKeys>
    </div>
  );
}

function PlotDrawing({ rows, names, locale, layout, labels }: PlotProps & { layout: Layout }) {
  const { width, start, end, top, font } = layout;
  const plotWidth = width - start - end;
  const priceBase = top + layout.price;
  const countTop = priceBase + layout.gap;
  const countBase = countTop + layout.counts;
  const height = countBase + layout.bottom;
  const prices = priceTicks(rows, layout.priceTicks);
  const low = prices[0]!;
  const high = prices[prices.length - 1]!;
  const counts = countTicks(rows, 3);
  const mostCounted = counts[counts.length - 1]!;
  const step = plotWidth / rows.length;
  const x = (index: number) => round(start + step * index + step / 2);
  const y = (kwd: number) => round(priceBase - ((kwd - low) / (high - low || 1)) * layout.price);
  const countY = (count: number) => round(countBase - (count / mostCounted) * layout.counts);
  const barGroup = step * 0.6;
  const barWidth = round(barGroup / names.length);
  // Years are labelled at their first quarter; a span without one is labelled once, at its start.
  const hasFirstQuarter = rows.some((row) => row.period.endsWith('Q1'));
  const lines = names.map((_, s) => {
    let pen = 'M';
    return rows
      .map((row, i) => {
        const point = row.values[s];
        if (!point) {
          pen = 'M';
          return '';
        }
        const move = `${pen}${x(i)},${y(medianKwd(point))}`;
        pen = 'L';
        return move;
      })
      .join('');
  });

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      className={cn('h-auto w-full', layout.className)}
      fontSize={font}
    >
      <g className="stroke-slate-200">
        {prices.map((tick) => (
          <line key={`p${tick}`} x1={start} x2={width - end} y1={y(tick)} y2={y(tick)} />
        ))}
        {counts.map((tick) => (
          <line key={`c${tick}`} x1={start} x2={width - end} y1={countY(tick)} y2={countY(tick)} />
        ))}
      </g>
      <g data-axis="price" textAnchor="end" className="fill-slate-600">
        {prices.map((tick) => (
          <text key={tick} x={start - 6} y={round(y(tick) + font / 3)}>
            {formatCount(tick, locale)}
          </text>
        ))}
        <text x={start - 6} y={font + 2}>
          {labels.axis}
        </text>
      </g>
      <g data-axis="count" textAnchor="end" className="fill-slate-600">
        {counts.map((tick) => (
          <text key={tick} x={start - 6} y={round(countY(tick) + font / 3)}>
            {formatCount(tick, locale)}
          </text>
        ))}
      </g>
      <text x={start} y={countTop - 10} className="fill-slate-600">
        {labels.countAxis}
      </text>
      {names.map((_, s) => (
        <g key={s} className={seriesStyles[s]!.bar}>
          {rows.map((row, i) => {
            const count = row.values[s]?.count ?? 0;
            return count > 0 ? (
              <rect
                key={row.period}
                x={round(x(i) - barGroup / 2 + s * barWidth)}
                width={barWidth}
                y={countY(count)}
                height={round(countBase - countY(count))}
                rx={1.5}
              />
            ) : null;
          })}
        </g>
      ))}
      {lines.map((d, s) => (
        <path
          key={s}
          data-series={s}
          d={d}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeDasharray={seriesStyles[s]!.dash}
          className={seriesStyles[s]!.line}
        />
      ))}
      {names.map((_, s) => (
        <g key={s} strokeWidth={2} className={seriesStyles[s]!.marker}>
          {rows.map((row, i) => {
            const point = row.values[s];
            if (!point) return null;
            const r = layout.marker;
            return s === 0 ? (
              <circle key={row.period} cx={x(i)} cy={y(medianKwd(point))} r={r} />
            ) : (
              <rect
                key={row.period}
                x={round(x(i) - r)}
                y={round(y(medianKwd(point)) - r)}
                width={r * 2}
                height={r * 2}
              />
            );
          })}
        </g>
      ))}
      <g textAnchor="middle" className="fill-slate-600">
        {rows.map((row, i) =>
          (hasFirstQuarter ? row.period.endsWith('Q1') : i === 0) ? (
            <text key={row.period} x={x(i)} y={height - 8}>
              {formatDigits(yearOf(row.period), locale)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}

const tipAlign: Record<'start' | 'center' | 'end', string> = {
  start: 'start-0',
  // A zero-width flex box centres what overflows it on both sides.
  center: 'start-1/2 flex w-0 justify-center',
  end: 'end-0',
};

interface QuarterValuesProps {
  row: TrendRow;
  names: string[];
  locale: Locale;
  labels: PlotLabels;
  /** The one quarter reached with Tab; the arrow keys lead to the others. */
  first: boolean;
  align: keyof typeof tipAlign;
}

/** A quarter's band: hovering, tapping (a tap focuses it) or reaching it by keyboard shows its values beside the curve. */
function QuarterValues({ row, names, locale, labels, first, align }: QuarterValuesProps) {
  const tipStyle: CSSProperties = { direction: locale === 'ar' ? 'rtl' : 'ltr' };
  return (
    <li
      tabIndex={first ? 0 : -1}
      data-period={row.period}
      className="group relative flex-1 cursor-pointer rounded-sm outline-none hover:bg-slate-900/5 focus-visible:bg-slate-900/5 focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div
        className={cn(
          'pointer-events-none absolute top-1 z-10 opacity-0 transition-opacity group-hover:opacity-100 group-focus:opacity-100',
          tipAlign[align],
        )}
      >
        <div
          style={tipStyle}
          className="w-max max-w-60 shrink-0 rounded-lg bg-slate-900 px-3 py-2 text-start text-xs leading-5 text-white shadow-lg"
        >
          <p className="font-semibold">{labels.quarter(row.period)}</p>
          {names.map((name, s) => {
            const point = row.values[s];
            return (
              <p key={name} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', seriesStyles[s]!.swatch)} />
                <span>
                  {name}:{' '}
                  {point
                    ? `${formatPricePerSqm(point.medianPricePerSqmFils, locale)} · ${labels.dealCount(point.count)}`
                    : labels.noDeals}
                </span>
              </p>
            );
          })}
        </div>
      </div>
    </li>
  );
}
