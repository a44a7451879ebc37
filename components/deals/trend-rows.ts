import { filsToDinars } from '@/lib/format';
import type { DealTrendPoint } from '@/lib/schemas/deals';
import { niceTicks } from './nice-ticks';

/** One price curve on the chart: an area (or the whole search) and its quarters. */
export interface TrendSeries {
  name: string;
  points: DealTrendPoint[];
}

/** A quarter that any series has, with each series' point in series order (undefined: no deals that quarter). */
export interface TrendRow {
  period: string;
  values: Array<DealTrendPoint | undefined>;
}

/** The quarters of every series, oldest first: two areas compared share one time axis even where one has a gap. */
export function trendRows(series: TrendSeries[]): TrendRow[] {
  const periods = [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))].sort();
  const byPeriod = series.map((s) => new Map(s.points.map((p) => [p.period, p])));
  return periods.map((period) => ({ period, values: byPeriod.map((points) => points.get(period)) }));
}

/** The median in whole dinars per m², as the table and the deals list round it. */
export const medianKwd = (point: DealTrendPoint) => filsToDinars(point.medianPricePerSqmFils);

/**
 * Price ticks covering every series at once: compared areas are read on one scale, and swapping which area comes
 * first draws the same axis.
 */
export function priceTicks(rows: TrendRow[], count: number): number[] {
  const medians = rows.flatMap((row) => row.values.flatMap((point) => (point ? [medianKwd(point)] : [])));
  return niceTicks(Math.min(...medians), Math.max(...medians), count);
}

/** Deal-count ticks from zero, for the bars' own axis beneath the prices. */
export function countTicks(rows: TrendRow[], count: number): number[] {
  const most = Math.max(1, ...rows.flatMap((row) => row.values.map((point) => point?.count ?? 0)));
  return niceTicks(0, most, count);
}
