/**
 * Whether rates in force from `asOf` (YYYY-MM-DD) were at most `maxMonths` old on `on` (the date of the estimate or
 * valuation). Older rates are still the latest published, and are shown with "last updated" and that reason.
 */
export function ratesAreCurrent(asOf: string, on: string | Date, maxMonths: number): boolean {
  const limit = new Date(`${asOf.slice(0, 10)}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + maxMonths);
  return new Date(on).getTime() <= limit.getTime();
}
