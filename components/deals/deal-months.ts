/** How far back the date filters offer months: the recorded deals cover about five years. */
export const DEAL_FILTER_YEARS = 5;

export interface DealMonth {
  year: number;
  /** `YYYY-MM-01`, the value of a "from" filter. */
  first: string;
  /** The month's last day, the value of a (inclusive) "to" filter. */
  last: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar months from `today`'s back over `years` years, newest first (`today` is a Kuwait `YYYY-MM-DD`). */
export function dealMonths(today: string, years = DEAL_FILTER_YEARS): DealMonth[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: years * 12 }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { year: first.getUTCFullYear(), first: day(first), last: day(last) };
  });
}
